import { BarChart } from '@mui/x-charts/BarChart';
import { toDateValue, type IndicatorsOverview } from '@app/domain';
import { formatShortDate } from '@/lib/dates';
import { indicatorsMessages as t } from '../messages';
import { ChartSection, type Column } from './chart-section';
import { CHART_BASE, CHART_COLORS, CHART_HEIGHT, COUNT_AXIS } from './chart-colors';

type Point = IndicatorsOverview['liveAttendance'][number];
type Row = Point & { share: number | null };

const percent = (share: number | null) =>
  share === null ? '' : `${(share * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

const columns: Column<Row>[] = [
  { header: t.liveClassColumn, value: (row) => row.title },
  { header: t.liveDateColumn, value: (row) => formatShortDate(toDateValue(row.endsAt)) },
  { header: t.liveAttendeesSeries, value: (row) => row.attendees, numeric: true },
  { header: t.liveShareColumn, value: (row) => percent(row.share), numeric: true },
];

/**
 * 'Presença nas aulas ao vivo': attendees of the last 12 ended live classes (the nightly job
 * counts them), and their share of the members with access at that run.
 */
export function LiveAttendanceSection({
  classes,
  withAccess,
}: {
  classes: readonly Point[];
  withAccess: number;
}) {
  const rows: Row[] = classes.map((point) => ({
    ...point,
    share: withAccess > 0 ? point.attendees / withAccess : null,
  }));
  const labels = rows.map((row) => formatShortDate(toDateValue(row.endsAt)));
  return (
    <ChartSection
      title={t.liveTitle}
      description={t.liveDescription}
      empty={rows.length === 0 ? t.liveEmpty : null}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.liveClassId}
      csvName="presenca-aulas-ao-vivo.csv"
      chart={
        <BarChart
          height={CHART_HEIGHT}
          {...CHART_BASE}
          yAxis={COUNT_AXIS}
          // By position: two classes on one day keep their own bars.
          xAxis={[
            {
              scaleType: 'band',
              data: rows.map((_, index) => index),
              valueFormatter: (index: number) => labels[index] ?? '',
            },
          ]}
          series={[
            {
              label: t.liveAttendeesSeries,
              data: rows.map((row) => row.attendees),
              color: CHART_COLORS.primary,
            },
          ]}
        />
      }
    />
  );
}
