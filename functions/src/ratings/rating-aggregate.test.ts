// Unit test (no emulator): when the ratings trigger writes the class.
import { describe, expect, it } from 'vitest';
import { ratingTotalsChanged, ratingWriteMatters } from './rating-aggregate';

describe('ratingTotalsChanged', () => {
  it('writes new totals', () => {
    expect(
      ratingTotalsChanged({ ratingCount: 1, ratingSum: 4 }, { ratingCount: 2, ratingSum: 9 }),
    ).toBe(true);
    expect(
      ratingTotalsChanged({ ratingCount: 2, ratingSum: 9 }, { ratingCount: 2, ratingSum: 8 }),
    ).toBe(true);
    expect(ratingTotalsChanged({}, { ratingCount: 1, ratingSum: 5 })).toBe(true);
  });

  it('skips totals the class already holds, absent fields counting as zero', () => {
    expect(
      ratingTotalsChanged({ ratingCount: 2, ratingSum: 9 }, { ratingCount: 2, ratingSum: 9 }),
    ).toBe(false);
    expect(ratingTotalsChanged({}, { ratingCount: 0, ratingSum: 0 })).toBe(false);
    expect(
      ratingTotalsChanged({ ratingCount: null, ratingSum: null }, { ratingCount: 0, ratingSum: 0 }),
    ).toBe(false);
  });
});

describe('ratingWriteMatters', () => {
  it('counts creates, deletes and changed values', () => {
    expect(ratingWriteMatters(undefined, { value: 4 })).toBe(true);
    expect(ratingWriteMatters({ value: 4 }, undefined)).toBe(true);
    expect(ratingWriteMatters({ value: 4 }, { value: 5 })).toBe(true);
  });

  it('ignores the same value saved again, and events with no document on either side', () => {
    expect(ratingWriteMatters({ value: 4, updatedAt: 1 }, { value: 4, updatedAt: 2 })).toBe(false);
    expect(ratingWriteMatters(undefined, undefined)).toBe(false);
  });
});
