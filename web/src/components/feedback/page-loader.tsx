import { Box, CircularProgress } from '@mui/material';
import { readViewMessages } from './messages';

/**
 * Shown while a lazy route's chunk loads, and by app.html until the app renders. One progressbar
 * with a name: the spinner inside is its picture, hidden from assistive technology.
 */
export function PageLoader() {
  return (
    <Box
      role="progressbar"
      aria-label={readViewMessages.loading}
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
