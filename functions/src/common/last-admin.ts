import { COLLECTIONS } from '@app/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

/**
 * Whether the platform has only one admin, read inside the caller's transaction so that two
 * admins stepping down at once cannot both pass (a role change, an account deletion).
 */
export async function isLastAdmin(tx: Transaction, db: Firestore): Promise<boolean> {
  const admins = await tx.get(
    db.collection(COLLECTIONS.profiles).where('role', '==', 'ADMIN').limit(2),
  );
  return admins.size < 2;
}
