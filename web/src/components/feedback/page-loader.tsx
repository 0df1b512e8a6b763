import { Box, CircularProgress } from '@mui/material';

/** Shown while a lazy route's chunk loads. */
export function PageLoader() {
  return (
    <Box
      role="progressbar"
      aria-label="Carregando"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}
    >
      <CircularProgress />
    </Box>
  );
}
