// Optimistic concurrency for the Firestore triggers: read, then write with a precondition
// (lastUpdateTime, or create() for a missing document) and start over when someone else wrote in
// between. Used instead of transactions because a transaction holds locks on what it reads, and
// in the emulator those locks block (and time out) other clients' writes and the tests' resets.
import { isAlreadyExists } from './create-once';

/** gRPC codes a precondition write fails with when the document changed since it was read. */
const CONFLICT_CODES = new Set([
  9, // FAILED_PRECONDITION: lastUpdateTime no longer matches
  10, // ABORTED
]);

export function isWriteConflict(error: unknown): boolean {
  // create() of a document someone else created.
  if (isAlreadyExists(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && CONFLICT_CODES.has(code);
}

/** Runs `attempt` until it does not hit a write conflict, at most `maxAttempts` times. */
export async function retryOnConflict<T>(attempt: () => Promise<T>, maxAttempts = 8): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isWriteConflict(error) || tries >= maxAttempts) throw error;
      // A short random pause so concurrent writers of one shard do not collide again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * tries));
    }
  }
}
