import { COLLECTIONS, FUNCTIONS_REGION, isAdmin } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../common/admin';
import { isRecent } from '../common/is-recent';
import { profileRef } from '../common/profiles';
import { countOpening } from './indicator-counters';
import { IMPORTED_AFTER_MS } from './imported-after';

// The class page rewrites profiles/{uid}/recentViews/{classId} on every opening (a new viewedAt):
// each such write is one opening, and the member's first of the week makes them active in it.
// Admins are the staff, not members: their openings are not counted.
export const countClassOpening = onDocumentWritten(
  {
    document: `${COLLECTIONS.profiles}/{uid}/${COLLECTIONS.recentViews}/{classId}`,
    region: FUNCTIONS_REGION,
  },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const viewedAt = (after.get('viewedAt') as Timestamp | undefined)?.toDate() ?? null;
    const before = (event.data?.before.get('viewedAt') as Timestamp | undefined)?.toDate();
    if (!viewedAt || before?.getTime() === viewedAt.getTime()) return;
    if (!isRecent(viewedAt, new Date(event.time), IMPORTED_AFTER_MS)) return;
    const { uid, classId } = event.params;
    const profile = (await profileRef(uid).get()).data();
    if (!profile || isAdmin(profile)) return;
    const counted = await countOpening(db, {
      eventId: event.id,
      uid,
      classId,
      title: (after.get('title') as string | undefined) ?? classId,
      at: viewedAt,
    });
    logger.debug('countClassOpening', { uid, classId, counted });
  },
);
