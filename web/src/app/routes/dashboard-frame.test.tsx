import { classMessages } from '@app/domain';
import { act, render, screen, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { currentLocation, ScreenProviders } from '@/testing/render-screen';
import { sessionAs, type DemoRole } from '@/testing/sessions';
import { DashboardFrame } from './dashboard-frame';
import { dashboardRoutes } from './dashboard-routes';
import { RouteTable } from './route-table';

// The real dashboard route table, read the way the app reads it: the guard and the sidebar get
// their facts from the routes' `handle`. Firebase is replaced; the browser journeys
// (tests/e2e/session-*) cover the real sign-in and pages.
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase-app', () => ({ auth: {}, firebaseApp: {} }));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('reactfire', () => ({}));
vi.mock('@/features/auth/api/first-access', () => ({ markFirstAccessDone: vi.fn() }));
// The sidebar's waiting count and the bell listen to Firestore; their own tests cover them.
vi.mock('@/features/comment-moderation/components/awaiting-replies-badge', () => ({
  AwaitingRepliesBadge: () => null,
}));
vi.mock('@/features/notifications/components/notification-bell', () => ({
  NotificationBell: () => null,
}));
vi.mock('@/features/members/api/user-callables', () => ({
  checkEmailAvailable: vi.fn(),
  createUserAccount: vi.fn(),
}));

const d = paths.dashboard;
const HOME_TEXT = 'Página: início';

/** Each page stands in as its own name, so no page chunk (nor Firestore) is loaded. */
const stubbedPages: RouteObject[] = dashboardRoutes.map((route) => ({
  ...route,
  element: <p>{route.index ? HOME_TEXT : `Página: ${route.path}`}</p>,
}));

/** The dashboard at `url`, signed in as `role`; `currentLocation` says where it ended up. */
async function openDashboard(role: DemoRole, url: string) {
  const routes: RouteObject[] = [
    {
      path: d.root.path,
      element: (
        <DashboardFrame>
          <Outlet />
        </DashboardFrame>
      ),
      children: stubbedPages,
    },
  ];
  render(
    <ScreenProviders route={url} session={sessionAs(role)}>
      <RouteTable routes={routes} />
    </ScreenProviders>,
  );
  // Lets a redirect of the guard land.
  await act(async () => undefined);
}

function menu() {
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** docs/product.md, "Rotas": the admin's management screens. */
const ADMIN_ONLY = [
  d.createClass.getHref(),
  d.editClass.getHref('minha-aula'),
  d.createCourse.getHref(),
  d.editCourse.getHref('abc'),
  d.createCourseClass.getHref('abc'),
  d.commentModeration.getHref(),
  d.members.getHref(),
  d.createLiveClass.getHref(),
  d.liveClasses.getHref(),
  d.editLiveClass.getHref('xyz'),
];

const OPEN_TO_STUDENTS = [
  d.root.getHref(),
  d.weeklyClasses.getHref(),
  d.classPage.getHref('minha-aula'),
  d.course.getHref('abc'),
  d.events.getHref(),
  d.profile.getHref(),
];

describe('the dashboard route table, through the guard and the sidebar', () => {
  it("gives the admin the admin menu, in the product's order", async () => {
    await openDashboard('admin', d.root.getHref());
    expect(menu()).toEqual([
      ['Dashboard', d.root.getHref()],
      ['Criar Aula', d.createClass.getHref()],
      ['Criar Curso', d.createCourse.getHref()],
      ['Agendar Aula ao Vivo', d.createLiveClass.getHref()],
      ['Eventos', d.events.getHref()],
      ['Comentários', d.commentModeration.getHref()],
      ['Usuários', d.members.getHref()],
      ['Indicadores', d.indicators.getHref()],
      ['Meus certificados', d.certificates.getHref()],
      ['Perfil', d.profile.getHref()],
    ]);
    // 'Criar Usuário' is the admin's dialog entry, after the menu.
    expect(screen.getByRole('button', { name: 'Criar Usuário' })).toBeVisible();
  });

  it.each(['student', 'subscriber'] as const)(
    "gives a student (%s) only 'Dashboard', 'Eventos', 'Meus certificados' and 'Perfil'",
    async (role) => {
      await openDashboard(role, d.root.getHref());
      expect(menu()).toEqual([
        ['Dashboard', d.root.getHref()],
        ['Eventos', d.events.getHref()],
        ['Meus certificados', d.certificates.getHref()],
        ['Perfil', d.profile.getHref()],
      ]);
      expect(screen.queryByRole('button', { name: 'Criar Usuário' })).toBeNull();
    },
  );

  it.each(ADMIN_ONLY)('sends a student away from the admin-only %s to /dashboard', async (url) => {
    await openDashboard('subscriber', url);
    expect(currentLocation.pathname).toBe(d.root.getHref());
    expect(await screen.findByText(HOME_TEXT)).toBeInTheDocument();
  });

  it("tells a student sent away from a class's edit page why ('Acesso negado')", async () => {
    await openDashboard('student', d.editClass.getHref('minha-aula'));
    expect(await screen.findByText(classMessages.accessDeniedTitle)).toBeVisible();
    expect(screen.getByText(classMessages.accessDeniedDescription)).toBeVisible();
  });

  it('sends a student away from the other admin pages without a toast', async () => {
    await openDashboard('student', d.members.getHref());
    expect(await screen.findByText(HOME_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(classMessages.accessDeniedTitle)).toBeNull();
  });

  it.each(OPEN_TO_STUDENTS)('lets a student open %s', async (url) => {
    await openDashboard('student', url);
    expect(currentLocation.pathname).toBe(url);
    expect(screen.queryByText(HOME_TEXT) !== null).toBe(url === d.root.getHref());
  });

  it.each(ADMIN_ONLY)('lets the admin open %s', async (url) => {
    await openDashboard('admin', url);
    expect(`${currentLocation.pathname}${currentLocation.search}`).toBe(url);
    expect(screen.queryByText(HOME_TEXT)).toBeNull();
  });
});
