import { afterAll, beforeAll } from 'vitest';
import { pauseFirestoreTriggers } from './paused-triggers';

/**
 * For a file whose writes are not about triggers (hundreds of seeded comments): the Firestore
 * triggers are paused from its first test to its last (paused-triggers.ts), so their work neither
 * costs processor time nor piles up ahead of the next file's triggers, past its polls.
 */
export function withoutBackgroundTriggers(
  options: {
    /** Runs before they resume (clearing the file's data: a clear fires deletes). */
    beforeEnable?: () => Promise<void>;
  } = {},
): void {
  let resume: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    resume = await pauseFirestoreTriggers();
  });
  afterAll(async () => {
    await options.beforeEnable?.();
    await resume?.();
  });
}
