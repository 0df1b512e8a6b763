import { COLLECTIONS, partnerSurveySchema } from '@app/domain';
import { collection, documentId, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveList } from '@/lib/firestore-reads';
import { allReads, mapRead, type Read } from '@/lib/use-read';

/** Firestore's limit on the values of one `in` filter. */
const IN_MAX = 30;

/** Live: the survey rating each of these partners gave (absent: not answered). */
export function liveSurveyRatings(uids: readonly string[]): Read<ReadonlyMap<string, number>> {
  const ids = [...new Set(uids)];
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IN_MAX) chunks.push(ids.slice(i, i + IN_MAX));
  const parts = chunks.map((chunk) =>
    liveList(
      `partnerSurveys?ids=${chunk.join(',')}`,
      partnerSurveySchema,
      query(collection(firestore, COLLECTIONS.partnerSurveys), where(documentId(), 'in', chunk)),
    ),
  );
  return mapRead(
    allReads(parts),
    'ratings',
    (lists) => new Map(lists.flat().map((survey) => [survey.id, survey.rating])),
  );
}
