import { describe, expect, it } from 'vitest';
import { isNews, NEW_CLASS_MAX_AGE_MS } from './is-news';

describe('isNews', () => {
  const event = new Date('2026-11-24T12:00:00Z');
  it('a class created now, or within a day, is news', () => {
    expect(isNews(event, event)).toBe(true);
    expect(isNews(new Date(event.getTime() - NEW_CLASS_MAX_AGE_MS), event)).toBe(true);
  });
  it('a class dated earlier (imported, seeded), or without a date, is not', () => {
    expect(isNews(new Date(event.getTime() - NEW_CLASS_MAX_AGE_MS - 1), event)).toBe(false);
    expect(isNews(null, event)).toBe(false);
  });
});
