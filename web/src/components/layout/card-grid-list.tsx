import { Box } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { cardGridSx } from './card-grid';

/**
 * `count` stand-in cards in the card grid while a list loads, as one progressbar named for what
 * loads (`label`).
 */
export function CardGridSkeleton({
  count,
  label,
  card,
  busy,
}: {
  count: number;
  label: string;
  /** One stand-in card, e.g. a rounded Skeleton with `cardSkeletonSx`. */
  card: ReactNode;
  /** Also say aria-busy (the class grids do). */
  busy?: boolean;
}) {
  return (
    <Box sx={cardGridSx} role="progressbar" aria-label={label} aria-busy={busy || undefined}>
      {Array.from({ length: count }, (_, i) => (
        <Fragment key={i}>{card}</Fragment>
      ))}
    </Box>
  );
}

/** The items as a list of cards in the card grid, one list item each. */
export function CardGridList<T extends { id: string }>({
  items,
  children,
}: {
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <Box sx={cardGridSx} role="list">
      {items.map((item) => (
        <Box key={item.id} role="listitem">
          {children(item)}
        </Box>
      ))}
    </Box>
  );
}
