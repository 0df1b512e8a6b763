import { COLLECTIONS, partnerSurveySchema } from '@app/domain';
import { collection, documentId, query, where } from 'firebase/firestore';
import { inChunks, IN_QUERY_MAX } from '@/lib/content/in-chunks';
import { firestore } from '@/lib/firestore';
import { liveList } from '@/lib/firestore-reads';
import { allReads, mapRead, type Read } from '@/lib/use-read';

/** Live: the survey rating each of these partners gave (absent: not answered). */
export function liveSurveyRatings(uids: readonly string[]): Read<ReadonlyMap<string, number>> {
  const chunks = inChunks([...new Set(uids)], IN_QUERY_MAX);
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
