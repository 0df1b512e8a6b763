// The purchase records as the indicators count them: the query of the records since a day (the
// backfill and the nightly reconciliation read the same ones) and what one record counts as.
import {
  COLLECTIONS,
  purchaseKind,
  saoPauloWallClock,
  type MembershipAction,
  type PurchaseKind,
} from '@app/domain';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';

/** The records whose event happened from the São Paulo day `fromDay` on, in event order. */
export const purchaseRecordsSince = (db: Firestore, fromDay: string) =>
  db
    .collection(COLLECTIONS.purchases)
    .where('eventAt', '>=', Timestamp.fromDate(saoPauloWallClock(fromDay, '00:00')))
    .orderBy('eventAt')
    .select('eventAt', 'outcome', 'action', 'event');

/** A sale, a renewal, a refund, or null for a record that counts as none. */
export const recordKind = (record: DocumentSnapshot): PurchaseKind | null =>
  purchaseKind({
    outcome: record.get('outcome') as string,
    action: (record.get('action') as MembershipAction | null | undefined) ?? null,
    event: record.get('event') as string,
  });
