import { COLLECTIONS } from '@app/domain';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { queryPages } from '../common/query-pages';

/** Live classes per page (and per batch: two writes each, under the 500 of a batch). */
const PAGE_SIZE = 200;

export interface RoomMigrationResult {
  /** Live classes read. */
  classes: number;
  /** Links moved to liveClassRooms. */
  moved: number;
  /** Public links removed where the room already existed (its link kept). */
  cleared: number;
}

/**
 * The one-off move of the room links (scripts/migrate-live-class-links.ts): every
 * liveClasses/{id} that still holds `externalLink` gets liveClassRooms/{id} with it (a room already
 * there is kept) and loses the public field, both in one batch per page. Safe to run again: a
 * migrated class has no `externalLink` and is only read. `dryRun` counts without writing.
 */
export async function migrateLiveClassLinks(
  db: Firestore,
  options: { dryRun?: boolean } = {},
): Promise<RoomMigrationResult> {
  const result: RoomMigrationResult = { classes: 0, moved: 0, cleared: 0 };
  const classes = db.collection(COLLECTIONS.liveClasses).orderBy(FieldPath.documentId());
  for await (const page of queryPages(classes, PAGE_SIZE)) {
    result.classes += page.length;
    const legacy = page.filter((doc) => typeof doc.get('externalLink') === 'string');
    if (legacy.length === 0) continue;
    const rooms = await db.getAll(
      ...legacy.map((doc) => db.collection(COLLECTIONS.liveClassRooms).doc(doc.id)),
    );
    const batch = db.batch();
    legacy.forEach((doc, index) => {
      const room = rooms[index];
      if (room && !room.exists) {
        batch.set(room.ref, {
          externalLink: doc.get('externalLink') as string,
          updatedAt: FieldValue.serverTimestamp(),
        });
        result.moved += 1;
      } else {
        result.cleared += 1;
      }
      batch.update(doc.ref, { externalLink: FieldValue.delete() });
    });
    if (!options.dryRun) await batch.commit();
  }
  return result;
}
