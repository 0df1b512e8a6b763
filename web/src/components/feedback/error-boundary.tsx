import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeThrown, reportClientError } from '@/lib/client-errors/listen';
import { isChunkLoadError } from './chunk-load-error';
import { ErrorScreen } from './error-screen';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** When it changes (a route boundary passes the location's key), a shown error is cleared. */
  resetKey?: string;
};
type ErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * Shows the pt-BR error screen instead of a blank page when its children fail to render (or a
 * lazy page's chunk fails to download). 'Tentar novamente' renders the children again, or reloads
 * the page when a chunk failed to download. Used around the whole app and, with a `resetKey`, by
 * the routes (route-error-boundary.tsx).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Erro inesperado na interface', error, info.componentStack);
    // A chunk that failed to download is the network's, not the code's: not reported.
    if (!isChunkLoadError(error)) {
      const { message, stack } = describeThrown(error);
      reportClientError({
        kind: 'boundary',
        message,
        stack: stack ?? info.componentStack ?? undefined,
      });
    }
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      // Guarded by the key change, so it runs once per new key: the way to reset a boundary.
      // oxlint-disable-next-line react/no-did-update-set-state
      this.setState({ failed: false });
    }
  }

  private readonly retry = () => {
    if (this.state.failed && isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorScreen loadFailed={isChunkLoadError(this.state.error)} onRetry={this.retry} />;
  }
}
