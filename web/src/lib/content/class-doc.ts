import { classSchema, COLLECTIONS, type Class } from '@app/domain';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveList, readList } from '@/lib/firestore-reads';
import { schemaConverter, type WithId } from '@/lib/schema-converter';

/** A class as screens use it: the stored document plus its id. */
export type ClassDoc = WithId<Class>;

const classConverter = schemaConverter(classSchema);

/** The classes collection, typed. Every query on it must constrain `type` (see firestore.rules). */
export function classesCollection(): CollectionReference<ClassDoc> {
  return collection(firestore, COLLECTIONS.classes).withConverter(classConverter);
}

export function classRef(classId: string): DocumentReference<ClassDoc> {
  return doc(firestore, COLLECTIONS.classes, classId).withConverter(classConverter);
}

/**
 * A query of classes as a live read; `bounds` names its filters, order and limit (the key, next
 * to the query it names), e.g. `type=SEMANAL&by=classNumber-desc&limit=8`.
 */
export const liveClassList = (bounds: string, q: Query) =>
  liveList(`classes?${bounds}`, classSchema, q);

/** The same, read once. */
export const readClassList = (bounds: string, q: Query) =>
  readList(`classes?${bounds}`, classSchema, q);
