import { Box, Card, CardContent, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import LocalFireIcon from '@mui/icons-material/LocalFireDepartmentOutlined';
import { weeklyGoalFormSchema, weeklyGoalView, type WeeklyGoalView } from '@app/domain';
import { useState, type ReactNode } from 'react';
import { ReadView } from '@/components/feedback/read-view';
import { useQueuedWrite, type QueuedWriteToasts } from '@/components/feedback/use-queued-write';
import { useRevealTurn } from '@/components/layout/reveal-turn';
import { useCurrentUser } from '@/lib/session/use-session';
import { useRead } from '@/lib/use-read';
import { liveWeeklyGoal, saveWeeklyGoal } from '../api/weekly-goal';
import { weeklyGoalCardMessages as t } from '../messages';
import { GoalHistory } from './goal-history';
import { GoalPicker } from './goal-picker';
import { GoalRing } from './goal-ring';

const TOASTS: QueuedWriteToasts = {
  saved: { title: t.saved },
  failed: { title: t.saveError },
  logAs: 'saveWeeklyGoal',
};

/**
 * Dashboard: 'Meta da semana', from the member's one document: this week's ring ('2 de 3 aulas
 * nesta semana'), the goal picker (1 to 5; the suggestion until they pick), 'Sequência' and the
 * last 12 weeks. Private: only the member reads it. Hidden if the read fails.
 */
export function WeeklyGoalCard() {
  const user = useCurrentUser();
  const [now] = useState(() => new Date());
  const goal = useRead(liveWeeklyGoal(user.id));
  const mayShow = useRevealTurn(goal.status !== 'loading');
  const { run, busy } = useQueuedWrite(null, TOASTS);
  if (!mayShow) return null;
  const pick = (value: number) => {
    if (!weeklyGoalFormSchema.safeParse({ goal: value }).success) return;
    void run(() => saveWeeklyGoal(user.id, value));
  };
  return (
    <ReadView
      read={goal}
      loading={
        <GoalFrame>
          <Box role="progressbar" aria-label={t.loading}>
            <Skeleton variant="rounded" height={180} />
          </Box>
        </GoalFrame>
      }
      error={null}
    >
      {({ stored }) => (
        <GoalFrame>
          <WeeklyGoalContent view={weeklyGoalView(stored, now)} busy={busy} onPick={pick} />
        </GoalFrame>
      )}
    </ReadView>
  );
}

/** The card's content for one view of the week (also what the component tests render). */
export function WeeklyGoalContent({
  view,
  busy,
  onPick,
}: {
  view: WeeklyGoalView;
  busy: boolean;
  onPick: (goal: number) => void;
}) {
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: 1 }}>
          <GoalRing count={view.count} goal={view.goal} />
          <Box>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {t.progress(view.count, view.goal)}
            </Typography>
            {view.met ? (
              <Chip color="success" size="small" label={t.met} sx={{ mt: 0.5 }} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {view.chosen ? t.weekRuns : t.suggestion}
              </Typography>
            )}
          </Box>
        </Stack>
        <GoalPicker value={view.chosen ? view.goal : null} disabled={busy} onPick={onPick} />
      </Stack>
      <Divider />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box component="section" aria-labelledby="weekly-goal-streak" sx={{ minWidth: 220 }}>
          <Typography id="weekly-goal-streak" variant="subtitle2" component="h3">
            {t.streakTitle}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <LocalFireIcon color={view.streak > 0 ? 'warning' : 'disabled'} aria-hidden />
            <Typography variant="h6" component="p" data-testid="weekly-goal-streak">
              {t.streak(view.streak)}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t.streakHelp}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }}>
          <GoalHistory history={view.history} />
        </Box>
      </Stack>
    </Stack>
  );
}

/** The card's frame and heading. */
function GoalFrame({ children }: { children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby="weekly-goal" variant="outlined" sx={{ mb: 4 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <FlagIcon color="primary" aria-hidden />
          <Typography id="weekly-goal" variant="h6" component="h2">
            {t.title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
