import { Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { coursePageMessages as t } from '../messages';

/** A course that could not be shown (unknown id, failed read), with a way back. */
export function CourseMessagePage({ title, message }: { title: string; message: string }) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, display: 'grid', placeItems: 'center' }}>
      <Paper role="alert" sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.dashboard.root.getHref()}>
          {t.backToDashboard}
        </Button>
      </Paper>
    </Box>
  );
}
