import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A lazy route screen that can also be loaded ahead of its first render. */
export type LazyPageComponent = ComponentType & { preload: () => Promise<void> };

/**
 * Every route screen is its own chunk, downloaded only when it is opened. `preload` lets the
 * start-up (main.tsx) download the current page's chunk beside the shell's own, instead of after
 * the shell has rendered and suspended on it.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  let loaded: ComponentType | undefined;
  const remember = (module: PageModule) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  const Page: LazyPageComponent = Object.assign(
    function Page() {
      const Loaded = loaded;
      return Loaded ? <Loaded /> : <Lazy />;
    },
    {
      preload: () =>
        load()
          .then(remember)
          .then(() => undefined),
    },
  );
  return <Page />;
}

/** Loads the chunks of the given route elements that are lazy pages (others are ignored). */
export async function preloadPages(elements: unknown[]): Promise<void> {
  const preloads = elements.map((element) => {
    const type = (element as { type?: Partial<LazyPageComponent> } | null)?.type;
    return typeof type?.preload === 'function' ? type.preload() : undefined;
  });
  await Promise.all(preloads);
}
