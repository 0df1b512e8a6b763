import { LinearProgress, Stack, Typography } from '@mui/material';
import { watchedPercent, watchingMessages as w } from '@app/domain';
import { fetchWatchPosition } from '@/lib/content';
import { useReadOnce } from '@/lib/use-read-once';

/** How far into a class's video the member stopped (one read), or nothing if never played. */
export function WatchedBar({ uid, classId }: { uid: string; classId: string }) {
  const saved = useReadOnce(`watched:${uid}:${classId}`, () => fetchWatchPosition(uid, classId));
  if (saved.status !== 'ready' || !saved.data) return null;
  const percent = watchedPercent(saved.data.position, saved.data.duration);
  if (percent <= 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={w.progressLabel(percent)}
        sx={{ flex: 1, maxWidth: 320, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary">
        {w.progressLabel(percent)}
      </Typography>
    </Stack>
  );
}
