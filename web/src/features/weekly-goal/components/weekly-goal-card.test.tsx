// 'Meta da semana' on its own (happy-dom), with the feature's api module handing in the member's
// document: the suggestion before a goal, the ring's words, the goal picked and saved, the streak,
// the history's accessible labels, and the loading state. The journey (a goal of 2, two classes,
// the bell) is tests/e2e/weekly-goal.spec.ts.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goalWeekOf, type WeeklyGoal } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import type { Feed } from '@/testing/fake-reads';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { weeklyGoalCardMessages as t } from '../messages';
import { WeeklyGoalCard } from './weekly-goal-card';

const api = vi.hoisted(() => ({
  goal: {} as Feed,
  saveWeeklyGoal: vi.fn(async () => undefined),
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('../api/weekly-goal', async () => {
  const { feedRead } = await import('@/testing/fake-reads');
  return {
    liveWeeklyGoal: (uid: string) => feedRead(`weekly-goal-${uid}`, () => api.goal),
    saveWeeklyGoal: api.saveWeeklyGoal,
  };
});

const WEEK = goalWeekOf(new Date());
const weeksAgo = (n: number) => {
  const monday = new Date(`${WEEK}T12:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - 7 * n);
  return monday.toISOString().slice(0, 10);
};

const stored = (fields: Partial<WeeklyGoal>) => ({
  data: { stored: { id: 'current', classIds: [], streak: 0, history: [], ...fields } },
});

const render = () =>
  renderScreen(<WeeklyGoalCard />, { route: '/dashboard', session: sessionAs('subscriber') });

beforeEach(() => {
  api.goal = { data: { stored: null } };
  api.saveWeeklyGoal.mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('WeeklyGoalCard', { timeout: 20_000 }, () => {
  it('suggests 1 class a week before the member picks, and saves the goal picked', async () => {
    render();
    const card = await screen.findByRole('region', { name: t.title });
    expect(within(card).getByText('0 de 1 aula nesta semana')).toBeTruthy();
    expect(within(card).getByText(t.suggestion)).toBeTruthy();
    expect(within(card).getByRole('img', { name: t.ringLabel(0, 1) })).toBeTruthy();
    const picker = within(card).getByRole('group', { name: t.pickerLabel });
    for (const n of [1, 2, 3, 4, 5])
      expect(within(picker).getByRole('button', { name: t.pickerOption(n) })).toBeTruthy();
    expect(within(picker).queryByRole('button', { pressed: true })).toBeNull();
    expect(within(card).getByText(t.streak(0))).toBeTruthy();
    expect(within(card).getByText(t.historyEmpty)).toBeTruthy();
    await expectAccessible();

    await userEvent.click(within(picker).getByRole('button', { name: t.pickerOption(3) }));
    expect(api.saveWeeklyGoal).toHaveBeenCalledWith(expect.any(String), 3);
  });

  it("shows this week's progress, the streak and the last weeks, each mark named", async () => {
    api.goal = stored({
      goal: 3,
      week: WEEK,
      weekGoal: 3,
      classIds: ['a', 'b'],
      streak: 6,
      history: [
        { week: weeksAgo(3), goal: 3, count: 3, outcome: 'met' },
        { week: weeksAgo(2), goal: 3, count: 1, outcome: 'forgiven' },
        { week: weeksAgo(1), goal: 3, count: 4, outcome: 'met' },
      ],
    });
    render();
    const card = await screen.findByRole('region', { name: t.title });
    expect(within(card).getByText('2 de 3 aulas nesta semana')).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: t.pickerOption(3), pressed: true }),
    ).toBeTruthy();
    expect(within(card).getByText('Sequência de 6 semanas')).toBeTruthy();
    const history = within(card).getByRole('region', { name: t.historyTitle });
    const marks = within(history).getAllByRole('listitem');
    expect(marks).toHaveLength(3);
    const day = (week: string) => `${week.slice(8, 10)}/${week.slice(5, 7)}`;
    expect(marks[1]!.textContent).toBe(
      `Semana de ${day(weeksAgo(2))}: Semana perdoada (1 de 3 aulas)`,
    );
    expect(marks[2]!.textContent).toBe(
      `Semana de ${day(weeksAgo(1))}: Meta cumprida (4 de 3 aulas)`,
    );
    await expectAccessible();
  });

  it("says 'Meta da semana cumprida!' and counts this week in the streak once met", async () => {
    api.goal = stored({ goal: 2, week: WEEK, weekGoal: 2, classIds: ['a', 'b'], streak: 1 });
    render();
    const card = await screen.findByRole('region', { name: t.title });
    expect(within(card).getByText('Meta da semana cumprida!')).toBeTruthy();
    expect(within(card).getByText('Sequência de 2 semanas')).toBeTruthy();
    await expectAccessible();
  });

  it('shows a named placeholder while loading', async () => {
    api.goal = {};
    render();
    expect(await screen.findByRole('progressbar', { name: t.loading })).toBeTruthy();
    await expectAccessible();
  });
});
