import { firestoreAggregationUrl } from '@/config/firestore-rest';
import { auth } from './firebase-app';

type AggregationRow = {
  result?: { aggregateFields?: { count?: { integerValue?: string } } };
};

/**
 * How many documents of `collectionId` have `field` equal to `value`, counted by the server (one
 * read per 1,000 documents) over Firestore's REST API with the signed-in user's token; the rules
 * apply as to a list. Not the SDK's getCountFromServer: using it anywhere brings the SDK's
 * aggregation and pipeline code into the one Firestore chunk that every signed-in screen loads
 * (measured: 307 → 411 kB, 88 → 117 kB gzip).
 */
export async function countWhereEqual(
  collectionId: string,
  field: string,
  value: string,
): Promise<number> {
  const token = await auth.currentUser?.getIdToken();
  if (!token) throw new Error('Contagem sem usuário conectado');
  const response = await fetch(firestoreAggregationUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      structuredAggregationQuery: {
        structuredQuery: {
          from: [{ collectionId }],
          where: {
            fieldFilter: {
              field: { fieldPath: field },
              op: 'EQUAL',
              value: { stringValue: value },
            },
          },
        },
        aggregations: [{ alias: 'count', count: {} }],
      },
    }),
  });
  if (!response.ok) throw new Error(`Contagem falhou: ${response.status}`);
  const rows = (await response.json()) as AggregationRow[];
  return Number(rows[0]?.result?.aggregateFields?.count?.integerValue ?? 0);
}
