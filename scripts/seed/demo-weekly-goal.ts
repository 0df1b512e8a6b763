// 'Meta da semana' after the seed (docs/weekly-goal.md): the subscriber picked 3 classes a week
// and has 12 closed weeks behind them (met, one forgiven, missed), judged by the domain's own rules,
// with nothing counted yet this week; and the totals the indicators page shows for them. The
// student has no document: their card shows the suggestion.
import {
  addDays,
  COLLECTIONS,
  goalWeekOf,
  judgeWeek,
  WEEKLY_GOAL_DOC_ID,
  weeklyGoalTotalIds,
  type WeekRecord,
} from '@app/domain';
import { DEMO_UIDS } from './demo-users';
import type { SeedDoc } from './demo-content';

const GOAL = 3;
/** Classes completed in each of the last 12 weeks, oldest first. */
const COUNTS = [3, 2, 4, 3, 0, 1, 3, 3, 1, 3, 4, 3] as const;

export function demoWeeklyGoals(now: Date): SeedDoc[] {
  const week = goalWeekOf(now);
  let streak = 0;
  const history: WeekRecord[] = [];
  COUNTS.forEach((count, index) => {
    const closed = addDays(week, -7 * (COUNTS.length - index));
    const judged = judgeWeek({ week: closed, goal: GOAL, count }, streak, history);
    streak = judged.streak;
    history.push({ week: closed, goal: GOAL, count, outcome: judged.outcome });
  });
  const uid = DEMO_UIDS.subscriber;
  const docs: SeedDoc[] = [
    {
      path: `${COLLECTIONS.profiles}/${uid}/${COLLECTIONS.weeklyGoal}/${WEEKLY_GOAL_DOC_ID}`,
      data: {
        goal: GOAL,
        goalSetAt: new Date(now.getTime() - 90 * 86_400_000),
        week,
        weekGoal: GOAL,
        classIds: [],
        streak,
        history,
        notifiedWeek: null,
        inTotals: true,
        updatedAt: now,
      },
    },
    {
      path: `${COLLECTIONS.weeklyGoalTotals}/${weeklyGoalTotalIds.members(0)}`,
      data: { withGoal: 1 },
    },
  ];
  for (const record of history) {
    if (record.outcome !== 'met') continue;
    docs.push({
      path: `${COLLECTIONS.weeklyGoalTotals}/${weeklyGoalTotalIds.week(record.week, 0)}`,
      data: { week: record.week, met: 1 },
    });
  }
  return docs;
}
