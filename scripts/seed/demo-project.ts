// The emulator project every script and suite talks to, named once in .firebaserc (a demo- id, so
// the emulators never reach a real project); scripts/emulators/local-emulators.mjs reads the same
// file.
import { readFileSync } from 'node:fs';

const firebaserc = JSON.parse(
  readFileSync(new URL('../../.firebaserc', import.meta.url), 'utf8'),
) as { projects: { default: string } };

export const PROJECT_ID = firebaserc.projects.default;

/** Its default Storage bucket, as the emulators name it (FIREBASE_CONFIG.storageBucket). */
export const BUCKET = `${PROJECT_ID}.appspot.com`;

/**
 * The local app's address, as the functions know it (APP_URL in functions/.env.<project>): the
 * seeded certificate's PDF prints its verification address under it, like one the function issues.
 */
export const DEMO_APP_URL = (() => {
  const env = readFileSync(new URL(`../../functions/.env.${PROJECT_ID}`, import.meta.url), 'utf8');
  const match = /^APP_URL='([^']+)'/m.exec(env);
  if (!match?.[1]) throw new Error(`APP_URL is missing from functions/.env.${PROJECT_ID}`);
  return match[1];
})();
