import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * An ordered query's documents, a bounded page at a time, each page resuming after the previous
 * page's last document: the same cost per document with 50 documents or 50,000. Every page read
 * is yielded, an empty last one included, so a caller can count the reads it paid for.
 */
export async function* queryPages(
  query: Query,
  pageSize: number,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (after ? query.startAfter(after) : query).limit(pageSize).get();
    yield page.docs;
    if (page.size < pageSize) return;
    after = page.docs[page.size - 1];
  }
}
