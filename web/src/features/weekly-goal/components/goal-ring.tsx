import { Box, Typography } from '@mui/material';
import { weeklyGoalCardMessages as t } from '../messages';

const SIZE = 88;
const STROKE = 9;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * This week's progress as a ring: the share of the goal done, '2/3' in the middle. Drawn as SVG
 * (not MUI's CircularProgress, which the pages' checks read as something still loading).
 */
export function GoalRing({ count, goal }: { count: number; goal: number }) {
  const share = Math.min(1, count / goal);
  const met = count >= goal;
  return (
    <Box
      role="img"
      aria-label={t.ringLabel(count, goal)}
      sx={{ position: 'relative', width: SIZE, height: SIZE, flexShrink: 0 }}
    >
      <Box
        component="svg"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        aria-hidden
        sx={{ display: 'block', transform: 'rotate(-90deg)' }}
      >
        <Box
          component="circle"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          sx={{ stroke: (theme) => theme.palette.action.selected }}
        />
        <Box
          component="circle"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          sx={{
            stroke: (theme) => (met ? theme.palette.success.main : theme.palette.primary.main),
            display: share === 0 ? 'none' : undefined,
          }}
        />
      </Box>
      <Box
        aria-hidden
        sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
      >
        <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
          {Math.min(count, 99)}/{goal}
        </Typography>
      </Box>
    </Box>
  );
}
