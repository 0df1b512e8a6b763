import { StrictMode } from 'react';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

/** Lets the browser paint and handle input between start-up steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in steps, each its own task: React DOM; MUI's styling core with the theme and the app's
 * start (one file: vite.config.ts, "app-start"); the toasts; then the page. Each is a few dozen
 * milliseconds of module evaluation on a slow phone; all at once they are one long task that
 * blocks input. Only the app's own pages (the dashboard, /login, …) start here: the public pages
 * are static HTML that loads none of this (web/build/prerender-public-pages.ts).
 */
async function start(root: HTMLElement) {
  // Nothing shows until the route's chunks arrive, the dashboard's Firebase and session among
  // them: their download starts now, beside the shell's, instead of after it.
  const routes = startRoute();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  await import('./lib/theme');
  await nextTask();
  await import('notistack');
  await nextTask();
  const { App } = await import('./app/app');
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <App routes={await routes} />
    </StrictMode>,
  );
}

/** The route table, with the current address's route chunks already downloading. */
async function startRoute() {
  const { startAppRoutes } = await import('./app/router');
  return startAppRoutes();
}

void start(container);
