import {
  getDoc,
  getDocs,
  onSnapshot,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';
import { schemaConverter, type WithId } from './schema-converter';
import { liveRead, onceRead, type OnceRead, type Read } from './use-read';

type Schema<T> = { parse: (data: unknown) => T };

/**
 * Firestore reads as Read objects. The key is the document's path, or the name the feature's
 * `api/` gives a query next to the query itself. Each takes the domain schema that checks what
 * is read, so every document arrives typed and validated (with its id).
 */

/** One document, live; `null` while it does not exist. */
export function liveDoc<T extends object>(
  schema: Schema<T>,
  ref: DocumentReference,
): Read<WithId<T> | null> {
  const typed = ref.withConverter(schemaConverter(schema));
  return liveRead(`doc:${ref.path}`, (onData, onError) =>
    onSnapshot(typed, (snap) => onData(snap.exists() ? snap.data() : null), onError),
  );
}

/** One document, read once; `null` when it does not exist. */
export function readDoc<T extends object>(
  schema: Schema<T>,
  ref: DocumentReference,
): OnceRead<WithId<T> | null> {
  const typed = ref.withConverter(schemaConverter(schema));
  return onceRead(`doc-once:${ref.path}`, async () => {
    const snap = await getDoc(typed);
    return snap.exists() ? snap.data() : null;
  });
}

/** A bounded query's documents, live. `key` names the query: its collection and every bound. */
export function liveList<T extends object>(
  key: string,
  schema: Schema<T>,
  q: Query,
): Read<WithId<T>[]> {
  const typed = q.withConverter(schemaConverter(schema));
  return liveRead(`list:${key}`, (onData, onError) =>
    onSnapshot(typed, (snap) => onData(snap.docs.map((d) => d.data())), onError),
  );
}

/** A bounded query's documents, read once. */
export function readList<T extends object>(
  key: string,
  schema: Schema<T>,
  q: Query,
): OnceRead<WithId<T>[]> {
  const typed = q.withConverter(schemaConverter(schema));
  return onceRead(`list-once:${key}`, async () => (await getDocs(typed)).docs.map((d) => d.data()));
}
