// Firestore timestamps as the domain sees them.
//
// Decision: entity schemas do not import any Firebase SDK. The web client's `Timestamp`
// (firebase/firestore) and the admin SDK's `Timestamp` (firebase-admin/firestore) are different
// classes, but both have `toDate(): Date`. So a stored time is validated structurally as
// "an object with a toDate() function" (`timestampLikeSchema`), and code that needs a `Date`
// calls `toDateValue()`, which also accepts a plain `Date` (forms, tests, converters).
import { z } from 'zod';

export interface TimestampLike {
  toDate(): Date;
}

export type DateLike = Date | TimestampLike;

export function isTimestampLike(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function'
  );
}

/** A Firestore Timestamp from either SDK. */
export const timestampLikeSchema = z.custom<TimestampLike>(isTimestampLike, {
  error: 'Data inválida',
});

/** A Timestamp from either SDK, or a JS Date. */
export const dateLikeSchema = z.union([z.date(), timestampLikeSchema]);

export function toDateValue(value: DateLike): Date {
  return value instanceof Date ? value : value.toDate();
}

/** Like toDateValue, but null/undefined stay null (for optional fields such as validUntil). */
export function toOptionalDate(value: DateLike | null | undefined): Date | null {
  return value == null ? null : toDateValue(value);
}
