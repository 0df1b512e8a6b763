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

/** Firestore's limit on the values of one `in` filter. */
const IN_QUERY_MAX = 30;

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
 * by the cards on screen, never by the size of the user's history.
 */
export function subscribeCompletedIds(
  uid: string,
  classIds: readonly string[],
  onData: (completed: ReadonlySet<string>) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const unique = [...new Set(classIds)];
  if (unique.length === 0) {
    onData(new Set());
    return () => undefined;
  }
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += IN_QUERY_MAX) {
    chunks.push(unique.slice(i, i + IN_QUERY_MAX));
  }
  const perChunk: (Set<string> | undefined)[] = chunks.map(() => undefined);
  const emit = () => {
    if (perChunk.some((ids) => ids === undefined)) return;
    onData(new Set(perChunk.flatMap((ids) => [...(ids ?? [])])));
  };
  const unsubscribers = chunks.map((ids, index) =>
    onSnapshot(
      query(completionsOf(uid), where(documentId(), 'in', ids)),
      (snap) => {
        perChunk[index] = new Set(snap.docs.map((d) => d.id));
        emit();
      },
      onError,
    ),
  );
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
