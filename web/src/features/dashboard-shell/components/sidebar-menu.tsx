import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isMenuItemSelected, type MenuItem } from '../menu-items';
import { shellTexts } from '../messages';
import { sidebarItemSx } from './sidebar-item-sx';

type Props = { items: readonly MenuItem[]; collapsed: boolean; onNavigate?: () => void };

/** The role's menu; the current page is marked via matchPath. Collapsed: icons with tooltips. */
export function SidebarMenu({ items, collapsed, onNavigate }: Props) {
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label={shellTexts.menuLabel} dense disablePadding>
      {items.map((item) => {
        const selected = isMenuItemSelected(item, pathname);
        const Icon = item.icon;
        return (
          <Tooltip key={item.href} title={collapsed ? item.label : ''} placement="right">
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
            </ListItemButton>
          </Tooltip>
        );
      })}
    </List>
  );
}
