import { describe, expect, it } from 'vitest';
import { LIVE_REFRESH_MS, liveNow, msUntilNextChange } from './live-now';

const at = (iso: string) => new Date(iso);
const live = (id: string, start: string, end: string) => ({
  id,
  startsAt: at(start),
  endsAt: at(end),
});

describe('liveNow', () => {
  const classes = [
    live('ended', '2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z'),
    live('on', '2026-11-22T11:30:00Z', '2026-11-22T12:30:00Z'),
    live('later', '2026-11-22T13:00:00Z', '2026-11-22T14:00:00Z'),
  ];
  it('keeps the classes whose period contains now', () => {
    expect(liveNow(classes, at('2026-11-22T12:00:00Z')).map((c) => c.id)).toEqual(['on']);
  });
  it('counts the start as live and the end as over', () => {
    expect(liveNow(classes, at('2026-11-22T11:30:00Z')).map((c) => c.id)).toEqual(['on']);
    expect(liveNow(classes, at('2026-11-22T12:30:00Z')).map((c) => c.id)).toEqual([]);
  });
});

describe('msUntilNextChange', () => {
  it('wakes at the next start or end when it comes before the refresh period', () => {
    const classes = [live('soon', '2026-11-22T12:00:20Z', '2026-11-22T13:00:00Z')];
    expect(msUntilNextChange(classes, at('2026-11-22T12:00:00Z'))).toBe(20_000);
  });
  it('otherwise waits the refresh period', () => {
    const classes = [live('far', '2026-11-22T15:00:00Z', '2026-11-22T16:00:00Z')];
    expect(msUntilNextChange(classes, at('2026-11-22T12:00:00Z'))).toBe(LIVE_REFRESH_MS);
    expect(msUntilNextChange([], at('2026-11-22T12:00:00Z'))).toBe(LIVE_REFRESH_MS);
  });
});
