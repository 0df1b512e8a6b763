import {
  CLASS_NUMBER_COUNTER_ID,
  COLLECTIONS,
  callableMessages as m,
  deleteClassCallable,
  notificationIds,
} from '@app/domain';
import {
  FieldValue,
  type DocumentReference,
  type Query,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { db, defaultBucket } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { nextCounterAfterDelete } from './class-counter';
import { storagePathFromUrl } from './storage-path';

/** Documents per batch: under Firestore's 500 writes, so a class with thousands of comments works. */
const BATCH = 400;

/** Deletes (or updates) every document a query returns, a bounded page at a time. */
async function sweep(
  query: Query,
  write: (batch: WriteBatch, ref: DocumentReference) => void,
): Promise<number> {
  let total = 0;
  for (;;) {
    const page = await query.limit(BATCH).get();
    if (page.empty) return total;
    const batch = db.batch();
    page.docs.forEach((doc) => write(batch, doc.ref));
    await batch.commit();
    total += page.size;
    if (page.size < BATCH) return total;
  }
}

const remove = (batch: WriteBatch, ref: DocumentReference) => batch.delete(ref);

/** The class's files: its attachments folder and its cover when the cover is ours. */
async function removeFiles(classId: string, coverUrl: string | null | undefined): Promise<number> {
  const bucket = defaultBucket();
  let files = 0;
  try {
    const [attachments] = await bucket.getFiles({ prefix: `attachments/${classId}/` });
    await Promise.all(attachments.map((file) => file.delete({ ignoreNotFound: true })));
    files += attachments.length;
    const coverPath = storagePathFromUrl(coverUrl, bucket.name);
    if (coverPath?.startsWith('covers/')) {
      await bucket.file(coverPath).delete({ ignoreNotFound: true });
      files += 1;
    }
  } catch (error) {
    // Files left behind cost storage, not correctness: the class must still go.
    logger.warn('deleteClass: could not remove every file', { classId, error });
  }
  return files;
}

/**
 * Deletes the class document (and its place in its course's order) and, when it held the newest weekly number, steps
 * counters/classNumber back to the newest remaining weekly class, in one transaction, so the
 * next weekly class takes the freed number instead of leaving a hole in the sequence.
 */
async function deleteClassDocument(classRef: DocumentReference): Promise<boolean> {
  const counterRef = db.collection(COLLECTIONS.counters).doc(CLASS_NUMBER_COUNTER_ID);
  return db.runTransaction(async (tx) => {
    const [snapshot, counter] = await Promise.all([tx.get(classRef), tx.get(counterRef)]);
    if (!snapshot.exists) return false;
    // A course class also leaves its course's arranged order.
    const courseId = snapshot.get('courseId') as unknown;
    const courseRef =
      typeof courseId === 'string' && courseId
        ? db.collection(COLLECTIONS.courses).doc(courseId)
        : null;
    const course = courseRef ? await tx.get(courseRef) : null;
    if (counter.exists && counter.get('classId') === classRef.id) {
      const newest = await tx.get(
        db
          .collection(COLLECTIONS.classes)
          .where('type', '==', 'SEMANAL')
          .orderBy('classNumber', 'desc')
          .limit(2),
      );
      const remaining = newest.docs
        .filter((doc) => doc.id !== classRef.id)
        .map((doc) => ({ id: doc.id, classNumber: doc.get('classNumber') as unknown }));
      tx.set(counterRef, {
        ...nextCounterAfterDelete(remaining),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (courseRef && course?.exists && Array.isArray(course.get('classOrder'))) {
      tx.update(courseRef, { classOrder: FieldValue.arrayRemove(classRef.id) });
    }
    tx.delete(classRef);
    return true;
  });
}

// 'Excluir aula': the class, its comments (and their replies) and ratings, its announcement, every user's completion and recent view of
// it, its files in Storage, and the insights' references to it. The class document goes first
// (after its files), so nothing new can hang on it: comments and completions need a readable
// class. Each step sweeps whatever is still there, so a retry after a failure (or a second
// click) finishes the job.
export const deleteClass = onContractCall(
  deleteClassCallable,
  { caller: { adminOnly: m.deleteClassAdminOnly } },
  async ({ classId }) => {
    const classRef = db.collection(COLLECTIONS.classes).doc(classId);
    const coverUrl = (await classRef.get()).get('coverUrl') as string | null | undefined;

    const files = await removeFiles(classId, coverUrl);
    const deleted = await deleteClassDocument(classRef);
    const [comments, ratings, completions, recentViews, referencesCleared] = await Promise.all([
      sweep(classRef.collection(COLLECTIONS.comments), remove),
      sweep(classRef.collection(COLLECTIONS.ratings), remove),
      sweep(db.collectionGroup(COLLECTIONS.completions).where('classId', '==', classId), remove),
      sweep(db.collectionGroup(COLLECTIONS.recentViews).where('classId', '==', classId), remove),
      sweep(
        db.collection(COLLECTIONS.classes).where('referencedClassId', '==', classId),
        (batch, ref) => batch.update(ref, { referencedClassId: null }),
      ),
    ]);

    // Its quiz (the questions and the key); members' results stay, as records (docs/quizzes.md).
    await sweep(classRef.collection(COLLECTIONS.quiz), remove);

    // Its announcement would lead members to a class that is gone (replies go with their comments:
    // deleteThread).
    await db.collection(COLLECTIONS.announcements).doc(notificationIds.newClass(classId)).delete();

    logger.info('deleteClass', { classId, deleted, comments, ratings, completions, recentViews });
    return { deleted, comments, ratings, completions, recentViews, files, referencesCleared };
  },
);
