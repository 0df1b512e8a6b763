import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Container,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Toolbar,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { onlyWhenSignedIn, onlyWhenSignedOut, useStoredSessionMark } from '@/lib/stored-session';
import { headerMessages as t } from '../messages';
import { BrandLogo } from './brand-logo';

/** Height of the sticky header; the sales page scrolls sections to 80 px, just below it. */
export const HEADER_HEIGHT = 64;

/** The mobile menu's panel: a popover the browser opens, closes (Esc, outside click) and labels. */
export const MOBILE_MENU_ID = 'site-mobile-menu';

/**
 * Closes the mobile menu after a link inside it was followed by the app's router (no page load).
 * On a static page the link loads the next page and the menu goes with it.
 */
function closeMobileMenu() {
  const menu = document.getElementById(MOBILE_MENU_ID);
  // A browser without the Popover API never opened it (nor knows `:popover-open`).
  if (typeof menu?.hidePopover === 'function' && menu.matches(':popover-open')) menu.hidePopover();
}

type NavItem = {
  key: string;
  label: string;
  to: string;
  primary?: boolean;
  /** Hides the item for one of the two session states (lib/stored-session.ts). */
  sx?: SxProps<Theme>;
};

const homeItem: NavItem = { key: 'home', label: t.home, to: paths.home.getHref() };

/** Both sessions' actions: CSS shows the ones that match the stored session. */
const sessionItems: NavItem[] = [
  {
    key: 'dashboard',
    label: t.dashboard,
    to: paths.dashboard.root.getHref(),
    primary: true,
    sx: onlyWhenSignedIn,
  },
  { key: 'login', label: t.login, to: paths.login.getHref(), sx: onlyWhenSignedOut },
  { key: 'start', label: t.start, to: paths.plans.getHref(), primary: true, sx: onlyWhenSignedOut },
];

/** Which links the header shows: Home off the landing, then the session actions. */
function useNavItems(): NavItem[] {
  const { pathname } = useLocation();
  return pathname === paths.home.path ? sessionItems : [homeItem, ...sessionItems];
}

export function SiteHeader() {
  useStoredSessionMark();
  const items = useNavItems();

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="transparent"
      sx={{
        bgcolor: 'rgba(20, 20, 20, 0.85)',
        backdropFilter: 'blur(12px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: HEADER_HEIGHT, gap: 2 }}>
          <BrandLogo />
          <Box sx={{ flexGrow: 1 }} />
          <Stack
            component="nav"
            aria-label={t.mainNavigation}
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}
          >
            {items.map((item) => (
              <Button
                key={item.key}
                component={RouterLink}
                to={item.to}
                variant={item.primary ? 'contained' : 'text'}
                color={item.primary ? 'primary' : 'inherit'}
                sx={item.sx}
              >
                {item.label}
              </Button>
            ))}
          </Stack>
          {/* The Popover API opens the panel: it works before (and without) any JavaScript of
              ours, and the browser moves focus, closes on Esc and reports the state. */}
          <IconButton
            edge="end"
            color="inherit"
            aria-label={t.openMenu}
            popoverTarget={MOBILE_MENU_ID}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Box
        id={MOBILE_MENU_ID}
        popover="auto"
        sx={(theme) => ({
          // A popover sits in the top layer; these place it as a panel on the right.
          inset: '0 0 0 auto',
          m: 0,
          p: 0,
          border: 0,
          height: '100dvh',
          width: 280,
          maxWidth: '85vw',
          color: 'text.primary',
          bgcolor: 'background.paper',
          boxShadow: theme.shadows[16],
          '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
        })}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton
            aria-label={t.closeMenu}
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
          >
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List component="nav" aria-label={t.mainNavigation}>
          {items.map((item) => (
            <ListItemButton
              key={item.key}
              component={RouterLink}
              to={item.to}
              onClick={closeMobileMenu}
              sx={item.sx}
            >
              <ListItemText
                primary={item.label}
                slotProps={{
                  primary: {
                    sx: { fontWeight: item.primary ? 700 : 500 },
                    color: item.primary ? 'primary' : 'inherit',
                  },
                }}
              />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </AppBar>
  );
}
