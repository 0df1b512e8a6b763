import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage, preloadPages } from './lazy-page';

/** A screen with state of its own: a counter. */
function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>{`Cliques: ${count}`}</button>;
}

/** Renders the lazy page's component afresh on each parent render, as a route may. */
function Parent({ page }: { page: ReactElement }) {
  const [, setTick] = useState(0);
  const Page = page.type as ComponentType;
  return (
    <>
      <button onClick={() => setTick((n) => n + 1)}>Renderizar de novo</button>
      <Suspense fallback={<p>Carregando</p>}>
        <Page />
      </Suspense>
    </>
  );
}

afterEach(cleanup);

describe('lazyPage', () => {
  it('keeps the screen (and its state) when re-rendered after its chunk arrived', async () => {
    const page = lazyPage(() => Promise.resolve({ default: Counter }));
    render(<Parent page={page} />);
    const counter = await screen.findByRole('button', { name: 'Cliques: 0' });
    fireEvent.click(counter);
    expect(screen.getByRole('button', { name: 'Cliques: 1' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Renderizar de novo' }));
    });
    expect(screen.getByRole('button', { name: 'Cliques: 1' })).toBeInTheDocument();
  });

  it('renders a preloaded screen at once, without a loading state', async () => {
    const page = lazyPage(() => Promise.resolve({ default: Counter }));
    await preloadPages([page, <p key="outra">Outra</p>, null]);
    render(<Parent page={page} />);
    expect(screen.getByRole('button', { name: 'Cliques: 0' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando')).toBeNull();
  });
});
