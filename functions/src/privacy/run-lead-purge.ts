import { COLLECTIONS, LEAD_RETENTION_MONTHS } from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { RECORDS_PER_QUERY } from './member-data';

/** The moment leads older than the retention period end (same day, 12 months back, UTC). */
export function leadRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LEAD_RETENTION_MONTHS);
  return cutoff;
}

/** Deletes the leads created before the cutoff, in batches of 500; returns how many. */
export async function runLeadPurge(db: Firestore, now: Date): Promise<{ deleted: number }> {
  const old = db
    .collection(COLLECTIONS.leads)
    .where('createdAt', '<', Timestamp.fromDate(leadRetentionCutoff(now)))
    .limit(RECORDS_PER_QUERY);
  let deleted = 0;
  for (;;) {
    const page = await old.get();
    if (page.empty) return { deleted };
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}
