import { COLLECTIONS, type Mail } from '@app/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { isAlreadyExists } from '../common/create-once';

export interface SendTally {
  queued: number;
  alreadySent: number;
}

/**
 * Queues e-mails under fixed ids (kind, period and member in the id), each with create(): the
 * `mail` document is its own record that it was sent, so a second run, a retry or an overlapping
 * run queues nothing twice. A BulkWriter spreads the writes and retries the retryable ones.
 */
export async function sendOnce(
  db: Firestore,
  mails: Iterable<{ id: string; mail: Mail }>,
): Promise<SendTally> {
  const tally: SendTally = { queued: 0, alreadySent: 0 };
  const writer = db.bulkWriter();
  writer.onWriteError((error) => !isAlreadyExists(error) && error.failedAttempts < 3);
  const pending: Promise<unknown>[] = [];
  for (const { id, mail } of mails) {
    pending.push(
      writer.create(db.collection(COLLECTIONS.mail).doc(id), mail).then(
        () => (tally.queued += 1),
        (error: unknown) => {
          // This e-mail went out before.
          if (isAlreadyExists(error)) tally.alreadySent += 1;
          else throw error;
        },
      ),
    );
  }
  await writer.close();
  await Promise.all(pending);
  return tally;
}

/** A mail document's reference by its fixed id. */
export const mailRef = (db: Firestore, id: string): DocumentReference =>
  db.collection(COLLECTIONS.mail).doc(id);
