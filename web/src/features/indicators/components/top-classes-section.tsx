import { BarChart } from '@mui/x-charts/BarChart';
import type { ClassActivity } from '@app/domain';
import { indicatorsMessages as t } from '../messages';
import { ChartSection, type Column } from './chart-section';
import { CHART_BASE, CHART_COLORS, COUNT_AXIS } from './chart-colors';

const columns: Column<ClassActivity>[] = [
  { header: t.classColumn, value: (row) => row.title },
  { header: t.opens, value: (row) => row.opens, numeric: true },
  { header: t.completions, value: (row) => row.completions, numeric: true },
];

const shorten = (title: string) => (title.length > 28 ? `${title.slice(0, 27)}…` : title);

/** 'Aulas mais assistidas': the last 30 days, top 10 by openings. */
export function TopClassesSection({ classes }: { classes: readonly ClassActivity[] }) {
  return (
    <ChartSection
      title={t.topTitle}
      description={t.topDescription}
      empty={classes.length === 0 ? t.topEmpty : null}
      columns={columns}
      rows={classes}
      rowKey={(row) => row.classId}
      csvName="aulas-mais-assistidas.csv"
      chart={
        <BarChart
          height={Math.max(160, 48 + classes.length * 36)}
          {...CHART_BASE}
          layout="horizontal"
          margin={{ left: 8 }}
          xAxis={COUNT_AXIS}
          yAxis={[
            {
              scaleType: 'band',
              data: classes.map((row) => shorten(row.title)),
              width: 190,
            },
          ]}
          series={[
            { label: t.opens, data: classes.map((row) => row.opens), color: CHART_COLORS.primary },
            {
              label: t.completions,
              data: classes.map((row) => row.completions),
              color: CHART_COLORS.quaternary,
            },
          ]}
        />
      }
    />
  );
}
