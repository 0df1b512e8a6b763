import {
  buildClassSlug,
  CLASS_NUMBER_COUNTER_ID,
  CLASS_TITLE_MAX_LENGTH,
  COLLECTIONS,
  liveLoopMessages,
  liveReplayClassId,
  publishLiveReplayMessages as m,
  type PublishLiveReplayOutput,
} from '@app/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { retryOnConflict } from '../common/retry-on-conflict';

export interface ReplayInput {
  liveClassId: string;
  videoUrl: string;
  description: string;
}

export interface ReplayAuthor {
  uid: string;
  name: string;
}

/** 'Gravação: {título}', cut to a class title's length. */
export function replayTitle(liveTitle: string): string {
  const title = liveLoopMessages.replayTitle(liveTitle);
  return title.length <= CLASS_TITLE_MAX_LENGTH
    ? title
    : `${title.slice(0, CLASS_TITLE_MAX_LENGTH - 1).trimEnd()}…`;
}

/**
 * Publishes the replay at `now`: the live class must have ended; the catalogue class has a fixed
 * id (liveReplayClassId), so a second publish, a retry or two admins at once find it and write
 * nothing. It is a weekly class with the next number (counters/classNumber moves on, as the
 * editor does), the live class's cover and theme; the live class gets replayClassId/replaySlug,
 * which start the follow-ups (follow-up-live-replay.ts). The three writes go in one batch with
 * preconditions (create() for the class, the read's update time for the counter and the live
 * class), retried on a conflict, instead of a transaction whose locks the emulator holds for
 * seconds (functions/src/common/retry-on-conflict.ts).
 */
export async function publishLiveReplayAt(
  db: Firestore,
  author: ReplayAuthor,
  input: ReplayInput,
  now: Date,
): Promise<PublishLiveReplayOutput> {
  const liveRef = db.collection(COLLECTIONS.liveClasses).doc(input.liveClassId);
  const classId = liveReplayClassId(input.liveClassId);
  const classRef = db.collection(COLLECTIONS.classes).doc(classId);
  const counterRef = db.collection(COLLECTIONS.counters).doc(CLASS_NUMBER_COUNTER_ID);
  return retryOnConflict(async () => {
    const [live, existing, counter] = await Promise.all([
      liveRef.get(),
      classRef.get(),
      counterRef.get(),
    ]);
    if (!live.exists || !live.updateTime) throw new HttpsError('not-found', m.notFound);
    if ((live.get('endsAt') as Timestamp).toMillis() > now.getTime()) {
      throw new HttpsError('failed-precondition', m.notEnded);
    }
    if (existing.exists) {
      const slug = existing.get('slug') as string;
      if (live.get('replayClassId') !== classId) {
        await liveRef.update({ replayClassId: classId, replaySlug: slug });
      }
      return { classId, slug, created: false };
    }
    let last = counter.exists ? (counter.get('last') as number) : null;
    if (last === null) {
      const newest = await db
        .collection(COLLECTIONS.classes)
        .where('type', '==', 'SEMANAL')
        .orderBy('classNumber', 'desc')
        .limit(1)
        .get();
      const value: unknown = newest.docs[0]?.get('classNumber');
      last = typeof value === 'number' ? value : 0;
    }
    const classNumber = last + 1;
    const liveTitle = String(live.get('title'));
    const title = replayTitle(liveTitle);
    const slug = buildClassSlug(title);
    const mainThemeId = (live.get('mainThemeId') as string | null | undefined) ?? null;
    const description =
      input.description.trim() || ((live.get('description') as string | null) ?? '');
    const batch = db.batch();
    batch.create(classRef, {
      title,
      description,
      slug,
      videoUrl: input.videoUrl,
      coverUrl: (live.get('coverUrl') as string | null | undefined) ?? null,
      classNumber,
      duration: null,
      professorName: author.name,
      professorDescription: null,
      professorLink: null,
      type: 'SEMANAL',
      courseId: null,
      mainThemeId,
      mainThemeName: (live.get('mainThemeName') as string | null | undefined) ?? null,
      themeIds: mainThemeId ? [mainThemeId] : [],
      attachments: [],
      referencedClassId: null,
      authorId: author.uid,
      authorName: author.name,
      createdAt: Timestamp.fromDate(now),
      updatedAt: Timestamp.fromDate(now),
    });
    const counterData = { last: classNumber, classId, updatedAt: FieldValue.serverTimestamp() };
    if (counter.exists && counter.updateTime) {
      batch.update(counterRef, counterData, { lastUpdateTime: counter.updateTime });
    } else {
      batch.create(counterRef, counterData);
    }
    batch.update(
      liveRef,
      { replayClassId: classId, replaySlug: slug },
      { lastUpdateTime: live.updateTime },
    );
    await batch.commit();
    return { classId, slug, created: true };
  });
}
