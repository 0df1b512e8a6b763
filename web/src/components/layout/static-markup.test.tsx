import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { endFirstHydration, startFirstHydration } from '@/lib/first-hydration';
import { StaticMarkup } from './static-markup';

let staticRenders = 0;
function Counted() {
  staticRenders += 1;
  return <p>Conteúdo estático</p>;
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

const app = (
  <MemoryRouter initialEntries={['/']}>
    <Where />
    <Routes>
      <Route
        path="/"
        element={
          <StaticMarkup>
            <Counted />
            <a href="/sobre">Sobre</a>
            <a href="#secao">Âncora</a>
          </StaticMarkup>
        }
      />
      <Route path="/sobre" element={<h1>Sobre</h1>} />
    </Routes>
  </MemoryRouter>
);

afterEach(() => {
  endFirstHydration();
  document.body.replaceChildren();
});

describe('StaticMarkup', () => {
  it('keeps the server HTML while the first page hydrates, and its links navigate in the app', async () => {
    const container = document.createElement('div');
    // eslint-disable-next-line no-restricted-syntax -- React's own server output, as the prerender ships it
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe('Conteúdo estático');

    const rendersOnServer = staticRenders;
    startFirstHydration();
    await act(async () => {
      hydrateRoot(container, app);
    });
    endFirstHydration();
    // Nothing inside was rendered again, and the server's node is still there.
    expect(staticRenders).toBe(rendersOnServer);
    expect(container.querySelector('p')).toBe(paragraph);

    await act(async () => {
      container.querySelector<HTMLAnchorElement>('a[href="/sobre"]')!.click();
    });
    expect(container.querySelector('output')?.textContent).toBe('/sobre');
    expect(container.querySelector('h1')?.textContent).toBe('Sobre');
  });

  it('renders its children when the page was not prerendered', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(app);
    });
    expect(container.querySelector('p')?.textContent).toBe('Conteúdo estático');
  });
});
