import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';

/**
 * A route's error screen: a render error (or a lazy page that failed to download) anywhere under
 * it shows the pt-BR error screen in its place, and going to another address (the sidebar, the
 * browser's back button) clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary resetKey={key}>{children}</ErrorBoundary>;
}
