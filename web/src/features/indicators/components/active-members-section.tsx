import { LineChart } from '@mui/x-charts/LineChart';
import { shortDay, type WeekTotals } from '@app/domain';
import { indicatorsMessages as t } from '../messages';
import { ChartSection, type Column } from './chart-section';
import { CHART_BASE, CHART_COLORS, CHART_HEIGHT, COUNT_AXIS } from './chart-colors';

type Row = { week: string; active: number; withAccess: number | null };

const columns: Column<Row>[] = [
  { header: t.week, value: (row) => shortDay(row.week) },
  { header: t.activeSeries, value: (row) => row.active, numeric: true },
  { header: t.withAccessSeries, value: (row) => row.withAccess ?? '', numeric: true },
];

/** 'Membros ativos por semana': the last 12 São Paulo weeks, beside the total with access. */
export function ActiveMembersSection({
  totals,
  withAccessByWeek,
}: {
  totals: readonly WeekTotals[];
  withAccessByWeek: Readonly<Record<string, number>>;
}) {
  const rows: Row[] = totals.map((row) => ({
    week: row.week,
    active: row.active,
    withAccess: withAccessByWeek[row.week] ?? null,
  }));
  const empty = rows.every((row) => row.active === 0) ? t.activeEmpty : null;
  return (
    <ChartSection
      title={t.activeTitle}
      description={t.activeDescription}
      empty={empty}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.week}
      csvName="membros-ativos-por-semana.csv"
      chart={
        <LineChart
          height={CHART_HEIGHT}
          {...CHART_BASE}
          yAxis={COUNT_AXIS}
          xAxis={[{ scaleType: 'point', data: rows.map((row) => shortDay(row.week)) }]}
          series={[
            {
              label: t.activeSeries,
              data: rows.map((row) => row.active),
              color: CHART_COLORS.primary,
              curve: 'linear',
              showMark: true,
            },
            {
              label: t.withAccessSeries,
              data: rows.map((row) => row.withAccess),
              color: CHART_COLORS.tertiary,
              connectNulls: true,
              curve: 'linear',
              // Known only for the weeks the nightly job ran: a mark shows even a single one.
              showMark: true,
            },
          ]}
        />
      }
    />
  );
}
