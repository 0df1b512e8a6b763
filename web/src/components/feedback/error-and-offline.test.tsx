import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';
import { ErrorBoundary } from './error-boundary';
import { OfflineBanner } from './offline-banner';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(cleanup);

// The boundary reports what it catches (lib/client-errors): the test reads the report.
const { reportClientError } = vi.hoisted(() => ({ reportClientError: vi.fn() }));
vi.mock('@/lib/client-errors/listen', async (original) => ({
  ...(await original<object>()),
  reportClientError,
}));

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>Conteúdo</p>;
}

describe('isChunkLoadError', () => {
  it("recognises the browsers' failed dynamic import messages", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/a.js',
      'error loading dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('error screens', () => {
  beforeEach(() => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('ErrorBoundary shows the pt-BR screen, logs, and renders again on retry', async () => {
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(console.error).toHaveBeenCalledWith(
      'Erro inesperado na interface',
      expect.objectContaining({ message: 'boom' }),
      expect.anything(),
    );
    expect(reportClientError).toHaveBeenCalledWith({
      kind: 'boundary',
      message: 'boom',
      stack: expect.stringContaining('boom'),
    });
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByText('Conteúdo')).toBeVisible();
  });

  it("a route's boundary shows the screen and retries by rendering the route again", async () => {
    render(
      <MemoryRouter initialEntries={['/pagina']}>
        <Routes>
          <Route
            path="/pagina"
            element={
              <RouteErrorBoundary>
                <Flaky />
              </RouteErrorBoundary>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
    expect(
      screen.getByText(/Ocorreu um erro inesperado ao exibir esta página/),
    ).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Conteúdo')).toBeVisible();
  });

  it("a route's error screen clears when the user goes to another address", async () => {
    render(
      <MemoryRouter initialEntries={['/pagina']}>
        <Link to="/outra">Outra página</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/pagina" element={<Flaky />} />
            <Route path="/outra" element={<p>Outra</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(await screen.findByText('Outra')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Algo deu errado' })).toBeNull();
  });

  it('a page whose chunk failed to download says so', async () => {
    function Missing(): never {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    }
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Missing />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(
        'Não foi possível carregar esta página. Verifique sua conexão e tente novamente.',
      ),
    ).toBeVisible();
  });
});

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Você está offline' while offline, in a status region, and hides it back online", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    const region = screen.getByRole('status', { name: 'Estado da conexão' });
    expect(region).toBeEmptyDOMElement();

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region).toHaveTextContent('Você está offline');

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region).toBeEmptyDOMElement();
  });
});
