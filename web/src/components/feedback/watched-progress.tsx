import { LinearProgress } from '@mui/material';
import { watchedProgressMessages as w } from './messages';

/** The thin bar of a class started and not finished: how far into its video the member got. */
export function WatchedProgress({
  percent,
  thickness = 4,
}: {
  percent: number;
  thickness?: number;
}) {
  return (
    <LinearProgress
      variant="determinate"
      value={percent}
      aria-label={w.progressLabel(percent)}
      sx={{ height: thickness, borderRadius: thickness / 2 }}
    />
  );
}
