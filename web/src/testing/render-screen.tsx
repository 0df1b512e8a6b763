// One way to render a screen in a component test: the providers the app gives every screen
// (theme, toasts, a router) and, for dashboard screens, the session handed
// in directly instead of Firebase Auth and a live profile. A screen's data comes from the test
// through `vi.mock` of the feature's own `api/` module, so no emulator is needed.
import { ThemeProvider } from '@mui/material';
import { render, type RenderResult } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionContext } from '@/lib/session/session-context';
import type { Session } from '@/lib/session/session-types';
import { theme } from '@/lib/theme';
import { toastSettings } from '@/lib/toast-settings';

export type ScreenOptions = {
  /** The URL the screen opens at (default '/'). */
  route?: string;
  /** The route pattern the screen is mounted on, so `useParams` works (e.g. '/curso/:id'). */
  path?: string;
  /** The signed-in session (see `sessionAs`); without it, screens that need one throw. */
  session?: Session;
};

/** Where the router is now, for tests that check a navigation: read `location.pathname`. */
export const currentLocation: { pathname: string; search: string } = { pathname: '', search: '' };

function LocationProbe() {
  const location = useLocation();
  currentLocation.pathname = location.pathname;
  currentLocation.search = location.search;
  return null;
}

export function ScreenProviders({
  children,
  route = '/',
  path,
  session,
}: ScreenOptions & { children: ReactNode }) {
  const routed = path ? (
    <Routes>
      <Route path={path} element={children} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    children
  );
  return (
    <ThemeProvider theme={theme} defaultMode="dark">
      <SnackbarProvider {...toastSettings}>
        <SessionContext.Provider value={session ?? null}>
          <MemoryRouter initialEntries={[route]}>
            <LocationProbe />
            {routed}
          </MemoryRouter>
        </SessionContext.Provider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

/** Renders `ui` as the app would show it at `route`, optionally signed in as `session`. */
export function renderScreen(ui: ReactElement, options: ScreenOptions = {}): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => <ScreenProviders {...options}>{children}</ScreenProviders>,
  });
}
