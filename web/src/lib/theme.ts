import { BRAND_COLORS } from '@app/domain/brand';
import { createTheme } from '@mui/material/styles';
import { muiPtBR } from './mui-pt-br';
import { prefersReducedMotion } from './reduced-motion';

export const appBackground = BRAND_COLORS.background;
const paperBackground = '#1f1f1f';

/**
 * The brand red, for what is filled with it (buttons, badges, marks) under white text: 4.8:1.
 * As text on the dark surfaces it reads 3.8:1 at best, below WCAG AA's 4.5:1.
 */
export const brandRed = BRAND_COLORS.red;
const brandRedHover = '#b20710';
/**
 * A lighter tone of the brand red for red text, links and outlines on the dark surfaces: 6.6:1 on
 * the page, 5.9:1 on cards, 4.5:1 even on the lightest surface (#333). It is the theme's primary
 * colour, so every text-coloured use follows; the filled uses are set back to the brand red below.
 */
export const brandRedText = BRAND_COLORS.redText;

/** Read once, when the app starts: the theme is built once. */
const reduceMotion = prefersReducedMotion();

/**
 * With less motion asked for, dialogs, menus, drawers and collapses appear and leave at once
 * instead of fading, growing or sliding: every duration MUI reads from the theme is zero, the
 * height-based ones (menus, collapses) included.
 */
const instantTransitions = {
  create: () => 'none',
  getAutoHeightDuration: () => 0,
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/** The product is dark only: one theme, built once, with MUI's pt-BR texts. */
export const theme = createTheme(
  {
    ...(reduceMotion ? { transitions: instantTransitions } : {}),
    palette: {
      mode: 'dark',
      primary: { main: brandRedText, dark: brandRed, contrastText: appBackground },
      secondary: { main: '#f5c518' },
      // MUI's dark error red (#f44336) reads 4.5:1 on the page but not on cards and dialogs.
      error: { main: '#ff7a70' },
      background: { default: appBackground, paper: paperBackground },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: { styleOverrides: { body: { backgroundColor: appBackground } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: ({ ownerState }) =>
            ownerState.variant === 'contained' && (ownerState.color ?? 'primary') === 'primary'
              ? {
                  backgroundColor: brandRed,
                  color: '#fff',
                  '&:hover': { backgroundColor: brandRedHover },
                }
              : {},
        },
      },
      MuiChip: {
        styleOverrides: {
          root: ({ ownerState }) =>
            ownerState.color === 'primary' && (ownerState.variant ?? 'filled') === 'filled'
              ? { backgroundColor: brandRed, color: '#fff' }
              : {},
        },
      },
      MuiBadge: { styleOverrides: { colorPrimary: { backgroundColor: brandRed, color: '#fff' } } },
      // MUI's default grey behind initials (#757575) leaves them at 4:1 under any text colour.
      MuiAvatar: {
        styleOverrides: { colorDefault: { backgroundColor: '#616161', color: '#fff' } },
      },
      MuiCard: { styleOverrides: { root: { backgroundImage: 'none' } } },
    },
  },
  muiPtBR,
);
