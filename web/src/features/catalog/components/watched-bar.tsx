import { Box, Stack, Typography } from '@mui/material';
import { watchedProgressMessages as w } from '@/components/feedback/messages';
import { WatchedProgress } from '@/components/feedback/watched-progress';
import { useWatchedPercents } from '@/lib/content';

/** How far into a class's video the member stopped (one read), or nothing if never played. */
export function WatchedBar({ classId }: { classId: string }) {
  const percent = useWatchedPercents([classId]).get(classId) ?? 0;
  if (percent <= 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
      <Box sx={{ flex: 1, maxWidth: 320 }}>
        <WatchedProgress percent={percent} thickness={6} />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {w.progressLabel(percent)}
      </Typography>
    </Stack>
  );
}
