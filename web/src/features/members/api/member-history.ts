import {
  membershipChangeSchema,
  PURCHASE_COLLECTIONS,
  UPDATE_MEMBERSHIP_FUNCTION,
  type MembershipChange,
  type UpdateMembershipInput,
  type UpdateMembershipOutput,
} from '@app/domain';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';

export type HistoryEntry = MembershipChange & { id: string };

/** 'Histórico' shows a member's latest entries. */
export const HISTORY_LIMIT = 50;

const converter = schemaConverter(membershipChangeSchema);

/** One member's audit entries, newest first. */
export async function fetchMemberHistory(uid: string): Promise<HistoryEntry[]> {
  const snap = await getDocs(
    query(
      collection(firestore, PURCHASE_COLLECTIONS.membershipChanges).withConverter(converter),
      where('uid', '==', uid),
      orderBy('createdAt', 'desc'),
      limit(HISTORY_LIMIT),
    ),
  );
  return snap.docs.map((d) => d.data());
}

/** updateMembership (contract in @app/domain), admins only. */
export async function saveMembership(
  input: UpdateMembershipInput,
): Promise<UpdateMembershipOutput> {
  return callFunction<UpdateMembershipInput, UpdateMembershipOutput>(
    UPDATE_MEMBERSHIP_FUNCTION,
    input,
  );
}
