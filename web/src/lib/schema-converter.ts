import type { FirestoreDataConverter } from 'firebase/firestore';

/** A stored document as screens use it: its fields, checked by the domain schema, plus its id. */
export type WithId<T> = T & { id: string };

/**
 * Typed reads through a domain zod schema, so a malformed document fails loudly where it is
 * read. 'estimate' fills a pending serverTimestamp() on the writer's own snapshot, so a fresh
 * save does not fail a required timestamp.
 */
export function schemaConverter<T extends object>(schema: {
  parse: (data: unknown) => T;
}): FirestoreDataConverter<WithId<T>> {
  return {
    toFirestore: ({ id: _id, ...data }) => data,
    fromFirestore: (snapshot, options) => ({
      id: snapshot.id,
      ...schema.parse(snapshot.data({ ...options, serverTimestamps: 'estimate' })),
    }),
  };
}
