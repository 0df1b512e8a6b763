import { Box } from '@mui/material';
import { cardGridSx } from '@/components/layout/card-grid';
import { useWatchedPercents } from '@/lib/content';
import { useCompletedIds } from '../hooks/use-completed-ids';
import { ClassCard, ClassCardSkeleton, type CardClass } from './class-card';

/** Cards with the user's completion marks. */
export function ClassGrid({ classes }: { classes: readonly CardClass[] }) {
  const ids = classes.map((cls) => cls.id);
  const { completed } = useCompletedIds(ids);
  const watched = useWatchedPercents(ids);
  return (
    <Box sx={cardGridSx} role="list">
      {classes.map((cls) => (
        <Box key={cls.id} role="listitem">
          <ClassCard
            cls={cls}
            completed={completed.has(cls.id)}
            watched={watched.get(cls.id) ?? 0}
          />
        </Box>
      ))}
    </Box>
  );
}

export function SkeletonGrid({ count, label }: { count: number; label: string }) {
  return (
    <Box sx={cardGridSx} role="progressbar" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <ClassCardSkeleton key={i} />
      ))}
    </Box>
  );
}
