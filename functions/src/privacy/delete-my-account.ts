import {
  COLLECTIONS,
  deleteMyAccountCallable,
  privacyMessages as m,
  RECENT_SIGN_IN_MINUTES,
} from '@app/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth, db, defaultBucket } from '../common/admin';
import { isLastAdmin } from '../common/last-admin';
import { onContractCall } from '../common/on-contract';
import { runAccountDeletion } from './account-deletion';

// 'Excluir definitivamente': the caller deletes their own account. Asks for a sign-in from the
// last 5 minutes (the password typed again in the dialog) and for EXCLUIR; refuses the last
// admin. The request is recorded first (accountDeletions/{uid}, with the audit entry 'Conta
// excluída pelo membro'), then the steps run; if this call stops midway, finishAccountDeletions
// completes it.
export const deleteMyAccount = onContractCall(
  deleteMyAccountCallable,
  {
    caller: 'signed-in',
    recentSignIn: { minutes: RECENT_SIGN_IN_MINUTES, message: m.staleSignIn },
    timeoutSeconds: 300,
  },
  async (input, { uid, profile }) => {
    const now = new Date();

    const deletion = db.collection(COLLECTIONS.accountDeletions).doc(uid);
    await db.runTransaction(async (tx) => {
      if (profile.role === 'ADMIN' && (await isLastAdmin(tx, db))) {
        throw new HttpsError('failed-precondition', m.lastAdmin);
      }
      const existing = await tx.get(deletion);
      if (existing.exists && existing.get('status') === 'running') return;
      const at = Timestamp.fromDate(now);
      tx.set(deletion, {
        uid,
        email: profile.email ?? null,
        deleteComments: input.deleteComments,
        done: [],
        status: 'running',
        startedAt: at,
        updatedAt: at,
      });
      tx.create(db.collection(COLLECTIONS.membershipChanges).doc(), {
        uid,
        email: '',
        source: 'member',
        action: 'account-deleted',
        before: null,
        after: {},
        createdAt: FieldValue.serverTimestamp(),
      });
    });
    await runAccountDeletion({ db, auth: adminAuth, bucket: defaultBucket() }, uid);
    logger.info('deleteMyAccount', { uid, deleteComments: input.deleteComments });
    return { deleted: true };
  },
);
