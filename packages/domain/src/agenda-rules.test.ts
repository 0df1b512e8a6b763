// The agenda's splits: events by São Paulo calendar day around midnight, live classes by instant.
import { describe, expect, it } from 'vitest';
import { isFutureEventDate, isPastEventDate, saoPauloToday } from './dates';
import { eventFormSchema, eventMessages } from './entities/event';
import { isLiveNow, isUpcomingLive } from './entities/live-class';

describe('events around midnight in São Paulo', () => {
  // 23:59 on 24 Dec in São Paulo is already 25 Dec in UTC.
  const lastMinute = new Date('2026-12-25T02:59:00Z');
  const midnight = new Date('2026-12-25T03:00:00Z');

  it("keeps yesterday's event future until São Paulo's midnight, then makes it past", () => {
    expect(saoPauloToday(lastMinute)).toBe('2026-12-24');
    expect(isFutureEventDate('2026-12-24', lastMinute)).toBe(true);
    expect(isPastEventDate('2026-12-24', midnight)).toBe(true);
    expect(isFutureEventDate('2026-12-25', midnight)).toBe(true);
  });
});

describe('live now and upcoming', () => {
  const live = {
    startsAt: new Date('2026-12-25T22:00:00Z'),
    endsAt: new Date('2026-12-25T23:00:00Z'),
  };

  it('is upcoming before its start, live from its start until its end, then neither', () => {
    const at = (iso: string) => new Date(iso);
    expect(isUpcomingLive(live, at('2026-12-25T21:59:59Z'))).toBe(true);
    expect(isLiveNow(live, at('2026-12-25T21:59:59Z'))).toBe(false);
    expect(isLiveNow(live, at('2026-12-25T22:00:00Z'))).toBe(true);
    expect(isUpcomingLive(live, at('2026-12-25T22:00:00Z'))).toBe(false);
    expect(isLiveNow(live, at('2026-12-25T22:59:59Z'))).toBe(true);
    expect(isLiveNow(live, at('2026-12-25T23:00:00Z'))).toBe(false);
  });
});

describe('event form', () => {
  const base = {
    title: 'Mentoria',
    date: '2026-12-25',
    startTime: '19:30',
    endTime: '',
    professor: '',
    place: '',
    description: '',
  };

  it('accepts no end time or one after the start', () => {
    expect(eventFormSchema.safeParse(base).success).toBe(true);
    expect(eventFormSchema.safeParse({ ...base, endTime: '21:00' }).success).toBe(true);
  });

  it('puts an end at or before the start on the end field', () => {
    for (const endTime of ['19:30', '18:00']) {
      const result = eventFormSchema.safeParse({ ...base, endTime });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['endTime'], message: eventMessages.endAfterStart }),
      ]);
    }
  });
});
