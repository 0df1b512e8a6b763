import { lazy, type ComponentType } from 'react';

/** Every route screen is its own chunk (spec: routes are lazy). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}
