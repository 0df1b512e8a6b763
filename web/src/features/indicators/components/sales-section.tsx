import { BarChart } from '@mui/x-charts/BarChart';
import { shortDay, type WeekTotals } from '@app/domain';
import { indicatorsMessages as t } from '../messages';
import { ChartSection, type Column } from './chart-section';
import { CHART_BASE, CHART_COLORS, CHART_HEIGHT, COUNT_AXIS } from './chart-colors';

const columns: Column<WeekTotals>[] = [
  { header: t.week, value: (row) => shortDay(row.week) },
  { header: t.sales, value: (row) => row.sales, numeric: true },
  { header: t.renewals, value: (row) => row.renewals, numeric: true },
  { header: t.refunds, value: (row) => row.refunds, numeric: true },
];

/** 'Vendas, renovações e reembolsos por semana', from the purchase records. */
export function SalesSection({ totals }: { totals: readonly WeekTotals[] }) {
  const empty = totals.every((row) => row.sales + row.renewals + row.refunds === 0)
    ? t.salesEmpty
    : null;
  return (
    <ChartSection
      title={t.salesTitle}
      empty={empty}
      columns={columns}
      rows={totals}
      rowKey={(row) => row.week}
      csvName="vendas-por-semana.csv"
      chart={
        <BarChart
          height={CHART_HEIGHT}
          {...CHART_BASE}
          yAxis={COUNT_AXIS}
          xAxis={[{ scaleType: 'band', data: totals.map((row) => shortDay(row.week)) }]}
          series={[
            {
              label: t.sales,
              data: totals.map((row) => row.sales),
              color: CHART_COLORS.quaternary,
            },
            {
              label: t.renewals,
              data: totals.map((row) => row.renewals),
              color: CHART_COLORS.tertiary,
            },
            {
              label: t.refunds,
              data: totals.map((row) => row.refunds),
              color: CHART_COLORS.primary,
            },
          ]}
        />
      }
    />
  );
}
