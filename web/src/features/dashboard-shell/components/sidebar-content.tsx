import { Box, Divider, List, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { CurrentUser } from '@/lib/session';
import { firstName, shellMessages } from '../messages';
import { BrandMark } from './brand-mark';
import { SidebarMenu, type MenuBadges, type MenuItem } from './sidebar-menu';
import { SidebarUserCard } from './sidebar-user-card';

type Props = {
  user: CurrentUser;
  isAdmin: boolean;
  /** Every entry of both roles, in order; a student sees the ones that are not admin-only. */
  menu: readonly MenuItem[];
  collapsed: boolean;
  menuBadges?: MenuBadges;
  adminActions: ReactNode;
  onNavigate?: () => void;
  onLogout: () => void;
};

/** What the sidebar shows, for both the desktop rail and the mobile drawer. */
export function SidebarContent({
  user,
  isAdmin,
  menu,
  collapsed,
  menuBadges,
  adminActions,
  onNavigate,
  onLogout,
}: Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box
        sx={{
          p: collapsed ? 1 : 2,
          display: 'flex',
          justifyContent: collapsed ? 'center' : 'flex-start',
        }}
      >
        <BrandMark showName={!collapsed} />
      </Box>
      {collapsed ? null : (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ px: 2, pb: 1 }}
          data-testid="sidebar-greeting"
        >
          {shellMessages.greeting(firstName(user.name))}
        </Typography>
      )}
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        <SidebarMenu
          items={isAdmin ? menu : menu.filter((item) => !item.adminOnly)}
          collapsed={collapsed}
          badges={menuBadges}
          onNavigate={onNavigate}
        />
        {isAdmin ? (
          // Same density as the menu above, so the admin's extra entries line up with it; a div,
          // like the menu's nav, since its entries are buttons, not list items.
          <List dense disablePadding component="div">
            {adminActions}
          </List>
        ) : null}
      </Box>
      <Divider />
      <SidebarUserCard user={user} collapsed={collapsed} onLogout={onLogout} />
    </Box>
  );
}
