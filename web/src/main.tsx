import { startTransition, StrictMode } from 'react';
import { startFirstHydration } from './lib/first-hydration';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

/** Lets the browser paint and handle input between start-up steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in steps, each its own task: React DOM; MUI's styling core with the theme; the toasts;
 * the rest of the app shell; the route table; the current page. Each is a few dozen milliseconds
 * of module evaluation on a slow phone; all at once they are one long task that blocks input.
 */
async function start(root: HTMLElement) {
  const prerendered = root.hasChildNodes();
  // A page that is not prerendered (the dashboard, /login) shows nothing until its route's
  // chunks arrive, the dashboard's Firebase and session among them: their download starts now,
  // beside the shell's, instead of after it.
  const earlyRouter = prerendered ? null : startRoute();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  await import('./lib/theme');
  await nextTask();
  await import('notistack');
  await nextTask();
  const { App } = await import('./app/app');
  await nextTask();
  const { createAppRouter } = await import('./app/router');
  const { preloadPages } = await import('./app/routes/lazy-page');
  const router = (await earlyRouter) ?? createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(root).render(app);
    return;
  }
  // A prerendered public page (web/build/prerender-public-pages.ts), already painted. Its chunk
  // loads first so nothing suspends, and the hydration runs as a transition, which React splits
  // into short tasks. A failed download still hydrates: the page then meets its error screen.
  await nextTask();
  await preloadPages(router.state.matches.map((match) => match.route.element)).catch(
    () => undefined,
  );
  await nextTask();
  startFirstHydration();
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

/** The router for the current address, with its route chunks already downloading. */
async function startRoute() {
  const [{ createAppRouter }, { preloadPages }] = await Promise.all([
    import('./app/router'),
    import('./app/routes/lazy-page'),
  ]);
  const router = createAppRouter();
  // A failed download is not handled here: the route meets it again and shows its error screen.
  void preloadPages(router.state.matches.map((match) => match.route.element)).catch(
    () => undefined,
  );
  return router;
}

void start(container);
