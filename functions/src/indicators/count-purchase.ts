import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../common/admin';
import { isRecent } from '../common/is-recent';
import { countPurchase } from './indicator-counters';
import { IMPORTED_AFTER_MS } from './imported-after';
import { recordKind } from './purchase-records';

// Every checkout delivery is recorded once in purchases/{eventId}: a sale, a renewal or a refund
// counts in the week it happened (Hotmart's time), whatever day it arrived.
export const countPurchaseRecord = onDocumentCreated(
  { document: `${COLLECTIONS.purchases}/{eventId}`, region: FUNCTIONS_REGION },
  async (event) => {
    const data = event.data;
    if (!data) return;
    const kind = recordKind(data);
    const receivedAt = (data.get('receivedAt') as Timestamp | undefined)?.toDate() ?? null;
    const eventAt = (data.get('eventAt') as Timestamp | undefined)?.toDate() ?? receivedAt;
    if (!kind || !eventAt || !isRecent(receivedAt, new Date(event.time), IMPORTED_AFTER_MS)) return;
    const counted = await countPurchase(db, { eventId: event.params.eventId, kind, at: eventAt });
    logger.debug('countPurchaseRecord', { eventId: event.params.eventId, kind, counted });
  },
);
