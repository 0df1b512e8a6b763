import { Box, Paper, Stack, Typography } from '@mui/material';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { connectionMessages as m } from './messages';
import { useOnlineStatus } from './use-online-status';

/**
 * 'Você está offline' while the browser has no connection, mounted once for the
 * whole app. Non-blocking: it sits in a corner and lets clicks through. The live region stays
 * mounted so screen readers announce the change; it is empty while online.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={m.regionLabel}
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        maxWidth: { xs: 'calc(100% - 16px)', sm: 360 },
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        pointerEvents: 'none',
      }}
    >
      {online ? null : (
        <Paper
          elevation={6}
          sx={{ px: 2, py: 1.5, bgcolor: 'warning.main', color: 'warning.contrastText' }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <WifiOffIcon aria-hidden />
            <Box>
              <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
                {m.offlineTitle}
              </Typography>
              <Typography variant="body2">{m.offlineDescription}</Typography>
            </Box>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
