import { classSchema, COLLECTIONS, type Class } from '@app/domain';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';

/** A class as screens use it: the stored document plus its id. */
export type ClassDoc = Class & { id: string };

/**
 * classes/{id} read through the domain schema. 'estimate' fills a pending serverTimestamp() on
 * the writer's own snapshot, so an admin's fresh save does not fail the required timestamps.
 */
const classConverter: FirestoreDataConverter<ClassDoc> = {
  toFirestore: ({ id: _id, ...data }) => data,
  fromFirestore: (snapshot, options) => ({
    id: snapshot.id,
    ...classSchema.parse(snapshot.data({ ...options, serverTimestamps: 'estimate' })),
  }),
};

/** The classes collection, typed. Every query on it must constrain `type` (see firestore.rules). */
export function classesCollection(): CollectionReference<ClassDoc> {
  return collection(firestore, COLLECTIONS.classes).withConverter(classConverter);
}

export function classRef(classId: string): DocumentReference<ClassDoc> {
  return doc(firestore, COLLECTIONS.classes, classId).withConverter(classConverter);
}
