// Unit test: how long a paid order gives access, and what refunds and cancellations leave.
import { RECURRING_GRACE_DAYS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
  accessEndForOrder,
  addMonths,
  addYears,
  validUntilAfterApproval,
  validUntilAfterRenewalStop,
  validUntilAfterRevocation,
} from './membership-dates';

const at = (iso: string) => new Date(iso);
const DAY_MS = 86_400_000;

describe('calendar arithmetic (UTC)', () => {
  it('adds years and months keeping the time of day', () => {
    expect(addYears(at('2025-03-10T14:30:00.123Z'), 1)).toEqual(at('2026-03-10T14:30:00.123Z'));
    expect(addMonths(at('2025-12-15T03:00:00Z'), 1)).toEqual(at('2026-01-15T03:00:00Z'));
  });

  it('rolls over days the target month or year lacks', () => {
    expect(addYears(at('2024-02-29T12:00:00Z'), 1)).toEqual(at('2025-03-01T12:00:00Z'));
    expect(addMonths(at('2025-01-31T12:00:00Z'), 1)).toEqual(at('2025-03-03T12:00:00Z'));
  });
});

describe('accessEndForOrder', () => {
  const approvedAt = at('2025-05-20T18:45:00Z');

  it('gives the annual plan a year from the approval, whatever the next charge says', () => {
    expect(accessEndForOrder('fundador', { approvedAt, nextChargeAt: null })).toEqual(
      at('2026-05-20T18:45:00Z'),
    );
    expect(
      accessEndForOrder('fundador', { approvedAt, nextChargeAt: at('2025-06-20T18:45:00Z') }),
    ).toEqual(at('2026-05-20T18:45:00Z'));
  });

  it('gives a recurring plan its next charge date plus the grace period', () => {
    const nextChargeAt = at('2025-06-20T03:00:00Z');
    expect(accessEndForOrder('mensal', { approvedAt, nextChargeAt })).toEqual(
      new Date(nextChargeAt.getTime() + RECURRING_GRACE_DAYS * DAY_MS),
    );
  });

  it('counts a month from the approval when a recurring order has no next charge date', () => {
    expect(accessEndForOrder('mensal', { approvedAt, nextChargeAt: null })).toEqual(
      new Date(at('2025-06-20T18:45:00Z').getTime() + RECURRING_GRACE_DAYS * DAY_MS),
    );
  });
});

describe('validUntil after each event', () => {
  const now = at('2025-07-01T12:00:00Z');
  const later = at('2025-09-01T00:00:00Z');
  const earlier = at('2025-06-01T00:00:00Z');

  it('an approval extends, and never shortens, the access', () => {
    expect(validUntilAfterApproval(null, later)).toBe(later);
    expect(validUntilAfterApproval(earlier, later)).toBe(later);
    expect(validUntilAfterApproval(at('2099-01-01T00:00:00Z'), later)).toEqual(
      at('2099-01-01T00:00:00Z'),
    );
  });

  it('a refund ends access now, or keeps an end already past', () => {
    expect(validUntilAfterRevocation(later, now)).toBe(now);
    expect(validUntilAfterRevocation(null, now)).toBe(now);
    expect(validUntilAfterRevocation(earlier, now)).toBe(earlier);
  });

  it('a subscription cancellation keeps access to the end of the paid period', () => {
    const graceEnd = at('2025-07-27T00:00:00Z');
    const nextCharge = at('2025-07-20T00:00:00Z');
    expect(validUntilAfterRenewalStop(graceEnd, nextCharge)).toBe(nextCharge);
    expect(validUntilAfterRenewalStop(earlier, nextCharge)).toBe(earlier);
    expect(validUntilAfterRenewalStop(null, nextCharge)).toBe(nextCharge);
    expect(validUntilAfterRenewalStop(graceEnd, null)).toBe(graceEnd);
  });
});
