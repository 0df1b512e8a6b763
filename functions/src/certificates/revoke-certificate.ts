import { callableMessages as m, COLLECTIONS, revokeCertificateCallable } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { profileRef } from '../common/profiles';

// 'Revogar' (admins only): both copies of the certificate are marked revoked with the reason, and
// the audit entry is written in the same transaction.
export const revokeCertificate = onContractCall(
  revokeCertificateCallable,
  { caller: { adminOnly: m.adminsOnlyRevokeCertificates } },
  async (input, caller) => {
    const own = profileRef(input.uid).collection(COLLECTIONS.certificates).doc(input.courseId);

    return db.runTransaction(async (tx) => {
      const copy = await tx.get(own);
      const code = copy.get('code') as string | undefined;
      if (!copy.exists || !code) throw new HttpsError('not-found', m.certificateNotFound);
      if (copy.get('revokedAt') != null) return { code, revoked: false };
      const revoked = { revokedAt: Timestamp.now(), revokedReason: input.reason };
      tx.update(own, revoked);
      tx.update(db.collection(COLLECTIONS.certificates).doc(code), revoked);
      tx.create(db.collection(COLLECTIONS.certificateRevocations).doc(), {
        uid: input.uid,
        courseId: input.courseId,
        code,
        reason: input.reason,
        revokedBy: caller.uid,
        revokedByName: (caller.profile.name as string | undefined) ?? '',
        createdAt: revoked.revokedAt,
      });
      return { code, revoked: true };
    });
  },
);
