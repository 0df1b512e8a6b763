import { COLLECTIONS } from '@app/domain';
import {
  collection,
  documentId,
  onSnapshot,
  query,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';

/** Firestore's limit on the values of one `in` filter. */
const IN_MAX = 30;

/** Live: the survey rating each of these partners gave (absent: not answered). */
export function subscribeSurveyRatings(
  uids: readonly string[],
  onData: (ratings: ReadonlyMap<string, number>) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const ids = [...new Set(uids)];
  if (ids.length === 0) {
    onData(new Map());
    return () => undefined;
  }
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IN_MAX) chunks.push(ids.slice(i, i + IN_MAX));
  const parts: (Map<string, number> | undefined)[] = chunks.map(() => undefined);
  const unsubscribers = chunks.map((chunk, index) =>
    onSnapshot(
      query(collection(firestore, COLLECTIONS.partnerSurveys), where(documentId(), 'in', chunk)),
      (snap) => {
        parts[index] = new Map(snap.docs.map((d) => [d.id, Number(d.get('rating'))]));
        if (parts.every(Boolean)) {
          onData(new Map(parts.flatMap((part) => [...(part ?? new Map<string, number>())])));
        }
      },
      onError,
    ),
  );
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
