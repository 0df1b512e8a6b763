import { describe, expect, it } from 'vitest';
import {
  minuteOnGrid,
  pickDay,
  pickHour,
  pickMinute,
  PICKER_HOURS,
  PICKER_MINUTES,
} from './date-time-choice';

describe('date-time picker rules', () => {
  it('offers hours 00–23 and minutes 00–55 in steps of 5', () => {
    expect(PICKER_HOURS).toHaveLength(24);
    expect(PICKER_HOURS.at(-1)).toBe(23);
    expect(PICKER_MINUTES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });

  it('starts the first day picked at 12:00', () => {
    const picked = pickDay(null, new Date(2026, 11, 25, 0, 0));
    expect([picked.getDate(), picked.getHours(), picked.getMinutes()]).toEqual([25, 12, 0]);
  });

  it('keeps the chosen time when the day changes', () => {
    const first = pickMinute(pickHour(pickDay(null, new Date(2026, 11, 25)), 19), 35)!;
    const moved = pickDay(first, new Date(2026, 11, 28));
    expect([moved.getDate(), moved.getHours(), moved.getMinutes()]).toEqual([28, 19, 35]);
  });

  it('needs a day before an hour or a minute', () => {
    expect(pickHour(null, 10)).toBeNull();
    expect(pickMinute(null, 10)).toBeNull();
  });

  it('shows an off-grid minute on the step below', () => {
    expect(minuteOnGrid(new Date(2026, 0, 1, 10, 37))).toBe(35);
  });
});
