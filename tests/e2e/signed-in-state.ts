// The saved sessions (`signedInStates` in fixtures.ts) carry an ID token issued when the run signed
// in. Every file then reseeds, which recreates the demo accounts, and the Auth emulator refuses a
// token issued before its account was (re)created ('TOKEN_EXPIRED': the SDK then signs the page
// out). So after each reseed the tokens in the saved states are renewed through the emulator's
// REST sign-in, a few milliseconds per role; the rest of each state is what the SDK itself stored
// at the real sign-in through /login.
import { readFile, writeFile } from 'node:fs/promises';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-users';
import { requireEnv } from '../support/emulator-hosts';

type StorageState = {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};
type StoredUser = {
  email: string;
  stsTokenManager: { refreshToken: string; accessToken: string; expirationTime: number };
};

const AUTH_USER_KEY = /^firebase:authUser:(.+):\[DEFAULT\]$/;

async function signInWithPassword(apiKey: string, email: string) {
  const host = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Sign-in of ${email} refused: ${await response.text()}`);
  return (await response.json()) as { idToken: string; refreshToken: string; expiresIn: string };
}

/** Renews the tokens of one saved state file in place. */
export async function renewSignedInState(file: string): Promise<void> {
  const state = JSON.parse(await readFile(file, 'utf8')) as StorageState;
  for (const origin of state.origins) {
    for (const item of origin.localStorage) {
      const apiKey = AUTH_USER_KEY.exec(item.name)?.[1];
      if (!apiKey) continue;
      const user = JSON.parse(item.value) as StoredUser;
      const tokens = await signInWithPassword(apiKey, user.email);
      user.stsTokenManager = {
        refreshToken: tokens.refreshToken,
        accessToken: tokens.idToken,
        expirationTime: Date.now() + Number(tokens.expiresIn) * 1000,
      };
      item.value = JSON.stringify(user);
    }
  }
  await writeFile(file, JSON.stringify(state));
}
