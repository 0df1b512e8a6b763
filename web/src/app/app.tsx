import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { OfflineBanner } from '@/components/feedback/offline-banner';
import { theme } from '@/lib/theme';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ThemeProvider theme={theme} defaultMode="dark">
      <CssBaseline enableColorScheme />
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={4000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {/* The routes have their own error screens; this catches whatever is outside them. */}
        <ErrorBoundary>
          <RouterProvider router={router} />
        </ErrorBoundary>
        <OfflineBanner />
      </SnackbarProvider>
    </ThemeProvider>
  );
}
