// 'Meta da semana': the pure rules, shared by the functions that keep the member's document and
// the dashboard that shows it (docs/weekly-goal.md).
// - A week runs from Monday 00:00:00 to Sunday 23:59:59 on the São Paulo calendar (no daylight
//   saving there since 2019: always UTC-3), named by its Monday, 'YYYY-MM-DD'.
// - A class counts once per week, in the week it was completed.
// - A closed week is 'met' when its count reached its goal. Otherwise it is 'forgiven' if the
//   member has a streak to protect and no other week of the same calendar month (the month of its
//   Monday) was forgiven; else 'missed', and the streak starts over.
// - The streak is the number of met weeks in a row (forgiven weeks keep it, without adding).
// - The goal the member picks applies from the week they pick it in: the open week is judged by
//   the goal in force when it closes; closed weeks keep theirs.
import { addDays, saoPauloWeek } from './dates';
import {
  WEEKLY_GOAL_HISTORY_WEEKS,
  WEEKLY_GOAL_SUGGESTED,
  type WeeklyGoalOutcome,
  type WeeklyGoalState,
  type WeekRecord,
} from './entities/weekly-goal';

/** The Monday of the São Paulo week holding `at`. */
export const goalWeekOf = (at: Date): string => saoPauloWeek(at);

/** The calendar month ('YYYY-MM') a week belongs to for forgiveness: its Monday's. */
export const forgivenessMonth = (week: string): string => week.slice(0, 7);

/** A state with nothing recorded yet. */
export const emptyWeeklyGoal = (): WeeklyGoalState => ({ classIds: [], streak: 0, history: [] });

/** The goal in force now: the member's, or the suggestion until they pick one. */
export const currentGoal = (state: Pick<WeeklyGoalState, 'goal'>): number =>
  state.goal ?? WEEKLY_GOAL_SUGGESTED;

/** How a week closes, given the streak before it and the weeks closed before it. */
export function judgeWeek(
  record: { week: string; goal: number; count: number },
  streak: number,
  history: readonly WeekRecord[],
): { outcome: WeeklyGoalOutcome; streak: number } {
  if (record.count >= record.goal) return { outcome: 'met', streak: streak + 1 };
  const month = forgivenessMonth(record.week);
  const forgivenThisMonth = history.some(
    (r) => r.outcome === 'forgiven' && forgivenessMonth(r.week) === month,
  );
  if (streak > 0 && !forgivenThisMonth) return { outcome: 'forgiven', streak };
  return { outcome: 'missed', streak: 0 };
}

/**
 * The state rolled forward to `toWeek`: the open week closes with its count and its goal, each
 * week in between (no class completed) closes with 0, and `toWeek` opens empty under the goal in
 * force. A state already at (or past) `toWeek` is returned as is.
 */
export function advanceWeeklyGoal(state: WeeklyGoalState, toWeek: string): WeeklyGoalState {
  if (!state.week) return { ...state, week: toWeek, weekGoal: currentGoal(state), classIds: [] };
  if (state.week >= toWeek) return state;
  const closingGoal = state.weekGoal ?? currentGoal(state);
  let streak = state.streak;
  let history = [...state.history];
  let count = state.classIds.length;
  for (let week = state.week; week < toWeek; week = addDays(week, 7)) {
    const judged = judgeWeek({ week, goal: closingGoal, count }, streak, history);
    streak = judged.streak;
    history = [...history, { week, goal: closingGoal, count, outcome: judged.outcome }].slice(
      -WEEKLY_GOAL_HISTORY_WEEKS,
    );
    count = 0;
  }
  return { ...state, week: toWeek, weekGoal: currentGoal(state), classIds: [], streak, history };
}

/** The classes counted in `week` (none when the state's open week is another). */
export const countIn = (state: WeeklyGoalState, week: string): number =>
  state.week === week ? state.classIds.length : 0;

/** Whether the open week reached the goal in force. */
export const isWeekMet = (state: WeeklyGoalState): boolean =>
  Boolean(state.week) && state.classIds.length >= currentGoal(state);

/**
 * A class completed at `at`: counted in its week, once. A completion from a week already closed
 * changes nothing (that week was judged). `changed` is false when nothing moved.
 */
export function countCompletion(
  state: WeeklyGoalState,
  classId: string,
  at: Date,
): { state: WeeklyGoalState; changed: boolean } {
  const week = goalWeekOf(at);
  if (state.week && week < state.week) return { state, changed: false };
  const open = advanceWeeklyGoal(state, week);
  if (open.classIds.includes(classId)) return { state: open, changed: open !== state };
  return { state: { ...open, classIds: [...open.classIds, classId] }, changed: true };
}

/**
 * A completion undone (the record completed at `completedAt` deleted): the class leaves the open
 * week if it was counted there; a closed week keeps its result.
 */
export function uncountCompletion(
  state: WeeklyGoalState,
  classId: string,
  completedAt: Date,
): { state: WeeklyGoalState; changed: boolean } {
  if (state.week !== goalWeekOf(completedAt) || !state.classIds.includes(classId))
    return { state, changed: false };
  return {
    state: { ...state, classIds: state.classIds.filter((id) => id !== classId) },
    changed: true,
  };
}

/**
 * The member picked a goal at `now`: weeks before this one close under the goal they had
 * (`previousGoal` when the state never recorded one), and this week is judged by the new goal.
 */
export function applyGoalChange(
  state: WeeklyGoalState,
  previousGoal: number | undefined,
  now: Date,
): WeeklyGoalState {
  const before: WeeklyGoalState = {
    ...state,
    weekGoal: state.weekGoal ?? previousGoal ?? WEEKLY_GOAL_SUGGESTED,
  };
  const open = advanceWeeklyGoal(state.week ? before : state, goalWeekOf(now));
  return { ...open, weekGoal: currentGoal(state) };
}

/** 'Meta da semana cumprida!' is due: a goal picked, met this week, not yet told this week. */
export const metNoticeDue = (state: WeeklyGoalState): boolean =>
  state.goal !== undefined && isWeekMet(state) && state.notifiedWeek !== state.week;

/** What the dashboard card shows at `now`. */
export type WeeklyGoalView = {
  week: string;
  goal: number;
  /** Whether the member picked the goal (else it is the suggestion). */
  chosen: boolean;
  count: number;
  met: boolean;
  /** Weeks met in a row, this week included once it is met. */
  streak: number;
  /** The closed weeks, oldest first, at most 12. */
  history: WeekRecord[];
};

export function weeklyGoalView(stored: WeeklyGoalState | null, now: Date): WeeklyGoalView {
  const week = goalWeekOf(now);
  const state = advanceWeeklyGoal(stored ?? emptyWeeklyGoal(), week);
  const goal = currentGoal(state);
  const count = countIn(state, week);
  const met = count >= goal;
  return {
    week,
    goal,
    chosen: state.goal !== undefined,
    count,
    met,
    streak: state.streak + (met ? 1 : 0),
    history: state.history.slice(-WEEKLY_GOAL_HISTORY_WEEKS),
  };
}

/** Classes still missing this week for the goal (0 when met). */
export const classesLeft = (view: Pick<WeeklyGoalView, 'goal' | 'count'>): number =>
  Math.max(0, view.goal - view.count);
