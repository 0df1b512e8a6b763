import { createTheme } from '@mui/material/styles';
import { muiPtBR } from './mui-pt-br';

export const appBackground = '#141414';

/** The product is dark only: one theme, built once, with MUI's pt-BR texts. */
export const theme = createTheme(
  {
    palette: {
      mode: 'dark',
      primary: { main: '#e50914' },
      secondary: { main: '#f5c518' },
      background: { default: appBackground, paper: '#1f1f1f' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: { styleOverrides: { body: { backgroundColor: appBackground } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { styleOverrides: { root: { backgroundImage: 'none' } } },
    },
  },
  muiPtBR,
);
