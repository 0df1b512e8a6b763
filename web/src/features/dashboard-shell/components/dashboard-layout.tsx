import MenuIcon from '@mui/icons-material/Menu';
import { Box, Drawer, IconButton, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { mustCompleteRegistration, useSession, useSignOut } from '@/lib/session';
import { HeldTopBar } from './held-top-bar';
import { SidebarContent } from './sidebar-content';
import { MainContent, SkipToContent } from './skip-to-content';
import { sidebarItemSx } from './sidebar-item-sx';
import type { MenuBadges, MenuItem } from './sidebar-menu';
import { shellMessages } from '../messages';
import {
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from '../hooks/sidebar-constants';
import { useSidebarState } from '../hooks/use-sidebar-state';

export type { MenuItem };
type AdminActionsProps = { collapsed: boolean; itemSx: SxProps<Theme> };

type Props = {
  children: ReactNode;
  /** The sidebar entries of both roles, in order (the app reads them from the route table). */
  menu: readonly MenuItem[];
  /** Extra admin-only sidebar entries composed by the app (the 'Criar Usuário' dialog). */
  adminActions?: (props: AdminActionsProps) => ReactNode;
  /** Counts after sidebar entries, by href (composed by the app from other features). */
  menuBadges?: MenuBadges;
  /** The top bar's right-hand side (the notification bell). */
  topBarActions?: ReactNode;
};

/**
 * The signed-in frame: sidebar plus page. Renders under the dashboard
 * guard, so the session is ready. A temporary student completing registration sees no sidebar,
 * only a top bar with 'Sair' (the same sign-out as the sidebar's).
 */
export function DashboardLayout({
  children,
  menu,
  adminActions,
  menuBadges,
  topBarActions,
}: Props) {
  const session = useSession();
  const signOut = useSignOut();
  const showSidebar = session.status === 'ready' && !mustCompleteRegistration(session);
  const sidebar = useSidebarState(showSidebar);

  if (session.status !== 'ready') {
    return (
      <Box component="main" sx={{ minHeight: '100vh' }}>
        {children}
      </Box>
    );
  }

  if (!showSidebar) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipToContent />
        <HeldTopBar onLogout={() => void signOut()} />
        <MainContent>{children}</MainContent>
      </Box>
    );
  }

  const collapsed = !sidebar.isMobile && !sidebar.open;
  const content = (isCollapsed: boolean, onNavigate?: () => void) => (
    <SidebarContent
      user={session.user}
      isAdmin={session.isAdmin}
      menu={menu}
      collapsed={isCollapsed}
      menuBadges={menuBadges}
      adminActions={adminActions?.({ collapsed: isCollapsed, itemSx: sidebarItemSx(isCollapsed) })}
      onNavigate={onNavigate}
      onLogout={() => void signOut()}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipToContent />
      {sidebar.isMobile ? (
        <Drawer
          open={sidebar.openMobile}
          onClose={() => sidebar.setOpenMobile(false)}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE } } }}
        >
          {content(false, () => sidebar.setOpenMobile(false))}
        </Drawer>
      ) : (
        <Box
          component="aside"
          data-testid="dashboard-sidebar"
          data-state={collapsed ? 'collapsed' : 'expanded'}
          sx={{
            width: collapsed ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: 0,
            height: '100vh',
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            transition: (theme) => theme.transitions.create('width'),
          }}
        >
          {content(collapsed)}
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{ px: { xs: 1, md: 2 }, pt: 1, display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <IconButton
            aria-label={shellMessages.toggleSidebar}
            onClick={sidebar.toggle}
            edge="start"
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ flex: 1 }} />
          {topBarActions}
        </Box>
        <MainContent>{children}</MainContent>
      </Box>
    </Box>
  );
}
