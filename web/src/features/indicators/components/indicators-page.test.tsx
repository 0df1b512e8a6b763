// The indicators page on its own (happy-dom), the feature's api module handing it the summaries:
// each section's empty text, each table's numbers (the charts draw the same), the links to the
// member console, the funnel's largest drop, 'Exportar CSV' and the error state.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastWeeks, saoPauloToday, type IndicatorWeekShard } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { indicatorsMessages as t } from '../messages';
import IndicatorsPage from './indicators-page';

const api = vi.hoisted(() => ({
  indicators: null as unknown,
  fail: false,
  funnels: {} as Record<string, unknown>,
  downloads: [] as { name: string; content: string }[],
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('../api/indicators', () => ({
  indicatorsSummary: () => ({
    kind: 'once',
    key: 'indicators',
    load: async () => {
      if (api.fail) throw new Error('offline');
      return api.indicators;
    },
  }),
  courseFunnelOf: (courseId: string) => ({
    kind: 'once',
    key: `funnel:${courseId}`,
    load: async () => api.funnels[courseId],
  }),
}));
// 'Meta da semana' reads its own totals (weekly-goal-section.test.tsx shows them).
vi.mock('../api/weekly-goal-totals', () => ({
  weeklyGoalTotals: () => ({
    kind: 'once',
    key: 'weekly-goal-totals',
    load: async () => ({ withGoal: 0, metByWeek: {} }),
  }),
}));
vi.mock('@/lib/download', () => ({
  downloadFile: (name: string, content: string) => api.downloads.push({ name, content }),
}));

const now = new Date();
const weeks = lastWeeks(now);
const thisWeek = weeks[11]!;
const today = saoPauloToday(now);

const shard = (fields: Partial<IndicatorWeekShard>): IndicatorWeekShard => ({
  week: thisWeek,
  active: 0,
  sales: 0,
  renewals: 0,
  refunds: 0,
  opens: {},
  completions: {},
  titles: {},
  ...fields,
});

beforeEach(() => {
  api.fail = false;
  api.downloads = [];
  api.indicators = { weeks, shards: [], overview: null, documentsRead: 1 };
  api.funnels = {};
});
afterEach(() => {
  cleanup();
});

const table = (title: string) => screen.getByRole('region', { name: t.tableOf(title) });
const bodyRows = (title: string) =>
  within(table(title))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('IndicatorsPage', () => {
  it('says what each section lacks on an install with no history', async () => {
    renderScreen(<IndicatorsPage />, { session: sessionAs('admin') });
    expect(await screen.findByText(t.activeEmpty)).toBeVisible();
    expect(screen.getAllByText(t.notComputed)).toHaveLength(2);
    expect(screen.getByText(t.salesEmpty)).toBeVisible();
    expect(screen.getByText(t.topEmpty)).toBeVisible();
    expect(screen.getByText(t.noCourses)).toBeVisible();
    expect(screen.getByText(t.atRiskEmpty)).toBeVisible();
    expect(screen.getByText(t.liveEmpty)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Exportar CSV/ })).toBeNull();
    await expectAccessible();
  });

  it('shows every section from the summaries, as tables beside the charts', async () => {
    api.indicators = {
      weeks,
      documentsRead: 3,
      shards: [
        shard({
          active: 2,
          sales: 3,
          refunds: 1,
          opens: { [today]: { a1: 5, a2: 2 } },
          completions: { [today]: { a1: 1 } },
          titles: { a1: 'Precificação', a2: 'Fluxo de caixa' },
        }),
        shard({ active: 1, renewals: 2, opens: { [today]: { a2: 4 } } }),
      ],
      overview: {
        computedAt: new Date('2026-11-24T05:00:00Z'),
        statusCounts: { active: 7, expired: 2, cancelled: 1, partner: 1, 'no-plan': 0 },
        withAccess: 8,
        withAccessByWeek: { [thisWeek]: 8 },
        atRisk: [
          {
            uid: 'u1',
            name: 'Rui Lima',
            email: 'rui@demo.test',
            lastActiveOn: '2026-11-01',
            validUntil: null,
            reasons: ['inactive', 'missedLive'],
          },
        ],
        atRiskTotal: 1,
        liveAttendance: [
          {
            liveClassId: 'l1',
            title: 'Revisão do mês',
            endsAt: new Date('2026-11-10T23:00:00Z'),
            attendees: 2,
          },
          {
            liveClassId: 'l2',
            title: 'Planejamento',
            endsAt: new Date('2026-11-17T23:00:00Z'),
            attendees: 3,
          },
        ],
        courses: [{ id: 'c1', title: 'Finanças' }],
      },
    };
    api.funnels.c1 = {
      funnel: {
        courseId: 'c1',
        title: 'Finanças',
        classes: [
          { id: 'x1', title: 'Abertura' },
          { id: 'x2', title: 'Orçamento' },
          { id: 'x3', title: 'Investimentos' },
        ],
        computedAt: new Date(),
      },
      counts: [
        { x1: 6, x2: 2 },
        { x1: 1, x3: 1 },
      ],
      documentsRead: 3,
    };
    renderScreen(<IndicatorsPage />, { session: sessionAs('admin') });

    await screen.findByRole('heading', { level: 2, name: t.activeTitle });
    expect(bodyRows(t.activeTitle).at(-1)).toEqual([
      `${thisWeek.slice(8, 10)}/${thisWeek.slice(5, 7)}`,
      '3',
      '8',
    ]);
    expect(bodyRows(t.activeTitle)).toHaveLength(12);

    expect(bodyRows(t.statusTitle)).toEqual([
      ['Ativo', '7'],
      ['Expirado', '2'],
      ['Cancelado', '1'],
      ['Parceiro', '1'],
      ['Sem plano', '0'],
    ]);
    expect(within(table(t.statusTitle)).getByRole('link', { name: 'Expirado' })).toHaveAttribute(
      'href',
      '/dashboard/usuarios?situacao=expired',
    );

    expect(bodyRows(t.salesTitle).at(-1)!.slice(1)).toEqual(['3', '2', '1']);
    expect(bodyRows(t.topTitle)).toEqual([
      ['Fluxo de caixa', '6', '0'],
      ['Precificação', '5', '1'],
    ]);

    expect(await screen.findByText(t.largestDrop('Orçamento', 5))).toBeVisible();
    expect(bodyRows(t.funnelTitle)).toEqual([
      ['1', 'Abertura', '7', '0'],
      ['2', 'Orçamento', '2', '5'],
      ['3', 'Investimentos', '1', '1'],
    ]);

    const rui = within(table(t.atRiskTitle)).getByRole('link', { name: t.openMember('Rui Lima') });
    expect(rui).toHaveAttribute('href', '/dashboard/usuarios?busca=rui%40demo.test');
    expect(bodyRows(t.atRiskTitle)[0]).toEqual([
      'Rui Lima',
      'rui@demo.test',
      '01/11/2026',
      '',
      `${t.reasons.inactive}; ${t.reasons.missedLive}`,
    ]);
    expect(bodyRows(t.liveTitle)).toEqual([
      ['Revisão do mês', '10/11/2026', '2', '25%'],
      ['Planejamento', '17/11/2026', '3', '37,5%'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: `${t.exportCsv}: ${t.atRiskTitle}` }));
    expect(api.downloads).toEqual([
      {
        name: 'membros-em-risco.csv',
        content: `\uFEFFMembro;E-mail;Última atividade;Acesso até;Motivo\r\nRui Lima;rui@demo.test;01/11/2026;;"${t.reasons.inactive}; ${t.reasons.missedLive}"\r\n`,
      },
    ]);
    await expectAccessible();
  });

  it('switches the funnel to the course picked', async () => {
    api.indicators = {
      weeks,
      shards: [],
      documentsRead: 1,
      overview: {
        computedAt: new Date(),
        statusCounts: { active: 1, expired: 0, cancelled: 0, partner: 0, 'no-plan': 0 },
        withAccess: 1,
        withAccessByWeek: {},
        atRisk: [],
        atRiskTotal: 0,
        courses: [
          { id: 'c1', title: 'Finanças' },
          { id: 'c2', title: 'Vendas' },
        ],
      },
    };
    api.funnels.c1 = { funnel: null, counts: [], documentsRead: 1 };
    api.funnels.c2 = {
      funnel: {
        courseId: 'c2',
        title: 'Vendas',
        classes: [{ id: 'v1', title: 'Prospecção' }],
        computedAt: new Date(),
      },
      counts: [{ v1: 4 }],
      documentsRead: 2,
    };
    renderScreen(<IndicatorsPage />, { session: sessionAs('admin') });
    expect(await screen.findByText(t.funnelEmpty)).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: t.courseLabel }));
    await userEvent.click(screen.getByRole('option', { name: 'Vendas' }));
    expect(await screen.findByRole('cell', { name: 'Prospecção' })).toBeVisible();
    expect(bodyRows(t.funnelTitle)).toEqual([['1', 'Prospecção', '4', '0']]);
  });

  it('says when the summaries cannot be read, and tries again', async () => {
    api.fail = true;
    renderScreen(<IndicatorsPage />, { session: sessionAs('admin') });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadError);
    api.fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.activeEmpty)).toBeVisible();
  });
});
