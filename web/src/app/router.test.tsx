import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app';
import { startAppRoutes } from './router';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('startAppRoutes', () => {
  it("has the address's page ready for the first render: no loader, the page at once", async () => {
    window.history.replaceState(null, '', '/rota-que-nao-existe');
    const { routes, pagesReady } = startAppRoutes();
    await pagesReady;
    // Rendered once, with no later tick: a page that suspended would show only the loader here.
    act(() => {
      render(<App routes={routes} />);
    });
    // The not-found page's heading (app/ reads a feature only through its doors, so the text itself).
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Carregando' })).toBeNull();
  });
});
