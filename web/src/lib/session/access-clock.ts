import { accessStatus, type AccessProfile, type AccessStatus } from '@app/domain';
import { useEffect, useReducer } from 'react';

/** Safety net: the status is re-evaluated at least this often while the app stays open. */
export const ACCESS_RECHECK_MS = 60_000;
/** setTimeout's largest delay (about 24.8 days); a later expiry is reached by the re-check. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * How long to wait before the access status can change on its own: until validUntil (plus a
 * millisecond, since access lasts while now < validUntil), or null when only a profile change
 * can change it (no expiry, or already past it).
 */
export function msUntilAccessChange(validUntil: Date | null, now: Date): number | null {
  if (!validUntil) return null;
  const remaining = validUntil.getTime() - now.getTime();
  if (remaining < 0) return null;
  return Math.min(remaining + 1, MAX_TIMEOUT_MS);
}

/**
 * The access status of `profile`, evaluated against the clock and re-evaluated exactly when
 * validUntil passes (and every ACCESS_RECHECK_MS as a fallback for sleeping tabs and clock
 * changes), so an expiry while the app is open is caught without a reload.
 */
export function useAccessStatus(
  profile: AccessProfile | null,
  validUntil: Date | null,
): AccessStatus {
  // Re-renders on each tick; the render itself reads the clock (judgedAt).
  const [, tick] = useReducer((ticks: number) => ticks + 1, 0);

  useEffect(() => {
    const interval = window.setInterval(tick, ACCESS_RECHECK_MS);
    return () => window.clearInterval(interval);
  }, []);

  // Read afresh by every render, so a profile change (a renewed validUntil) between ticks is judged
  // against the real time, not the last tick.
  const judgedAt = Date.now();
  const validUntilMs = validUntil?.getTime() ?? null;
  useEffect(() => {
    const delay = msUntilAccessChange(
      validUntilMs == null ? null : new Date(validUntilMs),
      new Date(judgedAt),
    );
    if (delay == null) return;
    // Counted from the moment the status was judged, not from now: React runs effects a moment
    // after the render, and an expiry falling in between must still re-render (at once), instead
    // of waiting for the re-check with a status judged just before it.
    const left = Math.max(0, delay - (Date.now() - judgedAt));
    const timeout = window.setTimeout(tick, left);
    return () => window.clearTimeout(timeout);
  }, [validUntilMs, judgedAt]);

  return accessStatus(profile, new Date(judgedAt));
}
