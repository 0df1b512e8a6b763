import { Box, Skeleton, Stack, Typography } from '@mui/material';
import {
  addDays,
  noStatusCounts,
  saoPauloToday,
  TOP_CLASSES_DAYS,
  topClasses,
  toOptionalDate,
  weeklyTotals,
} from '@app/domain';
import { useEffect, useMemo, useState } from 'react';
import { ReadView } from '@/components/feedback/read-view';
import { formatDateTime } from '@/lib/dates';
import { useRead } from '@/lib/use-read';
import { indicatorsSummary } from '../api/indicators';
import { indicatorsMessages as t } from '../messages';
import { ActiveMembersSection } from './active-members-section';
import { AtRiskSection } from './at-risk-section';
import { LiveAttendanceSection } from './live-attendance-section';
import { FunnelSection } from './funnel-section';
import { SalesSection } from './sales-section';
import { StatusSection } from './status-section';
import { TopClassesSection } from './top-classes-section';
import { WeeklyGoalSection } from './weekly-goal-section';

/** Marked when the first chart is on screen: the indicators benchmark reads it. */
const FIRST_CHART_MARK = 'indicators:first-chart';

/**
 * /dashboard/indicadores (admins): active members, members by status, sales, the most watched
 * classes, a course's funnel and the members at risk — from about 50 summary documents, whatever
 * the member base.
 */
export default function IndicatorsPage() {
  const [now] = useState(() => new Date());
  const state = useRead(useMemo(() => indicatorsSummary(now), [now]));
  const data = state.status === 'ready' ? state.data : null;
  const totals = useMemo(() => (data ? weeklyTotals(data.shards, data.weeks) : []), [data]);
  const top = useMemo(() => {
    if (!data) return [];
    const today = saoPauloToday(now);
    return topClasses(data.shards, addDays(today, -(TOP_CLASSES_DAYS - 1)), today);
  }, [data, now]);

  useEffect(() => {
    if (data) performance.mark(FIRST_CHART_MARK, { detail: { documents: data.documentsRead } });
  }, [data]);

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t.intro}
      </Typography>
      <ReadView
        read={state}
        loading={
          <Box role="progressbar" aria-label={t.title}>
            <Skeleton variant="rounded" height={320} sx={{ mb: 2 }} />
            <Skeleton variant="rounded" height={320} />
          </Box>
        }
        error={t.loadError}
        retryLabel={t.retry}
      >
        {(summary) => (
          <>
            <UpdatedAt computedAt={toOptionalDate(summary.overview?.computedAt)} />
            <Stack spacing={3}>
              <ActiveMembersSection
                totals={totals}
                withAccessByWeek={summary.overview?.withAccessByWeek ?? {}}
              />
              <StatusSection counts={summary.overview?.statusCounts ?? NO_COUNTS} />
              <SalesSection totals={totals} />
              <TopClassesSection classes={top} />
              <FunnelSection courses={summary.overview?.courses ?? []} />
              <LiveAttendanceSection
                classes={summary.overview?.liveAttendance ?? []}
                withAccess={summary.overview?.withAccess ?? 0}
              />
              <WeeklyGoalSection totals={totals} withAccess={summary.overview?.withAccess ?? 0} />
              <AtRiskSection
                members={summary.overview?.atRisk ?? []}
                total={summary.overview?.atRiskTotal ?? 0}
              />
            </Stack>
          </>
        )}
      </ReadView>
    </Box>
  );
}

/** When the summary was computed, or that it has not been yet. */
function UpdatedAt({ computedAt }: { computedAt: Date | null }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
      {computedAt ? t.updatedAt(formatDateTime(computedAt)) : t.notComputed}
    </Typography>
  );
}

const NO_COUNTS = noStatusCounts();
