import { Link } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { INDICATOR_STATUSES, type IndicatorStatus } from '@app/domain';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { indicatorsMessages as t } from '../messages';
import { ChartSection, type Column } from './chart-section';
import { CHART_BASE, CHART_COLORS, CHART_HEIGHT, COUNT_AXIS } from './chart-colors';

type Row = { status: IndicatorStatus; count: number };

const consoleHref = (status: IndicatorStatus) =>
  paths.dashboard.members.getHref({ situacao: status });

const columns: Column<Row>[] = [
  {
    header: t.statusColumn,
    value: (row) => t.statusLabels[row.status],
    cell: (row) => (
      <Link component={RouterLink} to={consoleHref(row.status)}>
        {t.statusLabels[row.status]}
      </Link>
    ),
  },
  { header: t.membersColumn, value: (row) => row.count, numeric: true },
];

/** 'Membros por situação' today: each bar (and each row) opens the console filtered by it. */
export function StatusSection({ counts }: { counts: Readonly<Record<IndicatorStatus, number>> }) {
  const navigate = useNavigate();
  const rows: Row[] = INDICATOR_STATUSES.map((status) => ({ status, count: counts[status] ?? 0 }));
  const empty = rows.every((row) => row.count === 0) ? t.notComputed : null;
  return (
    <ChartSection
      title={t.statusTitle}
      description={t.statusDescription}
      empty={empty}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.status}
      csvName="membros-por-situacao.csv"
      chart={
        <BarChart
          height={CHART_HEIGHT}
          {...CHART_BASE}
          yAxis={COUNT_AXIS}
          hideLegend
          xAxis={[{ scaleType: 'band', data: rows.map((row) => t.statusLabels[row.status]) }]}
          series={[
            {
              label: t.membersColumn,
              data: rows.map((row) => row.count),
              color: CHART_COLORS.primary,
            },
          ]}
          onItemClick={(_, item) => {
            const row = rows[item.dataIndex];
            if (row) void navigate(consoleHref(row.status));
          }}
          sx={{ '& .MuiBarElement-root': { cursor: 'pointer' } }}
        />
      }
    />
  );
}
