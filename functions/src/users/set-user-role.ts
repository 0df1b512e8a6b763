import { COLLECTIONS, callableMessages as m, setUserRoleCallable } from '@app/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../common/admin';
import { isLastAdmin } from '../common/last-admin';
import { onContractCall } from '../common/on-contract';
import { profileRef } from '../common/profiles';

// 'Tornar Admin' / 'Remover Admin'. The profile update and its audit entries (roleChanges, and
// the member console's membershipChanges) are one transaction: no role change without its log.
export const setUserRole = onContractCall(
  setUserRoleCallable,
  { caller: { adminOnly: m.adminsOnlyChangeRoles } },
  async ({ uid, role }, caller) => {
    const target = profileRef(uid);

    const oldRole = await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(target);
      const profile = snapshot.data();
      if (!profile) throw new HttpsError('not-found', m.userNotFound);
      if (profile.role === role) return profile.role;

      if (profile.role === 'ADMIN' && (await isLastAdmin(tx, db))) {
        throw new HttpsError('failed-precondition', m.lastAdmin);
      }

      tx.update(target, { role, updatedAt: FieldValue.serverTimestamp() });
      tx.create(db.collection(COLLECTIONS.roleChanges).doc(), {
        changedBy: caller.uid,
        targetUser: uid,
        oldRole: profile.role,
        newRole: role,
        createdAt: FieldValue.serverTimestamp(),
      });
      // The member console's trail (membershipChanges) records role changes too.
      tx.create(db.collection(COLLECTIONS.membershipChanges).doc(), {
        uid,
        email: typeof profile.email === 'string' ? profile.email : '',
        source: 'console',
        action: 'role',
        actorUid: caller.uid,
        actorName: typeof caller.profile.name === 'string' ? caller.profile.name : null,
        before: { role: profile.role },
        after: { role },
        createdAt: FieldValue.serverTimestamp(),
      });
      return profile.role;
    });

    // Re-read, so the admin screen only reports success for a stored change.
    const stored = (await target.get()).data();
    if (!stored) throw new HttpsError('aborted', m.roleUpdateFailed);
    if (stored.role !== role) throw new HttpsError('aborted', m.roleVerificationFailed);

    return { uid, oldRole, role, changed: oldRole !== role };
  },
);
