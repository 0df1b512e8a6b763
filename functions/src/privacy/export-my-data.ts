import {
  COLLECTIONS,
  DATA_EXPORT_EVERY_MINUTES,
  privacyMessages as m,
  type ExportMyDataOutput,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../common/admin';
import { callableOptions } from '../common/options';
import { requireCaller } from '../common/require-caller';
import { collectMemberData } from './member-data';

// 'Baixar meus dados': everything held about the caller (only the caller: the uid comes from
// the token, so nobody, admins included, can export someone else's data through it), at most
// once every 10 minutes (dataExports/{uid}.lastAt, checked and moved in one transaction).
export const exportMyData = onCall(
  { ...callableOptions, memory: '512MiB' },
  async (request): Promise<ExportMyDataOutput> => {
    const { uid } = await requireCaller(request);
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
