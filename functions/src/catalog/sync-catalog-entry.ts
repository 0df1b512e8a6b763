import { COLLECTIONS, FUNCTIONS_REGION, catalogShardId } from '@app/domain';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../common/admin';
import { catalogEntryOf, sameCatalogEntry, storedEntryOf } from './catalog-entries';
import { retryOnConflict } from '../common/retry-on-conflict';

export type CatalogSyncResult = 'set' | 'deleted' | 'unchanged';

/**
 * Makes the class's entry in its shard match the class as it is now: set when it is a weekly
 * class or insight, removed when it is gone or became a course class. An entry that already
 * matches is not rewritten.
 *
 * Events may arrive late or out of order, so the class is re-read instead of taken from the
 * event. The shard is read first and written only if it did not change since (lastUpdateTime,
 * or create() when it is missing): any writer that saw an older class wrote the shard before
 * this read or fails its precondition and starts over, so the latest class state wins.
 */
export function syncCatalogEntryOf(db: Firestore, classId: string): Promise<CatalogSyncResult> {
  const classRef = db.collection(COLLECTIONS.classes).doc(classId);
  const shardRef = db.collection(COLLECTIONS.catalog).doc(catalogShardId(classId));
  // A FieldPath, not the string `entries.${classId}`: a class id may hold characters that a
  // dotted path would misread.
  const entryPath = new FieldPath('entries', classId);
  return retryOnConflict(async () => {
    const shard = await shardRef.get();
    const wanted = catalogEntryOf((await classRef.get()).data());
    const raw: unknown = shard.exists ? shard.get(entryPath) : undefined;
    const updatedAt = FieldValue.serverTimestamp();

    if (!wanted) {
      if (raw === undefined) return 'unchanged';
      await shardRef.update(entryPath, FieldValue.delete(), 'updatedAt', updatedAt, {
        lastUpdateTime: shard.updateTime!,
      });
      return 'deleted';
    }
    if (raw !== undefined && sameCatalogEntry(storedEntryOf(raw), wanted)) return 'unchanged';
    if (shard.exists) {
      await shardRef.update(entryPath, wanted, 'updatedAt', updatedAt, {
        lastUpdateTime: shard.updateTime!,
      });
    } else {
      await shardRef.create({ entries: { [classId]: wanted }, updatedAt });
    }
    return 'set';
  });
}

// Keeps catalog/{shardId} current as admins create, edit and delete classes.
export const syncCatalogEntry = onDocumentWritten(
  { document: `${COLLECTIONS.classes}/{classId}`, region: FUNCTIONS_REGION },
  async (event) => {
    const { classId } = event.params;
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const entryAfter = catalogEntryOf(after);
    // Most class writes do not touch the card (description, video, the rating totals): they
    // cost no read and no write here.
    if (sameCatalogEntry(catalogEntryOf(before), entryAfter)) return;
    if (after && after.type !== 'CURSO' && !entryAfter) {
      logger.warn('syncCatalogEntry: class without the fields of a catalogue entry', { classId });
    }
    const result = await syncCatalogEntryOf(db, classId);
    logger.debug('syncCatalogEntry', { classId, result });
  },
);
