import { Link, Typography } from '@mui/material';
import { toOptionalDate, type AtRiskMember } from '@app/domain';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import { indicatorsMessages as t } from '../messages';
import { ChartSection, type Column } from './chart-section';

const isoToShort = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const accessEnds = (row: AtRiskMember) => {
  const until = toOptionalDate(row.validUntil);
  return until ? formatShortDate(until) : '';
};

const columns: Column<AtRiskMember>[] = [
  {
    header: t.nameColumn,
    value: (row) => row.name,
    cell: (row) => (
      <Link
        component={RouterLink}
        to={paths.dashboard.members.getHref({ busca: row.email })}
        aria-label={t.openMember(row.name)}
      >
        {row.name}
      </Link>
    ),
  },
  { header: t.emailColumn, value: (row) => row.email },
  {
    header: t.lastActivityColumn,
    value: (row) => (row.lastActiveOn ? isoToShort(row.lastActiveOn) : t.never),
  },
  { header: t.accessEndsColumn, value: accessEnds },
  { header: t.reasonColumn, value: (row) => row.reasons.map((r) => t.reasons[r]).join('; ') },
];

/** 'Em risco': a table (no chart: names are read, not looked at), linked to each member's row. */
export function AtRiskSection({
  members,
  total,
}: {
  members: readonly AtRiskMember[];
  total: number;
}) {
  return (
    <ChartSection
      title={t.atRiskTitle}
      description={t.atRiskDescription}
      empty={members.length === 0 ? t.atRiskEmpty : null}
      columns={columns}
      rows={members}
      rowKey={(row) => row.uid}
      csvName="membros-em-risco.csv"
      chart={null}
      footer={
        total > members.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t.atRiskMore(members.length, total)}
          </Typography>
        ) : null
      }
    />
  );
}
