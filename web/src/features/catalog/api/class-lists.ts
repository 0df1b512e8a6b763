import {
  CATALOG_SHARD_IDS,
  catalogShardSchema,
  COLLECTIONS,
  type CatalogEntry,
  type ClassType,
} from '@app/domain';
import {
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { classesCollection, type ClassDoc } from '@/lib/content';
import { firestore } from '@/lib/firestore';

/** Cards in a dashboard row (two rows of four on a wide screen). */
export const ROW_SIZE = 8;
/** Cards per page of the weekly list. */
export const WEEKLY_PAGE_SIZE = 24;

/** Live: the newest weekly classes (by number) or insights (by date), bounded. */
export function subscribeLatest(
  type: Extract<ClassType, 'SEMANAL' | 'INSIGHT'>,
  count: number,
  onData: (classes: ClassDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const order = type === 'SEMANAL' ? orderBy('classNumber', 'desc') : orderBy('createdAt', 'desc');
  return onSnapshot(
    query(classesCollection(), where('type', '==', type), order, limit(count)),
    (snap) => onData(snap.docs.map((d) => d.data())),
    onError,
  );
}

export type WeeklyPage = {
  classes: ClassDoc[];
  /** Where the next page starts; null when this was the last one. */
  cursor: QueryDocumentSnapshot<ClassDoc> | null;
};

/** One page of weekly classes, newest number first, optionally of one main theme. */
export async function fetchWeeklyPage(
  mainThemeId: string | null,
  after: QueryDocumentSnapshot<ClassDoc> | null,
): Promise<WeeklyPage> {
  const constraints = [
    where('type', '==', 'SEMANAL' satisfies ClassType),
    ...(mainThemeId ? [where('mainThemeId', '==', mainThemeId)] : []),
    orderBy('classNumber', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(WEEKLY_PAGE_SIZE + 1),
  ];
  const snap = await getDocs(query(classesCollection(), ...constraints));
  const docs = snap.docs.slice(0, WEEKLY_PAGE_SIZE);
  return {
    classes: docs.map((d) => d.data()),
    cursor: snap.docs.length > WEEKLY_PAGE_SIZE ? (docs[docs.length - 1] ?? null) : null,
  };
}

/**
 * The whole catalogue of weekly classes and insights, from its index shards: one read per
 * shard however many classes there are. A missing shard counts as empty.
 */
export async function fetchCatalog(): Promise<Record<string, CatalogEntry>> {
  const shards = await Promise.all(
    CATALOG_SHARD_IDS.map((id) => getDoc(doc(firestore, COLLECTIONS.catalog, id))),
  );
  const entries: Record<string, CatalogEntry> = {};
  for (const shard of shards) {
    if (!shard.exists()) continue;
    Object.assign(entries, catalogShardSchema.parse(shard.data()).entries);
  }
  return entries;
}
