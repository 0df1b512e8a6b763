import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../common/admin';
import { reminderLinks } from '../reminders/reminder-links';
import { unsubscribeSecret } from '../reminders/unsubscribe-secret';
import { runReplayFollowUps } from './follow-ups';

// When publishLiveReplay links the replay on the live class: the follow-ups to who came and who
// missed (./follow-ups.ts), idempotent, so a repeated delivery of the event sends nothing twice.
export const followUpLiveReplay = onDocumentUpdated(
  {
    document: `${COLLECTIONS.liveClasses}/{liveClassId}`,
    region: FUNCTIONS_REGION,
    secrets: [unsubscribeSecret],
    timeoutSeconds: 540,
    memory: '512MiB',
  },
  async (event) => {
    const before = event.data?.before.get('replayClassId') as string | null | undefined;
    const after = event.data?.after.get('replayClassId') as string | null | undefined;
    if (!after || before === after) return;
    const { liveClassId } = event.params;
    const result = await runReplayFollowUps(db, liveClassId, reminderLinks(), new Date(event.time));
    logger.info('followUpLiveReplay', { liveClassId, ...result });
  },
);
