/** Firestore's limit on the values of one `in` filter. */
export const IN_QUERY_MAX = 30;

/** `items` in runs of at most `size` (Firestore's `in` filter takes IN_QUERY_MAX values). */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
