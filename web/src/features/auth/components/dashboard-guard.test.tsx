import { authMessages, CANCELLATION_TOAST_MS } from '@app/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_RECHECK_MS, markLeavingDashboard, type Session } from '@/lib/session';
import { currentLocation, ScreenProviders } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { DashboardGuard } from './dashboard-guard';

// Firebase is replaced: the guard's decisions and timers are checked here; the real sign-in,
// the profile changes and the pages the guard sends people to are the browser journeys'
// (tests/e2e/session-*.test.ts).
const firebase = vi.hoisted(() => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('firebase/auth', () => ({ signOut: firebase.signOut }));
vi.mock('@/lib/firebase-app', () => ({ auth: { kind: 'auth' }, firebaseApp: {} }));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('reactfire', () => ({}));
vi.mock('../api/first-access', () => ({ markFirstAccessDone: vi.fn(async () => undefined) }));

const DAY = 86_400_000;
const NOW = new Date('2025-03-10T12:00:00.000Z');
const DASHBOARD_TEXT = 'Conteúdo do painel';

function Screen({ session }: { session: Session }): ReactNode {
  return (
    <ScreenProviders session={session} route="/dashboard" path="/dashboard">
      <DashboardGuard>
        <p>{DASHBOARD_TEXT}</p>
      </DashboardGuard>
    </ScreenProviders>
  );
}

const ADMIN_PAGE = '/dashboard/gestao';
const DENIED = { title: 'Acesso negado', description: 'Só administradores abrem esta página' };

/**
 * The guard under a page the app marks admin-only (as DashboardFrame does from the route table:
 * only while that page is the one on screen), optionally with its denial toast.
 */
function AdminOnlyPage({ toast }: { toast?: typeof DENIED }) {
  const { pathname } = useLocation();
  return (
    <DashboardGuard adminOnly={pathname === ADMIN_PAGE} deniedToast={toast}>
      <p>{pathname === ADMIN_PAGE ? 'Página de admin' : DASHBOARD_TEXT}</p>
    </DashboardGuard>
  );
}

function AdminOnlyScreen({ session, toast }: { session: Session; toast?: typeof DENIED }) {
  return (
    <ScreenProviders session={session} route={ADMIN_PAGE} path="/dashboard/*">
      <AdminOnlyPage toast={toast} />
    </ScreenProviders>
  );
}

/** Lets the guard's async leave() (navigate, then sign out) run to its end. */
const settle = () => act(async () => undefined);

/**
 * Moves the clock in small steps, so each timer's follow-up (a toast's exit animation, then its
 * removal) gets to run, as it would in real time.
 */
async function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 250) {
    await act(async () => vi.advanceTimersByTime(Math.min(250, ms - elapsed)));
  }
}

afterEach(cleanup);

describe('DashboardGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    firebase.signOut.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('never sends away an admin whose validUntil is in the past, however long the app stays open', async () => {
    const admin = sessionAs('admin', { validUntil: new Date(NOW.getTime() - DAY) }, 'ADMIN_ACCESS');
    render(<Screen session={admin} />);
    expect(screen.getByText(DASHBOARD_TEXT)).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(3 * ACCESS_RECHECK_MS));
    expect(screen.getByText(DASHBOARD_TEXT)).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/dashboard');
    expect(firebase.signOut).not.toHaveBeenCalled();
  });

  it('sends an expired student to /acesso-expirado and signs them out', async () => {
    render(<Screen session={sessionAs('student', {}, 'EXPIRED')} />);
    await settle();
    expect(currentLocation.pathname).toBe('/acesso-expirado');
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(DASHBOARD_TEXT)).toBeNull();
    // No 'Assinatura Cancelada' for a plain expiry.
    expect(screen.queryByText(authMessages.cancelledTitle)).toBeNull();
  });

  it("a cancelled account gets the 'Assinatura Cancelada' toast for 8 s (past the default 4 s)", async () => {
    render(<Screen session={sessionAs('subscriber', { cancelled: true }, 'CANCELLED')} />);
    await settle();
    expect(currentLocation.pathname).toBe('/acesso-expirado');
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByText(authMessages.cancelledTitle)).toBeVisible();
    expect(screen.getByText(authMessages.cancelledDescription)).toBeVisible();

    await advance(5000);
    expect(screen.getByText(authMessages.cancelledTitle)).toBeVisible();

    // Gone once its 8 s (and the exit animation) are over.
    await advance(CANCELLATION_TOAST_MS - 5000 + 1000);
    expect(screen.queryByText(authMessages.cancelledTitle)).toBeNull();
  });

  it('does not bounce to /login when the user signs out while being taken out on purpose', async () => {
    const { rerender } = render(<Screen session={sessionAs('student')} />);
    expect(screen.getByText(DASHBOARD_TEXT)).toBeInTheDocument();

    // Logout / expiry flag the exit, then the session turns signed-out before the router moves.
    markLeavingDashboard();
    rerender(<Screen session={{ status: 'signed-out' }} />);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(currentLocation.pathname).toBe('/dashboard');
    expect(screen.getByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();
  });

  it('sends a signed-out visit to /login with the way back', async () => {
    render(<Screen session={{ status: 'signed-out' }} />);
    await settle();
    expect(currentLocation.pathname).toBe('/login');
    expect(new URLSearchParams(currentLocation.search).get('redirectTo')).toBe('/dashboard');
  });

  it('sends a student away from an admin-only page to /dashboard, without a toast by default', async () => {
    render(<AdminOnlyScreen session={sessionAs('subscriber')} />);
    await settle();
    expect(currentLocation.pathname).toBe('/dashboard');
    expect(screen.queryByText('Página de admin')).toBeNull();
    expect(screen.getByText(DASHBOARD_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(DENIED.title)).toBeNull();
  });

  it('tells the student why when the page has a denial toast', async () => {
    render(<AdminOnlyScreen session={sessionAs('student')} toast={DENIED} />);
    await settle();
    expect(currentLocation.pathname).toBe('/dashboard');
    expect(screen.getByText(DENIED.title)).toBeVisible();
    expect(screen.getByText(DENIED.description)).toBeVisible();
  });

  it('lets an admin open an admin-only page', async () => {
    render(<AdminOnlyScreen session={sessionAs('admin')} toast={DENIED} />);
    await settle();
    expect(currentLocation.pathname).toBe(ADMIN_PAGE);
    expect(screen.getByText('Página de admin')).toBeInTheDocument();
    expect(screen.queryByText(DENIED.title)).toBeNull();
  });
});
