import { COLLECTIONS, watchedPercent, watchPositionSchema, type WatchPosition } from '@app/domain';
import {
  collection,
  doc,
  documentId,
  limit,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { readDoc, readList } from '@/lib/firestore-reads';
import { allReads, mapRead, type Read } from '@/lib/use-read';
import { IN_QUERY_MAX, inChunks } from './in-chunks';

/** `?continuar=1` on a class page: resume the video where the member stopped, at once. */
export const CONTINUE_PARAM = 'continuar';

const positionRef = (uid: string, classId: string) =>
  doc(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.watchPositions, classId);

/** Where the member stopped this class's video, or null. */
export function fetchWatchPosition(uid: string, classId: string): Promise<WatchPosition | null> {
  return readDoc(watchPositionSchema, positionRef(uid, classId)).load();
}

/** Saves where the member is (one document per member and class, overwritten). */
export function saveWatchPosition(
  uid: string,
  classId: string,
  at: { position: number; duration: number; watchedSeconds: number },
): Promise<void> {
  return setDoc(positionRef(uid, classId), {
    classId,
    position: at.position,
    duration: at.duration,
    watchedSeconds: at.watchedSeconds,
    updatedAt: serverTimestamp(),
  });
}

/**
 * How far (0–100) the member got in each of these classes' videos, for the ones they started:
 * one query per 30 classes on screen, never more than the screen shows. No user or no ids: an
 * empty map at once.
 */
export function watchedPercents(
  uid: string,
  classIds: readonly string[],
): Read<ReadonlyMap<string, number>> {
  const unique = uid ? [...new Set(classIds)].sort() : [];
  const chunks = inChunks(unique, IN_QUERY_MAX).map((ids) =>
    readList(
      `profiles/${uid}/${COLLECTIONS.watchPositions}?ids=${ids.join(',')}&limit=${IN_QUERY_MAX}`,
      watchPositionSchema,
      query(
        collection(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.watchPositions),
        where(documentId(), 'in', ids),
        // The rules allow a list only with a limit (at most 50); a chunk holds no more anyway.
        limit(IN_QUERY_MAX),
      ),
    ),
  );
  return mapRead(
    allReads<WatchPosition[][]>(chunks),
    'percents',
    (lists) =>
      new Map(
        lists
          .flat()
          .map((saved) => [saved.classId, watchedPercent(saved.position, saved.duration)] as const)
          .filter(([, percent]) => percent > 0),
      ),
  );
}
