import { Box, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import { shortDay, type WeeklyGoalOutcome, type WeekRecord } from '@app/domain';
import { visuallyHidden } from '@/components/form/visually-hidden';
import { weeklyGoalCardMessages as t } from '../messages';

const MARK = 22;

/** One week's mark: filled (met), outlined with a heart (forgiven) or empty (missed). */
function Mark({ outcome }: { outcome: WeeklyGoalOutcome }) {
  const base = {
    width: MARK,
    height: MARK,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    boxSizing: 'border-box',
  } as const;
  if (outcome === 'met')
    return (
      <Box aria-hidden sx={{ ...base, bgcolor: 'success.main', color: 'success.contrastText' }}>
        <CheckIcon sx={{ fontSize: 16 }} />
      </Box>
    );
  if (outcome === 'forgiven')
    return (
      <Box
        aria-hidden
        sx={{ ...base, border: 2, borderColor: 'warning.main', color: 'warning.dark' }}
      >
        <FavoriteIcon sx={{ fontSize: 13 }} />
      </Box>
    );
  return <Box aria-hidden sx={{ ...base, border: 2, borderColor: 'text.disabled' }} />;
}

/** 'Últimas 12 semanas': the closed weeks, oldest first, each with a label for screen readers. */
export function GoalHistory({ history }: { history: readonly WeekRecord[] }) {
  return (
    <Box component="section" aria-labelledby="weekly-goal-history">
      <Typography id="weekly-goal-history" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t.historyTitle}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.historyEmpty}
        </Typography>
      ) : (
        <>
          <Stack
            component="ul"
            direction="row"
            spacing={0.75}
            sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
          >
            {history.map((week) => (
              <Box component="li" key={week.week} title={shortDay(week.week)}>
                <Mark outcome={week.outcome} />
                <span style={visuallyHidden}>
                  {t.mark(shortDay(week.week), t.outcome[week.outcome], week.count, week.goal)}
                </span>
              </Box>
            ))}
          </Stack>
          <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }} aria-hidden>
            {(['met', 'forgiven', 'missed'] as const).map((outcome) => (
              <Stack key={outcome} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Mark outcome={outcome} />
                <Typography variant="caption" color="text.secondary">
                  {t.outcome[outcome]}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
