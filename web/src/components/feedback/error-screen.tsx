import { Box, Button, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { paths } from '@/config/paths';
import { errorScreenMessages as m } from './messages';

type ErrorScreenProps = {
  /** The page's code did not download (a reload is the retry). */
  loadFailed: boolean;
  onRetry: () => void;
};

/**
 * What an unexpected render error shows instead of a blank page. No router hooks, so
 * the app-wide boundary outside the router can show it too; 'Voltar ao painel' is a full page
 * load, which also recovers from a failed chunk or a broken in-memory state.
 */
export function ErrorScreen({ loadFailed, onRetry }: ErrorScreenProps) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: { xs: 2, md: 4 } }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {m.title}
        </Typography>
        <Typography color="text.secondary">
          {loadFailed ? m.loadFailedDescription : m.description}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" onClick={onRetry}>
            {m.retry}
          </Button>
          <Button variant="outlined" href={paths.dashboard.root.getHref()}>
            {m.backToDashboard}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
