import { Box } from '@mui/material';
import { useCompletedIds } from '../hooks/use-completed-ids';
import { ClassCard, ClassCardSkeleton, type CardClass } from './class-card';

/** Four cards per row on wide screens (the dashboard's rows), fewer as the screen narrows. */
const cardGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, 1fr)',
    md: 'repeat(3, 1fr)',
    lg: 'repeat(4, 1fr)',
  },
} as const;

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
