import { Box } from '@mui/material';
import { cardGridSx } from '@/components/layout/card-grid';
import { useCompletedIds } from '../hooks/use-completed-ids';
import { ClassCard, ClassCardSkeleton, type CardClass } from './class-card';

/** Cards with the user's completion marks. */
export function ClassGrid({ classes }: { classes: readonly CardClass[] }) {
  const completed = useCompletedIds(classes.map((cls) => cls.id));
  return (
    <Box sx={cardGridSx} role="list">
      {classes.map((cls) => (
        <Box key={cls.id} role="listitem">
          <ClassCard cls={cls} completed={completed.has(cls.id)} />
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
