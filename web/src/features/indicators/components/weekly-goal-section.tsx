import { BarChart } from '@mui/x-charts/BarChart';
import { Box, Skeleton, Typography } from '@mui/material';
import { shortDay, type WeekTotals } from '@app/domain';
import { useMemo, useState } from 'react';
import { ReadView } from '@/components/feedback/read-view';
import { useRead } from '@/lib/use-read';
import { weeklyGoalTotals, type WeeklyGoalTotals } from '../api/weekly-goal-totals';
import { indicatorsMessages, weeklyGoalIndicatorMessages as t } from '../messages';
import { ChartSection, type Column } from './chart-section';
import { CHART_BASE, CHART_COLORS, CHART_HEIGHT, COUNT_AXIS } from './chart-colors';

type Row = { week: string; met: number; active: number; share: number | null };

const percent = (share: number | null) =>
  share === null ? '' : `${(share * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

const columns: Column<Row>[] = [
  { header: indicatorsMessages.week, value: (row) => shortDay(row.week) },
  { header: t.metSeries, value: (row) => row.met, numeric: true },
  { header: t.activeColumn, value: (row) => row.active, numeric: true },
  { header: t.shareColumn, value: (row) => percent(row.share), numeric: true },
];

/** The rows: each of the page's 12 weeks, its goals met beside the members active that week. */
function weeklyGoalRows(
  totals: readonly WeekTotals[],
  metByWeek: Readonly<Record<string, number>>,
): Row[] {
  return totals.map(({ week, active }) => {
    const met = metByWeek[week] ?? 0;
    return { week, met, active, share: active > 0 ? Math.min(1, met / active) : null };
  });
}

/**
 * 'Meta da semana' for the owner, in totals only: 'Membros com meta' (and their share of the
 * members with access) and 'Metas cumpridas na semana' for the last 12 weeks beside that week's
 * active members, with the table and 'Exportar CSV' of every chart. It reads its own 52 documents
 * at most (the triggers keep them), so the page's other charts never wait for it.
 */
export function WeeklyGoalSection({
  totals,
  withAccess,
}: {
  totals: readonly WeekTotals[];
  withAccess: number;
}) {
  const [now] = useState(() => new Date());
  const read = useRead(useMemo(() => weeklyGoalTotals(now), [now]));
  return (
    <ReadView
      read={read}
      loading={
        <Box role="progressbar" aria-label={t.loading}>
          <Skeleton variant="rounded" height={320} />
        </Box>
      }
      error={t.loadError}
      retryLabel={indicatorsMessages.retry}
    >
      {(data) => <WeeklyGoalChart data={data} totals={totals} withAccess={withAccess} />}
    </ReadView>
  );
}

function WeeklyGoalChart({
  data,
  totals,
  withAccess,
}: {
  data: WeeklyGoalTotals;
  totals: readonly WeekTotals[];
  withAccess: number;
}) {
  const rows = weeklyGoalRows(totals, data.metByWeek);
  const empty = data.withGoal === 0 && rows.every((row) => row.met === 0) ? t.empty : null;
  const share = withAccess > 0 ? percent(Math.min(1, data.withGoal / withAccess)) : null;
  return (
    <ChartSection
      title={t.title}
      description={t.description}
      empty={empty}
      controls={
        <Typography sx={{ mb: 1 }}>
          <strong>{t.withGoal}:</strong> {data.withGoal.toLocaleString('pt-BR')}
          {share ? ` (${t.withGoalShare(share)})` : null}
        </Typography>
      }
      columns={columns}
      rows={rows}
      rowKey={(row) => row.week}
      csvName="metas-da-semana.csv"
      chart={
        <BarChart
          height={CHART_HEIGHT}
          {...CHART_BASE}
          yAxis={COUNT_AXIS}
          xAxis={[{ scaleType: 'band', data: rows.map((row) => shortDay(row.week)) }]}
          series={[
            {
              label: t.metSeries,
              data: rows.map((row) => row.met),
              color: CHART_COLORS.quaternary,
            },
            {
              label: t.activeColumn,
              data: rows.map((row) => row.active),
              color: CHART_COLORS.tertiary,
            },
          ]}
        />
      }
    />
  );
}
