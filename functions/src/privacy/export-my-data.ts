import {
  COLLECTIONS,
  DATA_EXPORT_EVERY_MINUTES,
  privacyMessages as m,
  exportMyDataCallable,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { collectMemberData } from './member-data';

// 'Baixar meus dados': everything held about the caller (only the caller: the uid comes from
// the token, so nobody, admins included, can export someone else's data through it), at most
// once every 10 minutes (dataExports/{uid}.lastAt, checked and moved in one transaction).
export const exportMyData = onContractCall(
  exportMyDataCallable,
  { caller: 'signed-in', memory: '512MiB' },
  async (_input, { uid }) => {
    const now = new Date();
    const mark = db.collection(COLLECTIONS.dataExports).doc(uid);
    const allowed = await db.runTransaction(async (tx) => {
      const last = ((await tx.get(mark)).get('lastAt') as Timestamp | undefined)?.toMillis() ?? 0;
      if (now.getTime() - last < DATA_EXPORT_EVERY_MINUTES * 60_000) return false;
      tx.set(mark, { lastAt: Timestamp.fromDate(now) });
      return true;
    });
    if (!allowed) throw new HttpsError('resource-exhausted', m.exportTooSoon);
    return { exportedAt: now.toISOString(), data: await collectMemberData(db, uid) };
  },
);
