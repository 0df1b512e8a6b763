// 'Meta da semana' on the indicators page (happy-dom), its api handing in the totals: only totals
// (no member named), 'Membros com meta' with its share, each week's goals met beside that week's
// active members, the CSV, and the empty text.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastWeeks, shortDay, weeklyTotals } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { weeklyGoalIndicatorMessages as t } from '../messages';
import { WeeklyGoalSection } from './weekly-goal-section';

const api = vi.hoisted(() => ({
  totals: { withGoal: 0, metByWeek: {} } as { withGoal: number; metByWeek: Record<string, number> },
  downloads: [] as { name: string; content: string }[],
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('../api/weekly-goal-totals', () => ({
  weeklyGoalTotals: () => ({
    kind: 'once',
    key: 'weekly-goal-totals',
    load: async () => api.totals,
  }),
}));
vi.mock('@/lib/download', () => ({
  downloadFile: (name: string, content: string) => api.downloads.push({ name, content }),
}));

const weeks = lastWeeks(new Date());
const thisWeek = weeks[11]!;
const lastWeek = weeks[10]!;
const shard = (week: string, active: number) => ({
  week,
  active,
  sales: 0,
  renewals: 0,
  refunds: 0,
  opens: {},
  completions: {},
  titles: {},
});
const totals = weeklyTotals([shard(thisWeek, 8), shard(lastWeek, 5)], weeks);

const render = () =>
  renderScreen(<WeeklyGoalSection totals={totals} withAccess={40} />, {
    route: '/dashboard/indicadores',
    session: sessionAs('admin'),
  });

beforeEach(() => {
  api.downloads = [];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('WeeklyGoalSection', { timeout: 20_000 }, () => {
  it('shows members with a goal and each week beside its active members, in a table and a CSV', async () => {
    api.totals = { withGoal: 10, metByWeek: { [thisWeek]: 2, [lastWeek]: 5 } };
    render();
    const section = await screen.findByRole('region', { name: t.title });
    expect(within(section).getByText(/Membros com meta/).parentElement?.textContent).toBe(
      'Membros com meta: 10 (25% dos membros com acesso)',
    );
    const table = within(section).getByRole('table');
    const row = (week: string) =>
      within(table)
        .getByRole('cell', { name: shortDay(week) })
        .closest('tr')!
        .textContent?.replace(/\s+/g, ' ');
    expect(row(thisWeek)).toBe(`${shortDay(thisWeek)}2825%`);
    expect(row(lastWeek)).toBe(`${shortDay(lastWeek)}55100%`);
    await expectAccessible();

    await userEvent.click(within(section).getByRole('button', { name: /Exportar CSV/ }));
    expect(api.downloads[0]?.name).toBe('metas-da-semana.csv');
    expect(api.downloads[0]?.content).toContain(
      'Semana;Metas cumpridas na semana;Membros ativos;% dos membros ativos',
    );
    expect(api.downloads[0]?.content).toContain(`${shortDay(thisWeek)};2;8;25%`);
  });

  it('says when no goal was met and nobody picked one', async () => {
    api.totals = { withGoal: 0, metByWeek: {} };
    render();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    await expectAccessible();
  });
});
