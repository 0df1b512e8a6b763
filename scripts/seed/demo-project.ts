// The emulator project every script and suite talks to, named once in .firebaserc (a demo- id, so
// the emulators never reach a real project); scripts/lib/local-emulators.mjs reads the same file.
import { readFileSync } from 'node:fs';

const firebaserc = JSON.parse(
  readFileSync(new URL('../../.firebaserc', import.meta.url), 'utf8'),
) as { projects: { default: string } };

export const PROJECT_ID = firebaserc.projects.default;

/** Its default Storage bucket, as the emulators name it (FIREBASE_CONFIG.storageBucket). */
export const BUCKET = `${PROJECT_ID}.appspot.com`;
