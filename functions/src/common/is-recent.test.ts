import { describe, expect, it } from 'vitest';
import { isRecent } from './is-recent';

describe('isRecent', () => {
  const event = new Date('2026-11-24T12:00:00Z');
  const DAY = 86_400_000;
  it('a date at the event, or within the window, is recent', () => {
    expect(isRecent(event, event, DAY)).toBe(true);
    expect(isRecent(new Date(event.getTime() - DAY), event, DAY)).toBe(true);
  });
  it('an older date (seeded, imported), or none, is not', () => {
    expect(isRecent(new Date(event.getTime() - DAY - 1), event, DAY)).toBe(false);
    expect(isRecent(null, event, DAY)).toBe(false);
  });
});
