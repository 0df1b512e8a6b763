import { COLLECTIONS, FUNCTIONS_REGION, isLiveReplayClassId, notificationIds } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import type { Timestamp } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../common/admin';
import { isRecent } from '../common/is-recent';
import { createOnce } from '../common/create-once';

/** A class dated more than this before its creation event (seeded, imported) is not news. */
const NEW_CLASS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// A new class is announced with ONE document however many members there are: each member's panel
// reads the announcements newer than their access start. Weekly classes and insights go to every
// member; a course class only to subscribers (the rules hide the rest).
export const announceNewClass = onDocumentCreated(
  { document: `${COLLECTIONS.classes}/{classId}`, region: FUNCTIONS_REGION },
  async (event) => {
    const cls = event.data?.data();
    if (!cls) return;
    const { classId } = event.params;
    // A live class's replay has its own follow-ups, split by attendance (live-classes/follow-ups.ts).
    if (isLiveReplayClassId(classId)) return;
    const createdAt = (cls.createdAt as Timestamp | undefined)?.toDate() ?? null;
    if (!isRecent(createdAt, new Date(event.time), NEW_CLASS_MAX_AGE_MS)) {
      logger.debug('announceNewClass: not new', { classId });
      return;
    }
    const common = { title: cls.title, classSlug: cls.slug, createdAt: cls.createdAt };
    let announcement;
    if (cls.type === 'CURSO') {
      const course = await db.collection(COLLECTIONS.courses).doc(String(cls.courseId)).get();
      announcement = {
        ...common,
        kind: 'courseClass',
        courseTitle: (course.get('title') as string | undefined) ?? '',
        audience: 'subscribers',
      };
    } else {
      announcement = { ...common, kind: 'newClass', audience: 'members' };
    }
    const ref = db.collection(COLLECTIONS.announcements).doc(notificationIds.newClass(classId));
    const written = await createOnce(ref, announcement);
    logger.debug('announceNewClass', { classId, written });
  },
);
