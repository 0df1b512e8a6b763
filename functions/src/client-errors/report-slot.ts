import { COLLECTIONS } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { db } from '../common/admin';
import { CLIENT_ERROR_WINDOW_MS, recentReportTimes } from './client-error-log';

export interface ReportCounter {
  /** The counter's document id in clientErrorLimits (counterIds). */
  id: string;
  /** Reports it allows in a rolling hour. */
  limit: number;
}

/**
 * Counts one report against every counter, in one transaction: true when all of them had room
 * (and the report was counted), false when one is full (nothing counted). A failed transaction
 * answers true: losing an error to a busy counter is worse than one report too many.
 */
export async function takeReportSlot(counters: ReportCounter[], now: Date): Promise<boolean> {
  const limits = db.collection(COLLECTIONS.clientErrorLimits);
  const refs = counters.map((c) => limits.doc(c.id));
  try {
    return await db.runTransaction(async (tx) => {
      const snapshots = await tx.getAll(...refs);
      const recents = counters.map((c, i) =>
        recentReportTimes(snapshots[i]?.get('recent'), now, c.limit),
      );
      if (recents.some((recent, i) => recent.length >= counters[i]!.limit)) return false;
      refs.forEach((ref, i) =>
        tx.set(ref, {
          recent: [...recents[i]!, Timestamp.fromDate(now)],
          // For the TTL policy on clientErrorLimits.expiresAt (docs/operations.md).
          expiresAt: Timestamp.fromMillis(now.getTime() + CLIENT_ERROR_WINDOW_MS),
        }),
      );
      return true;
    });
  } catch (error) {
    logger.warn('client error reports: counter transaction failed', { error });
    return true;
  }
}
