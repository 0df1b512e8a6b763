import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Container,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Toolbar,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { onlyWhenSignedIn, onlyWhenSignedOut, useStoredSessionMark } from '@/lib/stored-session';
import { headerMessages as t } from '../messages';
import { BrandLogo } from './brand-logo';

/** Height of the sticky header; the sales page scrolls sections to 80 px, just below it. */
export const HEADER_HEIGHT = 64;

type NavItem = {
  key: string;
  label: string;
  to: string;
  primary?: boolean;
  /** Shown only with (or only without) a stored session; CSS picks, see lib/stored-session.ts. */
  session?: 'signedIn' | 'signedOut';
};

const sessionSx = (item: NavItem) =>
  item.session === 'signedIn'
    ? onlyWhenSignedIn
    : item.session === 'signedOut'
      ? onlyWhenSignedOut
      : undefined;

/** Which links the header shows: Home off the landing, and both sessions' actions. */
function useNavItems(): NavItem[] {
  const { pathname } = useLocation();
  const items: NavItem[] = [];
  if (pathname !== paths.home.path) {
    items.push({ key: 'home', label: t.home, to: paths.home.getHref() });
  }
  items.push(
    {
      key: 'dashboard',
      label: t.dashboard,
      to: paths.dashboard.root.getHref(),
      primary: true,
      session: 'signedIn',
    },
    { key: 'login', label: t.login, to: paths.login.getHref(), session: 'signedOut' },
    {
      key: 'start',
      label: t.start,
      to: paths.plans.getHref(),
      primary: true,
      session: 'signedOut',
    },
  );
  return items;
}

export function SiteHeader() {
  useStoredSessionMark();
  const items = useNavItems();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

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
                sx={sessionSx(item)}
              >
                {item.label}
              </Button>
            ))}
          </Stack>
          <IconButton
            edge="end"
            color="inherit"
            aria-label={t.openMenu}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        anchor="right"
        open={menuOpen}
        onClose={closeMenu}
        slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw', bgcolor: 'background.paper' } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t.closeMenu} onClick={closeMenu}>
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
              onClick={closeMenu}
              sx={sessionSx(item)}
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
      </Drawer>
    </AppBar>
  );
}
