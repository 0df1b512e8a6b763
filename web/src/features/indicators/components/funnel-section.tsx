import { MenuItem, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { courseFunnel, largestDrop, type FunnelStep } from '@app/domain';
import { useEffect, useMemo, useState } from 'react';
import { useRead } from '@/lib/use-read';
import { courseFunnelOf } from '../api/indicators';
import { indicatorsMessages as t } from '../messages';
import { ChartSection, type Column } from './chart-section';
import { CHART_BASE, CHART_COLORS, COUNT_AXIS } from './chart-colors';

type Row = FunnelStep & { position: number };

/** Marked when a course's funnel arrives: the indicators benchmark adds its documents. */
const FUNNEL_MARK = 'indicators:funnel';

const columns: Column<Row>[] = [
  { header: t.positionColumn, value: (row) => row.position, numeric: true },
  { header: t.classColumn, value: (row) => row.title },
  { header: t.completions, value: (row) => row.completions, numeric: true },
  { header: t.dropColumn, value: (row) => row.drop, numeric: true },
];

/**
 * 'Funil do curso': for the course picked, how many members completed each class in order; the
 * class after the largest drop is named and drawn in another colour.
 */
export function FunnelSection({ courses }: { courses: readonly { id: string; title: string }[] }) {
  const [courseId, setCourseId] = useState(courses[0]?.id ?? '');
  const state = useRead(useMemo(() => (courseId ? courseFunnelOf(courseId) : null), [courseId]));
  const steps =
    state.status === 'ready' && state.data.funnel
      ? courseFunnel(state.data.funnel.classes, state.data.counts)
      : [];
  useEffect(() => {
    if (state.status === 'ready') {
      performance.mark(FUNNEL_MARK, { detail: { documents: state.data.documentsRead } });
    }
  }, [state]);
  const rows: Row[] = steps.map((step, index) => ({ ...step, position: index + 1 }));
  const worst = largestDrop(steps);
  const empty =
    courses.length === 0
      ? t.noCourses
      : state.status === 'ready' && rows.length === 0
        ? t.funnelEmpty
        : null;

  const picker =
    courses.length > 0 ? (
      <TextField
        select
        size="small"
        label={t.courseLabel}
        value={courseId}
        onChange={(event) => setCourseId(event.target.value)}
        sx={{ minWidth: 260, my: 1 }}
      >
        {courses.map((course) => (
          <MenuItem key={course.id} value={course.id}>
            {course.title}
          </MenuItem>
        ))}
      </TextField>
    ) : null;

  return (
    <ChartSection
      title={t.funnelTitle}
      description={t.funnelDescription}
      controls={picker}
      empty={state.status === 'error' ? t.loadError : empty}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.classId}
      csvName={`funil-${courseId}.csv`}
      footer={
        worst ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t.largestDrop(worst.title, worst.drop)}
          </Typography>
        ) : null
      }
      chart={
        <BarChart
          height={260}
          {...CHART_BASE}
          yAxis={COUNT_AXIS}
          hideLegend
          xAxis={[
            {
              scaleType: 'band',
              data: rows.map((row) => String(row.position)),
              colorMap: {
                type: 'ordinal',
                values: rows.map((row) => String(row.position)),
                colors: rows.map((row) =>
                  row.classId === worst?.classId ? CHART_COLORS.secondary : CHART_COLORS.primary,
                ),
              },
            },
          ]}
          series={[{ label: t.completions, data: rows.map((row) => row.completions) }]}
        />
      }
    />
  );
}
