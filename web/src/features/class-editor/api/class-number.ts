// Weekly-class numbers: counters/classNumber holds the last number given; a weekly class is
// created in the same transaction that moves it on by one (firestore.rules check the pair).
// Two admins saving together both read the counter; the second commit is refused, is run
// again, and takes the following number: never the same, never a skip.
import { CLASS_NUMBER_COUNTER_ID, COLLECTIONS } from '@app/domain';
import {
  collection,
  doc,
  type FirestoreError,
  getDocFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

/** Generous: each retry is one read; ten admins saving in the same second still all succeed. */
const MAX_ATTEMPTS = 10;

export function classNumberCounterRef(db: Firestore) {
  return doc(db, COLLECTIONS.counters, CLASS_NUMBER_COUNTER_ID);
}

/**
 * The highest weekly number in use (0 with none). Read only when the counter does not exist
 * yet, i.e. when the classes were imported without one: numbering continues after them.
 */
async function highestWeeklyNumber(db: Firestore): Promise<number> {
  const newest = await getDocs(
    query(
      collection(db, COLLECTIONS.classes),
      where('type', '==', 'SEMANAL'),
      orderBy('classNumber', 'desc'),
      limit(1),
    ),
  );
  const value: unknown = newest.docs[0]?.get('classNumber');
  return typeof value === 'number' ? value : 0;
}

/** The counter's current value straight from the server (null while it does not exist). */
async function storedLast(db: Firestore): Promise<number | null> {
  const counter = await getDocFromServer(classNumberCounterRef(db));
  return counter.exists() ? (counter.get('last') as number) : null;
}

/** By code, not class: the emulator suites' SDK may be another copy of the module. */
const isPermissionDenied = (error: unknown) =>
  (error as Partial<FirestoreError> | null)?.code === 'permission-denied';

/** A few milliseconds at random, so admins who collided do not collide again in lockstep. */
const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 50));

/**
 * Creates classes/{classId} as a weekly class with the next number and moves the counter on,
 * atomically. `fields` is the whole document except classNumber. Resolves with the number.
 */
export async function createNumberedClass(
  db: Firestore,
  classId: string,
  fields: DocumentData,
): Promise<number> {
  const counterRef = classNumberCounterRef(db);
  const classRef = doc(db, COLLECTIONS.classes, classId);
  for (let attempt = 1; ; attempt++) {
    let seen: number | null = null;
    try {
      return await runTransaction(
        db,
        async (tx) => {
          const counter = await tx.get(counterRef);
          seen = counter.exists() ? (counter.get('last') as number) : null;
          const last = seen ?? (await highestWeeklyNumber(db));
          const classNumber = last + 1;
          tx.set(classRef, { ...fields, classNumber });
          tx.set(counterRef, { last: classNumber, classId, updatedAt: serverTimestamp() });
          return classNumber;
        },
        { maxAttempts: MAX_ATTEMPTS },
      );
    } catch (error) {
      // The rules judge a commit against the counter as it is now, so losing a race to another
      // admin can come back as permission-denied rather than a failed precondition (the
      // emulator does this). Try again only when the counter really moved since it was read.
      if (attempt >= MAX_ATTEMPTS || !isPermissionDenied(error)) throw error;
      if ((await storedLast(db)) === seen) throw error;
      await jitter();
    }
  }
}
