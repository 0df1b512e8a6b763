// Pure helper of the ratings aggregate kept on classes/{classId} (ratingCount, ratingSum).

export interface RatingTotals {
  ratingCount: number;
  ratingSum: number;
}

/**
 * Whether the class must be written to hold `next`. A class without the fields and without
 * ratings already reads as "no ratings" (ratingSummary treats absent as 0), so it is not written.
 */
export function ratingTotalsChanged(
  stored: { ratingCount?: unknown; ratingSum?: unknown } | undefined,
  next: RatingTotals,
): boolean {
  return (
    (stored?.ratingCount ?? 0) !== next.ratingCount || (stored?.ratingSum ?? 0) !== next.ratingSum
  );
}

/**
 * Whether a rating write can change the totals: a create or a delete always can; an update only
 * when the value changed (saving the same stars again only moves updatedAt).
 */
export function ratingWriteMatters(before: unknown, after: unknown): boolean {
  const valueOf = (data: unknown) =>
    data != null && typeof data === 'object' ? (data as { value?: unknown }).value : undefined;
  if (before == null || after == null) return before != null || after != null;
  return valueOf(before) !== valueOf(after);
}
