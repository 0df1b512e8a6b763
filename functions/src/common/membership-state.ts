// The membership fields of a profile as the audit trail records them (before and after), shared
// by the purchase webhook and the member console.
import { PLAN_TAGS, toOptionalDate, type MembershipState } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { StoredProfile } from './profiles';

const PLAN_TAG_VALUES = new Set(Object.values(PLAN_TAGS));

export function membershipState(profile: StoredProfile): MembershipState {
  const validUntil = toOptionalDate(profile.validUntil);
  return {
    plan: profile.plan ?? '',
    tag: profile.tag ?? null,
    validUntil: validUntil ? Timestamp.fromDate(validUntil) : null,
    isTemporary: profile.isTemporary === true,
    isPartner: profile.isPartner === true,
    cancelled: profile.cancelled === true,
  };
}

export function sameMembership(a: MembershipState, b: MembershipState): boolean {
  const millis = (state: MembershipState) => toOptionalDate(state.validUntil)?.getTime() ?? null;
  return (
    a.plan === b.plan &&
    a.tag === b.tag &&
    millis(a) === millis(b) &&
    a.isTemporary === b.isTemporary &&
    a.isPartner === b.isPartner &&
    a.cancelled === b.cancelled
  );
}

/** The tag a member keeps when a plan's tag does not apply: theirs, unless it was a plan's. */
export const tagWithoutPlan = (tag: string | null) =>
  tag && PLAN_TAG_VALUES.has(tag) ? null : tag;
