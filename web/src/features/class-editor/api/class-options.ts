// What the form offers: themes, main themes and the weekly classes an insight may refer to.
import { CATALOG_SHARD_IDS, catalogShardSchema, COLLECTIONS, themeSchema } from '@app/domain';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  type Firestore,
} from 'firebase/firestore';

export type Option = { id: string; name: string };
export type WeeklyOption = { id: string; classNumber: number; title: string };

/** Bounds the read; the platform has eight topics, admins may add a few more. */
const THEME_OPTIONS_LIMIT = 100;

async function themeOptions(db: Firestore, name: string): Promise<Option[]> {
  const snapshot = await getDocs(
    query(collection(db, name), orderBy('name'), limit(THEME_OPTIONS_LIMIT)),
  );
  return snapshot.docs.map((d) => ({ id: d.id, ...themeSchema.parse(d.data()) }));
}

export const fetchThemes = (db: Firestore) => themeOptions(db, COLLECTIONS.themes);
export const fetchMainThemes = (db: Firestore) => themeOptions(db, COLLECTIONS.mainThemes);

/**
 * Every weekly class, sorted by number, for 'Aula Referente'. Read from the catalogue index
 * (packages/domain/src/entities/catalog.ts): two documents whatever the number of classes,
 * instead of one read per class.
 */
export async function fetchWeeklyOptions(db: Firestore): Promise<WeeklyOption[]> {
  const shards = await Promise.all(
    CATALOG_SHARD_IDS.map((id) => getDoc(doc(db, COLLECTIONS.catalog, id))),
  );
  const options: WeeklyOption[] = [];
  for (const shard of shards) {
    if (!shard.exists()) continue;
    const { entries } = catalogShardSchema.parse(shard.data());
    for (const [id, entry] of Object.entries(entries)) {
      if (entry.type === 'SEMANAL' && typeof entry.classNumber === 'number') {
        options.push({ id, classNumber: entry.classNumber, title: entry.title });
      }
    }
  }
  return options.sort((a, b) => a.classNumber - b.classNumber);
}
