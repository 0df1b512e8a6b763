import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notFoundMessages } from '../messages';

/** Any unknown path. */
export default function NotFoundPage() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <Box>
        <Typography variant="h1" sx={{ fontWeight: 800 }}>
          {notFoundMessages.code}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mb: 3 }}>
          {notFoundMessages.title}
        </Typography>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
          {notFoundMessages.backHome}
        </Button>
      </Box>
    </Box>
  );
}
