import { afterAll, beforeAll } from 'vitest';

/**
 * For a file whose writes are not about triggers (hundreds of seeded comments): the functions
 * emulator drops background events from its first test to its last, so the triggers' work
 * neither costs processor time nor piles up ahead of the next file's triggers, past its polls.
 * Use it sparingly: enabling them again reloads them under a new generation, and the emulator
 * keeps delivering every later event to each older generation too (which then does nothing);
 * scheduledTriggerUrl takes the newest key.
 */
export function withoutBackgroundTriggers(
  options: {
    /** Runs before they are enabled again (clearing the file's data: a clear fires deletes). */
    beforeEnable?: () => Promise<void>;
  } = {},
): void {
  const set = async (action: 'disable' | 'enable') => {
    const hub = process.env.FIREBASE_EMULATOR_HUB;
    if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run under emulators:exec');
    const response = await fetch(`http://${hub}/functions/${action}BackgroundTriggers`, {
      method: 'PUT',
    });
    // 400: no functions emulator in this run, so no triggers to switch.
    if (!response.ok && response.status !== 400)
      throw new Error(`${action}BackgroundTriggers: ${response.status}`);
  };
  beforeAll(() => set('disable'));
  afterAll(async () => {
    await options.beforeEnable?.();
    await set('enable');
  });
}
