import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunk-load-error';
import { ErrorScreen } from './error-screen';

/**
 * The routes' errorElement: a render error (or a lazy page that failed to download) anywhere
 * under the route shows the pt-BR error screen. 'Tentar novamente' reloads the page for a failed
 * chunk (React.lazy keeps the rejection); otherwise it navigates to the same location, which
 * resets React Router's boundary and renders the page again.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const loadFailed = isChunkLoadError(error);

  useEffect(() => {
    console.error('Erro inesperado ao exibir a página', location.pathname, error);
  }, [error, location.pathname]);

  const retry = () => {
    if (loadFailed) {
      window.location.reload();
      return;
    }
    const { pathname, search, hash, state } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: state as unknown });
  };

  return <ErrorScreen loadFailed={loadFailed} onRetry={retry} />;
}
