import { isLiveNow, toDateValue, type DateLike } from '@app/domain';

/** The dashboard re-decides what is live this often (and at the next start or end). */
export const LIVE_REFRESH_MS = 60_000;

type Timed = { startsAt: DateLike; endsAt: DateLike };

/** Live now, soonest-ending first (the order they arrive in). */
export function liveNow<T extends Timed>(classes: readonly T[], now: Date): T[] {
  return classes.filter((live) => isLiveNow(live, now));
}

/**
 * Milliseconds until the live set next changes (a start or an end), capped at the refresh
 * period, so a class appears and disappears on the minute it should.
 */
export function msUntilNextChange(classes: readonly Timed[], now: Date): number {
  const t = now.getTime();
  let next = t + LIVE_REFRESH_MS;
  for (const live of classes) {
    for (const edge of [toDateValue(live.startsAt).getTime(), toDateValue(live.endsAt).getTime()]) {
      if (edge > t && edge < next) next = edge;
    }
  }
  return Math.max(next - t, 250);
}
