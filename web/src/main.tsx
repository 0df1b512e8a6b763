import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { preloadPages } from './app/routes/lazy-page';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

const router = createAppRouter();
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

if (container.hasChildNodes()) {
  // A prerendered public page (web/build/prerender-public-pages.ts), already painted. Its chunk
  // loads first so nothing suspends, and the hydration runs as a transition, which React splits
  // into short tasks instead of one long one.
  // A failed download still hydrates: the page then meets its lazy chunk's error screen.
  void preloadPages(router.state.matches.map((match) => match.route.element))
    .catch(() => undefined)
    .then(() => {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
} else {
  createRoot(container).render(app);
}
