import { ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/lib/theme';

/** Renders a public-site component with what the app gives it: theme, toasts and a router. */
export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <SnackbarProvider maxSnack={3}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </SnackbarProvider>
    </ThemeProvider>,
  );
}
