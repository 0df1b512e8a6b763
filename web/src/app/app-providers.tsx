import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { OfflineBanner } from '@/components/feedback/offline-banner';
import { theme } from '@/lib/theme';
import { toastSettings } from '@/lib/toast-settings';

/**
 * Everything around the router: theme, toasts, the last-resort error screen, the offline banner.
 * Shared by the browser app and the build-time prerender, so a public page looks the same built
 * to static HTML as drawn by the app after an in-app navigation.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="dark">
      <CssBaseline enableColorScheme />
      <SnackbarProvider {...toastSettings}>
        {/* The routes have their own error screens; this catches whatever is outside them. */}
        <ErrorBoundary>{children}</ErrorBoundary>
        <OfflineBanner />
      </SnackbarProvider>
    </ThemeProvider>
  );
}
