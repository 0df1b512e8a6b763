import { CATALOG_SHARD_IDS, catalogShardSchema, COLLECTIONS, type CatalogEntry } from '@app/domain';
import { doc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { readDoc } from '@/lib/firestore-reads';
import { allReads, mapRead } from '@/lib/use-read';

/**
 * The whole catalogue of weekly classes and insights, from its index shards (catalog/*): one
 * read per shard however many classes there are, read once. A missing shard counts as empty.
 * The weekly list's search and the class form's 'Aula Referente' both read it.
 */
export const catalogEntries = () =>
  mapRead(
    allReads(
      CATALOG_SHARD_IDS.map((id) =>
        readDoc(catalogShardSchema, doc(firestore, COLLECTIONS.catalog, id)),
      ),
    ),
    'entries',
    (shards): Record<string, CatalogEntry> =>
      Object.assign({}, ...shards.map((shard) => shard?.entries ?? {})),
  );
