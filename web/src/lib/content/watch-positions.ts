import {
  COLLECTIONS,
  WATCH_POSITIONS,
  watchedPercent,
  watchPositionSchema,
  type WatchPosition,
} from '@app/domain';
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';

/** `?continuar=1` on a class page: resume the video where the member stopped, at once. */
export const CONTINUE_PARAM = 'continuar';

const positionRef = (uid: string, classId: string) =>
  doc(firestore, COLLECTIONS.profiles, uid, WATCH_POSITIONS, classId).withConverter(
    schemaConverter(watchPositionSchema),
  );

/** Where the member stopped this class's video, or null. */
export async function fetchWatchPosition(
  uid: string,
  classId: string,
): Promise<WatchPosition | null> {
  return (await getDoc(positionRef(uid, classId))).data() ?? null;
}

/** Saves where the member is (one document per member and class, overwritten). */
export function saveWatchPosition(
  uid: string,
  classId: string,
  at: { position: number; duration: number; watchedSeconds: number },
): Promise<void> {
  return setDoc(doc(firestore, COLLECTIONS.profiles, uid, WATCH_POSITIONS, classId), {
    classId,
    position: at.position,
    duration: at.duration,
    watchedSeconds: at.watchedSeconds,
    updatedAt: serverTimestamp(),
  });
}

/** Firestore's limit on the values of one `in` filter (and the rules' list limit covers it). */
const IN_QUERY_MAX = 30;

/**
 * How far (0–100) the member got in each of these classes' videos, for the ones they started:
 * one query per 30 classes on screen, never more than the screen shows.
 */
export async function fetchWatchedPercents(
  uid: string,
  classIds: readonly string[],
): Promise<ReadonlyMap<string, number>> {
  const unique = [...new Set(classIds)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += IN_QUERY_MAX)
    chunks.push(unique.slice(i, i + IN_QUERY_MAX));
  const positions = collection(firestore, COLLECTIONS.profiles, uid, WATCH_POSITIONS).withConverter(
    schemaConverter(watchPositionSchema),
  );
  const snaps = await Promise.all(
    chunks.map((ids) =>
      getDocs(query(positions, where(documentId(), 'in', ids), limit(IN_QUERY_MAX))),
    ),
  );
  return new Map(
    snaps
      .flatMap((snap) => snap.docs.map((d) => d.data()))
      .map((saved) => [saved.classId, watchedPercent(saved.position, saved.duration)] as const)
      .filter(([, percent]) => percent > 0),
  );
}
