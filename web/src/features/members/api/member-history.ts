import {
  COLLECTIONS,
  membershipChangeSchema,
  updateMembershipCallable,
  type MembershipChange,
  type UpdateMembershipInput,
  type UpdateMembershipOutput,
} from '@app/domain';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readList } from '@/lib/firestore-reads';

export type HistoryEntry = MembershipChange & { id: string };

/** 'Histórico' shows a member's latest entries. */
const HISTORY_LIMIT = 50;

/** One member's audit entries, newest first. */
export const memberHistory = (uid: string) =>
  readList(
    `membershipChanges?uid=${uid}&by=createdAt-desc&limit=${HISTORY_LIMIT}`,
    membershipChangeSchema,
    query(
      collection(firestore, COLLECTIONS.membershipChanges),
      where('uid', '==', uid),
      orderBy('createdAt', 'desc'),
      limit(HISTORY_LIMIT),
    ),
  );

/** updateMembership (contract in @app/domain), admins only. */
export async function saveMembership(
  input: UpdateMembershipInput,
): Promise<UpdateMembershipOutput> {
  return callFunction(updateMembershipCallable, input);
}
