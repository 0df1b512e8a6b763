import { describe, expect, it } from 'vitest';
import type { WeeklyGoalState } from './entities/weekly-goal';
import {
  advanceWeeklyGoal,
  applyGoalChange,
  countCompletion,
  emptyWeeklyGoal,
  goalWeekOf,
  judgeWeek,
  metNoticeDue,
  uncountCompletion,
  weeklyGoalView,
} from './weekly-goal';

// São Paulo keeps UTC-3 all year (no daylight saving since 2019), so '-03:00' is its wall clock.
const sp = (local: string) => new Date(`${local}-03:00`);

const state = (fields: Partial<WeeklyGoalState>): WeeklyGoalState => ({
  ...emptyWeeklyGoal(),
  ...fields,
});

describe('goalWeekOf: Monday 00:00 to Sunday 23:59:59 in São Paulo', () => {
  it('puts Sunday 23:59:59 in the week that began on Monday, and Monday 00:00 in the next', () => {
    expect(goalWeekOf(sp('2026-11-29T23:59:59'))).toBe('2026-11-23');
    expect(goalWeekOf(sp('2026-11-30T00:00:00'))).toBe('2026-11-30');
  });

  it('judges by São Paulo, not UTC (Monday 01:00 UTC is still Sunday there)', () => {
    expect(goalWeekOf(new Date('2026-11-30T01:00:00Z'))).toBe('2026-11-23');
    expect(goalWeekOf(new Date('2026-11-30T03:00:00Z'))).toBe('2026-11-30');
  });

  it('has no daylight-saving jump: the same offset in January and in July', () => {
    expect(goalWeekOf(sp('2026-01-04T23:59:59'))).toBe('2025-12-29');
    expect(goalWeekOf(sp('2026-07-06T00:00:00'))).toBe('2026-07-06');
  });
});

describe('counting completions', () => {
  it('counts a class once per week, and again in another week', () => {
    let s = countCompletion(emptyWeeklyGoal(), 'a', sp('2026-11-23T10:00:00')).state;
    const again = countCompletion(s, 'a', sp('2026-11-25T10:00:00'));
    expect(again.changed).toBe(false);
    expect(again.state.classIds).toEqual(['a']);
    s = countCompletion(s, 'b', sp('2026-11-29T23:59:59')).state;
    expect(s.classIds).toEqual(['a', 'b']);
    s = countCompletion(s, 'a', sp('2026-11-30T00:00:00')).state;
    expect(s.week).toBe('2026-11-30');
    expect(s.classIds).toEqual(['a']);
    expect(s.history).toEqual([{ week: '2026-11-23', goal: 1, count: 2, outcome: 'met' }]);
  });

  it('ignores a late completion from a week already closed', () => {
    const s = state({ week: '2026-11-30', weekGoal: 1, classIds: ['x'] });
    expect(countCompletion(s, 'y', sp('2026-11-27T10:00:00')).changed).toBe(false);
  });

  it('takes an undone completion off the open week only', () => {
    const s = state({ week: '2026-11-30', weekGoal: 2, classIds: ['a', 'b'] });
    expect(uncountCompletion(s, 'a', sp('2026-12-01T09:00:00')).state.classIds).toEqual(['b']);
    // Completed last week: that week was judged, this one is untouched.
    expect(uncountCompletion(s, 'a', sp('2026-11-27T09:00:00')).changed).toBe(false);
    expect(uncountCompletion(s, 'z', sp('2026-12-01T09:00:00')).changed).toBe(false);
  });
});

describe('forgiven weeks: one per calendar month', () => {
  it('forgives the first missed week of a month and not a second one', () => {
    const met = { goal: 1, count: 1 };
    let s = state({ goal: 1, week: '2026-10-26', weekGoal: 1, classIds: ['a'] });
    // Closes 26/10 (met), 02/11, 09/11 empty, then 16/11 opens.
    s = advanceWeeklyGoal(s, '2026-11-16');
    expect(s.history).toEqual([
      { week: '2026-10-26', ...met, outcome: 'met' },
      { week: '2026-11-02', goal: 1, count: 0, outcome: 'forgiven' },
      { week: '2026-11-09', goal: 1, count: 0, outcome: 'missed' },
    ]);
    expect(s.streak).toBe(0);
  });

  it('keeps the streak through a forgiven week, and forgives again the next month', () => {
    const history = [{ week: '2026-11-02', goal: 1, count: 0, outcome: 'forgiven' as const }];
    expect(judgeWeek({ week: '2026-11-23', goal: 2, count: 1 }, 5, history)).toEqual({
      outcome: 'missed',
      streak: 0,
    });
    expect(judgeWeek({ week: '2026-12-07', goal: 2, count: 1 }, 5, history)).toEqual({
      outcome: 'forgiven',
      streak: 5,
    });
    expect(judgeWeek({ week: '2026-12-14', goal: 2, count: 2 }, 5, history)).toEqual({
      outcome: 'met',
      streak: 6,
    });
  });

  it('has nothing to forgive without a streak', () => {
    expect(judgeWeek({ week: '2026-12-07', goal: 1, count: 0 }, 0, []).outcome).toBe('missed');
  });
});

describe('changing the goal', () => {
  it('applies a new goal from the current week and keeps the streak', () => {
    const s = state({ goal: 3, week: '2026-11-30', weekGoal: 3, classIds: ['a', 'b'], streak: 4 });
    expect(metNoticeDue(s)).toBe(false);
    const lowered = applyGoalChange({ ...s, goal: 2 }, 3, sp('2026-12-02T12:00:00'));
    expect(lowered.weekGoal).toBe(2);
    expect(lowered.streak).toBe(4);
    expect(metNoticeDue(lowered)).toBe(true);
    expect(weeklyGoalView(lowered, sp('2026-12-02T12:00:00'))).toMatchObject({
      goal: 2,
      count: 2,
      met: true,
      streak: 5,
    });
  });

  it('closes the weeks before the change under the goal they had', () => {
    const s = state({ goal: 5, week: '2026-11-23', weekGoal: 2, classIds: ['a', 'b'], streak: 1 });
    const changed = applyGoalChange(s, 2, sp('2026-12-01T08:00:00'));
    expect(changed.history).toEqual([{ week: '2026-11-23', goal: 2, count: 2, outcome: 'met' }]);
    expect(changed.streak).toBe(2);
    expect(changed.week).toBe('2026-11-30');
    expect(changed.weekGoal).toBe(5);
  });
});

describe('weeklyGoalView', () => {
  it('suggests 1 class until the member picks a goal', () => {
    expect(weeklyGoalView(null, sp('2026-12-02T12:00:00'))).toEqual({
      week: '2026-11-30',
      goal: 1,
      chosen: false,
      count: 0,
      met: false,
      streak: 0,
      history: [],
    });
  });

  it('rolls a stale document forward: last week closes, this week starts at 0', () => {
    const s = state({ goal: 2, week: '2026-11-23', weekGoal: 2, classIds: ['a', 'b'], streak: 2 });
    const view = weeklyGoalView(s, sp('2026-12-01T08:00:00'));
    expect(view).toMatchObject({ goal: 2, chosen: true, count: 0, met: false, streak: 3 });
    expect(view.history.at(-1)?.outcome).toBe('met');
  });

  it('keeps at most 12 closed weeks', () => {
    const s = state({ goal: 1, week: '2026-01-05', weekGoal: 1, classIds: ['a'] });
    expect(weeklyGoalView(s, sp('2026-12-01T08:00:00')).history).toHaveLength(12);
  });
});
