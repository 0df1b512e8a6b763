import { CardGridList, CardGridSkeleton } from '@/components/layout/card-grid-list';
import { useWatchedPercents } from '@/lib/content';
import { useCompletedIds } from '../hooks/use-completed-ids';
import { ClassCard, ClassCardSkeleton, type CardClass } from './class-card';

/** Cards with the user's completion marks. */
export function ClassGrid({ classes }: { classes: readonly CardClass[] }) {
  const ids = classes.map((cls) => cls.id);
  const { completed } = useCompletedIds(ids);
  const watched = useWatchedPercents(ids);
  return (
    <CardGridList items={classes}>
      {(cls) => (
        <ClassCard cls={cls} completed={completed.has(cls.id)} watched={watched.get(cls.id) ?? 0} />
      )}
    </CardGridList>
  );
}

export function SkeletonGrid({ count, label }: { count: number; label: string }) {
  return <CardGridSkeleton count={count} label={label} card={<ClassCardSkeleton />} busy />;
}
