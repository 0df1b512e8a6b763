// One Storage rules-test environment per test file: storage.rules loaded into the Storage
// emulator, the demo profiles seeded in Firestore (storage.rules read them with firestore.get()),
// objects seeded and cleared with the rules disabled. Hosts come from `firebase emulators:exec`.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_UIDS } from './profiles';
import { PROJECT_ID } from './emulator-hosts';
import { repoRoot } from './repo-root';
import { emulatorHost, NO_PROFILE_UID, seedProfiles, type Caller } from './rules-env';

const STORAGE_RULES_PATH = resolve(repoRoot, 'storage.rules');

/** The domain's megabyte, which storage.rules and the upload schemas count in. */
export { MB } from '@app/domain';

/** The compat Storage client rules-unit-testing hands out. */
export type TestStorage = ReturnType<RulesTestContext['storage']>;
type StorageRef = ReturnType<TestStorage['ref']>;

function storageHost(): { host: string; port: number } {
  const value = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!value) {
    throw new Error(
      'FIREBASE_STORAGE_EMULATOR_HOST is not set: run the suite under `firebase emulators:exec --only firestore,storage`.',
    );
  }
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

/**
 * Registers the per-file hooks and returns an accessor for the environment. Every test starts
 * from an empty bucket and a database holding only the demo profiles.
 */
export function useStorageEnv(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;

  beforeAll(async () => {
    setLogLevel('error');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      // No Firestore rules here: seeding bypasses them, and so does Storage's firestore.get().
      firestore: emulatorHost(),
      storage: { rules: await readFile(STORAGE_RULES_PATH, 'utf8'), ...storageHost() },
    });
  });

  beforeEach(async () => {
    await current().clearFirestore();
    await seedProfiles(current());
    await clearBucket(current());
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  function current(): RulesTestEnvironment {
    if (!env) throw new Error('storage rules environment not initialised');
    return env;
  }
  return current;
}

/** The Storage client a caller sees, rules applied. */
export function storageAs(env: RulesTestEnvironment, caller: Caller): TestStorage {
  if (caller === 'signedOut') return env.unauthenticatedContext().storage();
  const uid = caller === 'noProfile' ? NO_PROFILE_UID : DEMO_UIDS[caller];
  return env.authenticatedContext(uid).storage();
}

/** `size` bytes of content. */
export function bytes(size: number): Uint8Array {
  return new Uint8Array(size).fill(7);
}

/** Uploads a file as the caller; resolves when the upload is finalised (rules: create). */
export function upload(
  storage: TestStorage,
  path: string,
  size: number,
  contentType: string,
): Promise<unknown> {
  const task = storage.ref(path).put(bytes(size), { contentType });
  return new Promise((resolvePromise, reject) => {
    task.then(resolvePromise, reject);
  });
}

/** Stores a file with the rules disabled (for read, update and delete cases). */
export async function seedObject(
  env: RulesTestEnvironment,
  path: string,
  contentType = 'image/png',
  size = 1024,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await upload(context.storage(), path, size, contentType);
  });
}

/**
 * rules-unit-testing's clearStorage() only deletes objects at the bucket root; this walks every
 * prefix so nested paths (covers/…, avatars/{uid}/…) are cleared too.
 */
async function clearBucket(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const clear = async (folder: StorageRef): Promise<void> => {
      const { items, prefixes } = await folder.listAll();
      await Promise.all(items.map((item) => item.delete()));
      await Promise.all(prefixes.map(clear));
    };
    await clear(context.storage().ref());
  });
}
