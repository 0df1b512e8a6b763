import { describe, expect, it } from 'vitest';
import {
  LIVE_JOIN_OPENS_BEFORE_MS,
  LIVE_JOIN_OPENS_MINUTES_BEFORE,
  liveJoinOpensAt,
  liveJoinWindow,
  nextLiveJoinChange,
} from './live-attendance';

const startsAt = new Date('2026-03-10T22:00:00Z');
const endsAt = new Date('2026-03-10T23:30:00Z');
const live = { startsAt, endsAt };
const at = (ms: number) => new Date(ms);
const SECOND = 1000;

describe('the live class join window', () => {
  it('opens 15 minutes before the start', () => {
    expect(LIVE_JOIN_OPENS_MINUTES_BEFORE).toBe(15);
    expect(liveJoinOpensAt(live)).toEqual(new Date('2026-03-10T21:45:00Z'));
  });

  it('is closed until T−15 min, one second before included', () => {
    expect(liveJoinWindow(live, at(startsAt.getTime() - LIVE_JOIN_OPENS_BEFORE_MS - SECOND))).toBe(
      'before',
    );
    expect(liveJoinWindow(live, at(startsAt.getTime() - 2 * 86_400_000))).toBe('before');
  });

  it('is open from exactly T−15 min, through the start, until just before the end', () => {
    expect(liveJoinWindow(live, at(startsAt.getTime() - LIVE_JOIN_OPENS_BEFORE_MS))).toBe('open');
    expect(liveJoinWindow(live, startsAt)).toBe('open');
    expect(liveJoinWindow(live, at(endsAt.getTime() - SECOND))).toBe('open');
  });

  it('has ended at the end and after it', () => {
    expect(liveJoinWindow(live, endsAt)).toBe('ended');
    expect(liveJoinWindow(live, at(endsAt.getTime() + SECOND))).toBe('ended');
  });

  it('accepts stored timestamps', () => {
    const stored = { startsAt: { toDate: () => startsAt }, endsAt: { toDate: () => endsAt } };
    expect(liveJoinWindow(stored, startsAt)).toBe('open');
  });

  it('names the next change: the opening, then the end, then none', () => {
    expect(nextLiveJoinChange(live, at(0))).toEqual(liveJoinOpensAt(live));
    expect(nextLiveJoinChange(live, startsAt)).toEqual(endsAt);
    expect(nextLiveJoinChange(live, endsAt)).toBeNull();
  });
});
