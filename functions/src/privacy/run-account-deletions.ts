import { COLLECTIONS } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { runAccountDeletion, type DeletionServices } from './account-deletion';

/** A deletion untouched this long is taken to have stopped (a call lasts at most 5 minutes). */
export const STALLED_AFTER_MS = 10 * 60_000;
const PER_RUN_MAX = 20;

/**
 * Finishes the account deletions that stopped midway (status 'running', no progress for 10
 * minutes), each from its first unfinished step.
 */
export async function runAccountDeletions(services: DeletionServices, now: Date) {
  const stalled = await services.db
    .collection(COLLECTIONS.accountDeletions)
    .where('status', '==', 'running')
    .where('updatedAt', '<', Timestamp.fromMillis(now.getTime() - STALLED_AFTER_MS))
    .limit(PER_RUN_MAX)
    .get();
  let finished = 0;
  for (const doc of stalled.docs) {
    if (await runAccountDeletion(services, doc.id)) finished += 1;
  }
  return { stalled: stalled.size, finished };
}
