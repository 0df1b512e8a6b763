import { lazy, type ComponentType, type ReactElement, type ReactNode } from 'react';

type PageModule = { default: ComponentType };

/** How to download each lazy page's chunk, by the element lazyPage returned for it. */
const loaders = new WeakMap<object, () => Promise<void>>();

/**
 * Every route screen is its own chunk, downloaded only when it is opened. The start-up
 * (router.tsx) can also download the current address's chunks ahead of the first render
 * (`preloadPages`), beside the shell's own, instead of after the shell has rendered and suspended
 * on them.
 */
export function lazyPage(load: () => Promise<PageModule>): ReactElement {
  let loaded: ComponentType | undefined;
  const remember = (module: PageModule) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const element = <Page />;
  loaders.set(element, () =>
    load()
      .then(remember)
      .then(() => undefined),
  );
  return element;
}

/** Downloads the chunks of the given route elements that lazyPage made (others are ignored). */
export async function preloadPages(elements: ReactNode[]): Promise<void> {
  await Promise.all(
    elements.map((element) =>
      typeof element === 'object' && element !== null ? loaders.get(element)?.() : undefined,
    ),
  );
}
