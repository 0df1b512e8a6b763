import type { SvgIconComponent } from '@mui/icons-material';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import { Hint } from '@/components/feedback/hint';
import { shellMessages } from '../messages';
import { sidebarItemSx } from './sidebar-item-sx';

/** A sidebar entry, as the app hands it down from the route table. */
export type MenuItem = {
  label: string;
  href: string;
  icon: SvgIconComponent;
  /** Shown to admins only. */
  adminOnly: boolean;
  /** Selected only on this exact path (the dashboard home), not on its children. */
  exact: boolean;
};

/** Something shown after an entry's label (a count), by the entry's href. */
export type MenuBadges = Readonly<Partial<Record<string, ReactNode>>>;

type Props = {
  items: readonly MenuItem[];
  collapsed: boolean;
  badges?: MenuBadges;
  onNavigate?: () => void;
};

/** Whether the item is the current page (its own children count, except for the home item). */
function isSelected(item: MenuItem, pathname: string): boolean {
  return matchPath({ path: item.href, end: item.exact }, pathname) !== null;
}

/** The role's menu; the current page is marked via matchPath. Collapsed: icons with tooltips. */
export function SidebarMenu({ items, collapsed, badges, onNavigate }: Props) {
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label={shellMessages.menuLabel} dense disablePadding>
      {items.map((item) => {
        const selected = isSelected(item, pathname);
        const Icon = item.icon;
        return (
          <Hint key={item.href} title={collapsed ? item.label : ''} placement="right">
            <ListItemButton
              component={RouterLink}
              to={item.href}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              aria-label={collapsed ? item.label : undefined}
              onClick={onNavigate}
              sx={sidebarItemSx(collapsed)}
            >
              <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 1.5, color: 'inherit' }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              {collapsed ? null : <ListItemText primary={item.label} />}
              {collapsed ? null : badges?.[item.href]}
            </ListItemButton>
          </Hint>
        );
      })}
    </List>
  );
}
