import { lazy, type ComponentType } from 'react';

/** Every route screen is its own chunk, downloaded only when it is opened. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}
