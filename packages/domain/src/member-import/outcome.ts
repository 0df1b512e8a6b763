// What importing a row does to a member, decided the same way by the dry run (on the lookup's
// answer) and by the function (on the stored profile). Nothing is ever taken away: an existing
// member gets the file's plan only when they have none, and the file's end date only when it is
// later than theirs; role, progress, tag, cancellation and everything else stay.
import { saoPauloToday } from '../dates';
import type { PlanKey } from '../limits';
import type { ImportRow } from './rows';

export type ImportOutcome = 'new' | 'updated' | 'unchanged';

/** The member as the import compares them: plan ('' for none) and the end of access. */
export interface CurrentMembership {
  plan: string;
  /** null: no end date (access does not expire). */
  validUntil: Date | null;
}

/** What changes for an existing member; both absent: nothing changes. */
export interface MembershipUpdate {
  plan?: PlanKey;
  /** The file's last day of access ('YYYY-MM-DD'), later than the member's current one. */
  end?: string;
}

/**
 * The day the console shows as a member's 'Acesso até' (and exports): the São Paulo day of
 * validUntil. A file's end day is "later" only when it is after this day, so an export imports
 * back unchanged.
 */
export const shownEndDay = (validUntil: Date) => saoPauloToday(validUntil);

export function membershipUpdate(row: ImportRow, current: CurrentMembership): MembershipUpdate {
  const update: MembershipUpdate = {};
  if (row.plan && current.plan === '') update.plan = row.plan;
  // A member without an end date already has access that does not end: never shortened.
  if (row.end && current.validUntil && row.end > shownEndDay(current.validUntil)) {
    update.end = row.end;
  }
  return update;
}

export function importOutcome(row: ImportRow, current: CurrentMembership | null): ImportOutcome {
  if (!current) return 'new';
  const update = membershipUpdate(row, current);
  return update.plan || update.end ? 'updated' : 'unchanged';
}
