import { COLLECTIONS } from '@app/domain';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { allReads, liveRead, mapRead, type Read } from '@/lib/use-read';
import { IN_QUERY_MAX, inChunks } from './in-chunks';

const completionsOf = (uid: string) =>
  collection(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.completions);

/** profiles/{uid}/completions/{classId}: the record exists while the class counts as done. */
export function completionRef(uid: string, classId: string) {
  return doc(completionsOf(uid), classId);
}

/** Marks a class done (the record carries courseId so a course's progress is one query). */
export function markCompleted(uid: string, classId: string, courseId: string | null | undefined) {
  return setDoc(completionRef(uid, classId), {
    classId,
    ...(courseId ? { courseId } : {}),
    completedAt: serverTimestamp(),
  });
}

export function unmarkCompleted(uid: string, classId: string) {
  return deleteDoc(completionRef(uid, classId));
}

/** Live: whether one class is completed by the user. */
export function subscribeCompleted(
  uid: string,
  classId: string,
  onData: (completed: boolean) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(completionRef(uid, classId), (snap) => onData(snap.exists()), onError);
}

/**
 * Live: which of `classIds` the user completed. One `in` query per 30 ids, so the read is bounded
 * by the cards on screen, never by the size of the user's history. No user or no ids: none, at once.
 */
export function completedAmong(
  uid: string,
  classIds: readonly string[],
): Read<ReadonlySet<string>> {
  const unique = uid ? [...new Set(classIds)].sort() : [];
  const chunks = inChunks(unique, IN_QUERY_MAX).map((ids) =>
    liveRead<string[]>(`profiles/${uid}/completions?ids=${ids.join(',')}`, (onData, onError) =>
      onSnapshot(
        query(completionsOf(uid), where(documentId(), 'in', ids)),
        (snap) => onData(snap.docs.map((d) => d.id)),
        onError,
      ),
    ),
  );
  return mapRead(allReads<string[][]>(chunks), 'set', (lists) => new Set(lists.flat()));
}
