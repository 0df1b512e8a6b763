/**
 * A record dated more than this before the event that wrote it was seeded or imported, not made
 * now: the counting triggers leave it to the backfill (rebuildInsights), which counts history.
 */
export const IMPORTED_AFTER_MS = 60 * 60 * 1000;
