// Rebuilds the whole catalogue index from the classes: used by the seed, by the benchmark after
// it adds thousands of classes without the functions emulator, and by hand after raising
// CATALOG_SHARD_COUNT. Day to day the syncCatalogEntry trigger keeps the index current.
import { CATALOG_SHARD_IDS, COLLECTIONS, OPEN_CLASS_TYPES, type CatalogEntry } from '@app/domain';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { queryPages } from '../common/query-pages';
import {
  CATALOG_SOURCE_FIELDS,
  catalogEntryOf,
  groupEntriesByShard,
  sameEntries,
  storedEntriesOf,
} from './catalog-entries';

/** Classes read per query: bounded pages, so a big catalogue never loads in one response. */
const PAGE_SIZE = 500;

async function openClassEntries(db: Firestore): Promise<Record<string, CatalogEntry>> {
  const entries: Record<string, CatalogEntry> = {};
  // One query per open type: course classes are never read, so they cannot leak into the index.
  for (const type of OPEN_CLASS_TYPES) {
    const classes = db
      .collection(COLLECTIONS.classes)
      .where('type', '==', type)
      .orderBy(FieldPath.documentId())
      .select(...CATALOG_SOURCE_FIELDS);
    for await (const docs of queryPages(classes, PAGE_SIZE)) {
      for (const doc of docs) {
        const entry = catalogEntryOf(doc.data());
        if (entry) entries[doc.id] = entry;
      }
    }
  }
  return entries;
}

/**
 * Writes every shard (catalog/open-0, open-1, …) with exactly the entries of the current weekly
 * classes and insights, replacing whatever it held. A shard that already holds those entries is
 * left untouched, so re-running (e.g. the seed) changes nothing. Returns the number of entries.
 */
export async function rebuildCatalog(db: Firestore): Promise<number> {
  const entries = await openClassEntries(db);
  const shards = groupEntriesByShard(entries);
  await Promise.all(
    CATALOG_SHARD_IDS.map(async (shardId) => {
      const ref = db.collection(COLLECTIONS.catalog).doc(shardId);
      const wanted = shards[shardId] ?? {};
      const current = await ref.get();
      const raw: unknown = current.get('entries');
      const stored = storedEntriesOf(raw);
      // Same entries, and none malformed (storedEntriesOf leaves those out): nothing to write.
      const clean = raw != null && Object.keys(raw).length === Object.keys(stored).length;
      if (current.exists && clean && sameEntries(stored, wanted)) return;
      await ref.set({ entries: wanted, updatedAt: FieldValue.serverTimestamp() });
    }),
  );
  return Object.keys(entries).length;
}
