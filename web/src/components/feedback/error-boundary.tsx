import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-load-error';
import { ErrorScreen } from './error-screen';

type ErrorBoundaryProps = { children: ReactNode };
type ErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * The app's last line of defence, around the router: a render error outside any
 * route's errorElement still shows the pt-BR error screen, never a blank page. 'Tentar
 * novamente' renders the children again, or reloads the page when a chunk failed to download.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Erro inesperado na interface', error, info.componentStack);
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
