import {
  callableMessages as m,
  COLLECTIONS,
  PLAN_TAGS,
  saoPauloWallClock,
  updateMembershipCallable,
  type MembershipChange,
  type MembershipState,
} from '@app/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../common/admin';
import { membershipState, sameMembership, tagWithoutPlan } from '../common/membership-state';
import { onContractCall } from '../common/on-contract';
import { profileRef } from '../common/profiles';

/** The instant a São Paulo calendar day ends (the next day's midnight). */
export function endOfSaoPauloDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return saoPauloWallClock(next, '00:00');
}

/**
 * The membership the console asks for. A plan makes a temporary or partner member a regular
 * one (as a purchase does) and carries its tag; clearing it drops a plan's tag only.
 */
export function consoleMembership(
  before: MembershipState,
  input: { plan: string | null; accessUntil: string | null; reactivate: boolean },
): MembershipState {
  const plan = input.plan ?? '';
  const planTag = input.plan ? (PLAN_TAGS[input.plan as keyof typeof PLAN_TAGS] ?? null) : null;
  return {
    plan,
    tag: planTag ?? tagWithoutPlan(before.tag),
    validUntil: input.accessUntil ? Timestamp.fromDate(endOfSaoPauloDay(input.accessUntil)) : null,
    isTemporary: input.plan ? false : before.isTemporary,
    isPartner: input.plan ? false : before.isPartner,
    cancelled: input.reactivate ? false : before.cancelled,
  };
}

// 'Gerenciar acesso' (admins only): the profile change and its audit entry commit together.
export const updateMembership = onContractCall(
  updateMembershipCallable,
  { caller: { adminOnly: m.adminsOnlyManageMembers } },
  async (input, caller) => {
    const target = profileRef(input.uid);

    const changed = await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(target);
      const profile = snapshot.data();
      if (!profile) throw new HttpsError('not-found', m.userNotFound);
      const before = membershipState(profile);
      const after = consoleMembership(before, input);
      if (sameMembership(before, after)) return false;

      tx.update(target, { ...after, updatedAt: FieldValue.serverTimestamp() });
      const entry: Omit<MembershipChange, 'createdAt'> & { createdAt: FieldValue } = {
        uid: input.uid,
        email: typeof profile.email === 'string' ? profile.email : '',
        source: 'console',
        action: 'update',
        actorUid: caller.uid,
        actorName: typeof caller.profile.name === 'string' ? caller.profile.name : null,
        before,
        after,
        createdAt: FieldValue.serverTimestamp(),
      };
      tx.create(db.collection(COLLECTIONS.membershipChanges).doc(), entry);
      return true;
    });
    return { uid: input.uid, changed };
  },
);
