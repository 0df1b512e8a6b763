/** The dashboard's card rows: four per row on wide screens, like the loading skeletons. */
export const cardGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, 1fr)',
    md: 'repeat(3, 1fr)',
    lg: 'repeat(4, 1fr)',
  },
} as const;

/** The usual stand-in card while a card row loads: a rounded Skeleton in the card's 4:3 shape. */
export const cardSkeletonSx = { aspectRatio: '4 / 3', height: 'auto' } as const;
