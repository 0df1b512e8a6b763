import { classSchema, COLLECTIONS, type Class } from '@app/domain';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';

/** A class as screens use it: the stored document plus its id. */
export type ClassDoc = Class & { id: string };

const classConverter = schemaConverter(classSchema);

/** The classes collection, typed. Every query on it must constrain `type` (see firestore.rules). */
export function classesCollection(): CollectionReference<ClassDoc> {
  return collection(firestore, COLLECTIONS.classes).withConverter(classConverter);
}

export function classRef(classId: string): DocumentReference<ClassDoc> {
  return doc(firestore, COLLECTIONS.classes, classId).withConverter(classConverter);
}
