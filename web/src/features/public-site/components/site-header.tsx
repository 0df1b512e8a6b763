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
import type { SxProps, Theme } from '@mui/material/styles';
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
                sx={item.sx}
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
      </Drawer>
    </AppBar>
  );
}
