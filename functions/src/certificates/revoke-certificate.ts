import {
  callableMessages as m,
  COLLECTIONS,
  revokeCertificateInputSchema,
  type RevokeCertificateOutput,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../common/admin';
import { callableOptions } from '../common/options';
import { parseInput } from '../common/parse-input';
import { profileRef } from '../common/profiles';
import { requireCaller } from '../common/require-caller';

// 'Revogar' (admins only): both copies of the certificate are marked revoked with the reason, and
// the audit entry is written in the same transaction.
export const revokeCertificate = onCall(
  callableOptions,
  async (request): Promise<RevokeCertificateOutput> => {
    const caller = await requireCaller(request, { adminOnly: m.adminsOnlyRevokeCertificates });
    const input = parseInput(revokeCertificateInputSchema, request.data);
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
