import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs, type DemoRole } from '@/testing/sessions';
import { shellMessages } from '../messages';
import { SidebarContent } from './sidebar-content';
import type { MenuItem } from './sidebar-menu';

// The shell shows the menu the app hands it (the app's real menu, read from the route table, is
// checked in web/src/app/routes/dashboard-frame.test.tsx).
const MENU: MenuItem[] = [
  {
    label: 'Início',
    href: '/dashboard',
    icon: DashboardOutlinedIcon,
    adminOnly: false,
    exact: true,
  },
  {
    label: 'Gestão',
    href: '/dashboard/gestao',
    icon: ManageAccountsOutlinedIcon,
    adminOnly: true,
    exact: false,
  },
  {
    label: 'Agenda',
    href: '/dashboard/agenda',
    icon: EventOutlinedIcon,
    adminOnly: false,
    exact: false,
  },
];

function renderSidebar(role: DemoRole, route: string) {
  const session = sessionAs(role);
  if (session.status !== 'ready') throw new Error('sessionAs gives a ready session');
  renderScreen(
    <SidebarContent
      user={session.user}
      isAdmin={role === 'admin'}
      menu={MENU}
      collapsed={false}
      adminActions={<div>Ação de admin</div>}
      onLogout={vi.fn()}
    />,
    { route, session },
  );
  const nav = screen.getByRole('navigation', { name: shellMessages.menuLabel });
  const links = within(nav).getAllByRole('link');
  return {
    labels: links.map((link) => link.textContent),
    current: links.filter((link) => link.getAttribute('aria-current') === 'page'),
  };
}

describe('SidebarContent', () => {
  it('gives an admin every entry, in the order given, linking to each href', async () => {
    const { labels } = renderSidebar('admin', '/dashboard');
    expect(labels).toEqual(['Início', 'Gestão', 'Agenda']);
    expect(screen.getByRole('link', { name: 'Gestão' })).toHaveAttribute(
      'href',
      '/dashboard/gestao',
    );
    expect(screen.getByText('Ação de admin')).toBeVisible();
    await expectAccessible();
  });

  it('hides admin-only entries and the admin actions from a student', async () => {
    const { labels } = renderSidebar('student', '/dashboard');
    expect(labels).toEqual(['Início', 'Agenda']);
    expect(screen.queryByText('Ação de admin')).toBeNull();
    await expectAccessible();
  });

  it('marks only the current entry; the exact one (home) only on its own path', () => {
    expect(renderSidebar('admin', '/dashboard').current.map((link) => link.textContent)).toEqual([
      'Início',
    ]);
  });

  it('an entry stays current on its own child pages', () => {
    const { current } = renderSidebar('student', '/dashboard/agenda/algum-evento');
    expect(current.map((link) => link.textContent)).toEqual(['Agenda']);
  });

  it('marks nothing on a page that is not in the menu', () => {
    expect(renderSidebar('subscriber', '/dashboard/aula/x').current).toEqual([]);
  });
});
