import { StrictMode } from 'react';
import { listenForClientErrors } from './lib/client-errors/listen';

// Uncaught errors and unhandled rejections go to the error reports from the first line on
// (lib/client-errors/listen.ts); the error boundaries report what they catch.
listenForClientErrors();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

/**
 * Only the app's own pages (the dashboard, /login, …) start here: the public pages are static HTML
 * that loads none of this (web/build/prerender-public-pages.ts). The route table comes first, so
 * the current page's chunks (on the dashboard, the Firebase SDKs and the session) start
 * downloading beside React DOM and the app instead of after them, and the first render waits for
 * them: nothing suspends then, so the page and its data start at once (router.tsx says why).
 * Meanwhile app.html shows its prerendered loader.
 */
async function start(root: HTMLElement) {
  const table = import('./app/router').then(({ startAppRoutes }) => startAppRoutes());
  const [{ createRoot }, { App }, { routes, pagesReady }] = await Promise.all([
    import('react-dom/client'),
    import('./app/app'),
    table,
  ]);
  // Vite's dev server has no prerendered loader and compiles a page's modules on their first
  // request (seconds): there the app renders at once and shows the route's own loader meanwhile.
  if (!import.meta.env.DEV) await pagesReady;
  createRoot(root).render(
    <StrictMode>
      <App routes={routes} />
    </StrictMode>,
  );
}

void start(container);
