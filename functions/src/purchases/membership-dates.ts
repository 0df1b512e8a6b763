import { PLAN_BILLING, RECURRING_GRACE_DAYS, type PlanKey } from '@app/domain';

// How long a paid order gives access (docs/purchases.md, "Datas de acesso"). Pure: the webhook
// passes the dates read from the delivery and its own clock.

const DAY_MS = 86_400_000;

/** The same instant `years` calendar years later, in UTC (29 Feb → 1 Mar). */
export function addYears(date: Date, years: number): Date {
  const result = new Date(date.getTime());
  result.setUTCFullYear(result.getUTCFullYear() + years);
  return result;
}

/** The same instant `months` calendar months later, in UTC (31 Jan → 3 Mar, as Date does). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

export interface PaidOrder {
  /** When the payment was approved (the order date when Hotmart sends none). */
  approvedAt: Date;
  /** The subscription's next charge, when the order is a subscription's. */
  nextChargeAt: Date | null;
}

/**
 * The end of the access an order pays for: a year from the approval for the annual plan; the next
 * charge date plus the grace period for a recurring one (a month from the approval when the
 * delivery has no next charge date).
 */
export function accessEndForOrder(plan: PlanKey, order: PaidOrder): Date {
  if (PLAN_BILLING[plan] === 'annual') return addYears(order.approvedAt, 1);
  const nextCharge = order.nextChargeAt ?? addMonths(order.approvedAt, 1);
  return new Date(nextCharge.getTime() + RECURRING_GRACE_DAYS * DAY_MS);
}

/**
 * validUntil after an approved order: the order's access end, but never earlier than what the
 * member already has (a replayed first order must not shorten a renewal, nor a purchase cut a
 * longer access granted by hand).
 */
export function validUntilAfterApproval(current: Date | null, orderEnd: Date): Date {
  return current && current.getTime() > orderEnd.getTime() ? current : orderEnd;
}

/** validUntil after a refund, chargeback or cancelled purchase: now, or earlier if already over. */
export function validUntilAfterRevocation(current: Date | null, now: Date): Date {
  return current && current.getTime() < now.getTime() ? current : now;
}

/**
 * validUntil after the subscriber stops the renewals: access runs to the end of the paid period
 * (the next charge that will not happen), without the grace kept for a declined card. Without
 * that date the current end stays: it already ends by itself.
 */
export function validUntilAfterRenewalStop(
  current: Date | null,
  nextChargeAt: Date | null,
): Date | null {
  if (!nextChargeAt) return current;
  return current && current.getTime() < nextChargeAt.getTime() ? current : nextChargeAt;
}
