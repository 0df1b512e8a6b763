import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { DashboardGuard } from '@/features/auth/dashboard-frame';
import { AwaitingRepliesBadge } from '@/features/comment-moderation/dashboard-frame';
import { DashboardLayout } from '@/features/dashboard-shell';
import { CreateUserMenuItem } from '@/features/members/dashboard-frame';
import { NotificationBell } from '@/features/notifications';
import { dashboardRoutes } from './dashboard-routes';
import { menuOf, useCurrentPageAccess } from './route-facts';

/** The sidebar of both roles, from the routes' facts (the shell hides admin-only entries). */
const dashboardMenu = menuOf(dashboardRoutes, paths.dashboard.root.getHref());

/** 'Comentários' (admin-only) counts the students' comments waiting for the team. */
const menuBadges = { [paths.dashboard.commentModeration.getHref()]: <AwaitingRepliesBadge /> };

/**
 * Guard and shell around the dashboard's pages, handed the route table's facts: whether the page
 * on screen is admin-only (and its denial toast) and the sidebar entries.
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const page = useCurrentPageAccess();
  return (
    <DashboardGuard adminOnly={page.adminOnly} deniedToast={page.deniedToast}>
      <DashboardLayout
        menu={dashboardMenu}
        menuBadges={menuBadges}
        topBarActions={<NotificationBell />}
        adminActions={(props) => <CreateUserMenuItem {...props} />}
      >
        {children}
      </DashboardLayout>
    </DashboardGuard>
  );
}
