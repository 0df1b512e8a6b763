// One Firestore rules-test environment per test file (firebase/quickstart-testing pattern):
// the emulator's loaded firestore.rules, emulator host/port from FIRESTORE_EMULATOR_HOST (set by
// `firebase emulators:exec`). The database is cleared and seeded (rules disabled) once per file:
// clearing and re-seeding before every test cost most of the suite's time, so tests instead keep
// their writes apart with ids of their own (uniqueId, ownUser).
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  setLogLevel,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { RULES_PROJECT_ID } from './emulator-hosts';
import { DEMO_KINDS, DEMO_UIDS, demoProfiles, type DemoKind } from './profiles';

export function emulatorHost(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run the suite under `firebase emulators:exec`.',
    );
  }
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

/** A caller: one of the demo users, a signed-in user without a profile, or nobody. */
export type Caller = DemoKind | 'noProfile' | 'signedOut';
export const NO_PROFILE_UID = 'sem-perfil';

export interface RulesEnvOptions {
  /** Writes the documents the file's tests share (rules disabled), once, after the profiles. */
  seed?: (env: RulesTestEnvironment) => Promise<void>;
}

/**
 * Registers the per-file hooks and returns an accessor for the environment. The file starts from
 * an empty database holding the demo profiles and what `options.seed` writes; nothing is reset
 * between its tests, so a test that writes must use documents (and users) of its own.
 */
export function useRulesEnv(options: RulesEnvOptions = {}): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;

  beforeAll(async () => {
    setLogLevel('error'); // expected PERMISSION_DENIED noise
    // No rules given: the emulator evaluates firestore.rules, checked once per run by
    // rules-coverage.global-setup.ts (loading rules here would reset the coverage report).
    env = await initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      firestore: emulatorHost(),
    });
    await env.clearFirestore();
    await seedProfiles(env);
    await options.seed?.(env);
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  function current(): RulesTestEnvironment {
    if (!env) throw new Error('rules environment not initialised');
    return env;
  }
  return current;
}

// Random per file: nothing is reset between a file's tests, and a test that writes must never
// meet another test's documents under the same ids.
const FILE_TOKEN = Math.random().toString(36).slice(2, 8);
let idCount = 0;

/** An id no other test (of this file or another) uses: for the documents a test writes. */
export function uniqueId(prefix: string): string {
  idCount += 1;
  return `${prefix}-${FILE_TOKEN}-${idCount}`;
}

/** A caller under a uid of its own, and the Firestore client it sees (rules applied). */
export interface OwnUser {
  uid: string;
  db: Firestore;
}

/**
 * Signs in a new user in the state of `caller` (a copy of its demo profile, if it has one), for
 * tests that change the caller's own profile or write documents keyed by the caller's uid: the
 * shared demo profiles stay as every other test expects them.
 */
export async function ownUser(env: RulesTestEnvironment, caller: Caller): Promise<OwnUser> {
  if (caller === 'signedOut') {
    return { uid: uniqueId('ninguem'), db: dbAs(env, 'signedOut') };
  }
  const uid = uniqueId(caller === 'noProfile' ? NO_PROFILE_UID : DEMO_UIDS[caller]);
  if (caller !== 'noProfile') {
    await seed(env, { [`profiles/${uid}`]: demoProfiles()[caller] });
  }
  return { uid, db: env.authenticatedContext(uid).firestore() as unknown as Firestore };
}

// Each rules-unit-testing context is a new app with its own connection, and each new client in Node
// loads the SDK's gRPC definitions again (~10 ms of processor time): more than most rule checks,
// and ~700 times a run when each file opened its own client per caller and each seed one with the
// rules off (withSecurityRulesDisabled). The files share one module graph (tests/vitest.config.ts),
// so one client per project and caller serves the whole run. They sign their requests as
// rules-unit-testing's do: a mock token with the uid, none, or the emulators' "owner" token, which
// turns the rules off. None holds a listener: what a client reads is what the file's database has.
type ClientKind = Caller | 'rulesOff';
const clients = new Map<string, Firestore>();

function client(projectId: string, kind: ClientKind): Firestore {
  const key = `${projectId}/${kind}`;
  let db = clients.get(key);
  if (!db) {
    db = getFirestore(initializeApp({ projectId }, `rules-env/${key}`));
    const { host, port } = emulatorHost();
    if (kind === 'rulesOff') {
      connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
    } else if (kind === 'signedOut') {
      connectFirestoreEmulator(db, host, port);
    } else {
      const uid = kind === 'noProfile' ? NO_PROFILE_UID : DEMO_UIDS[kind];
      connectFirestoreEmulator(db, host, port, { mockUserToken: { sub: uid, user_id: uid } });
    }
    clients.set(key, db);
  }
  return db;
}

/** The Firestore client a caller sees, rules applied. */
export function dbAs(env: RulesTestEnvironment, caller: Caller): Firestore {
  return client(env.projectId, caller);
}

/** A Firestore client with the rules off, for seeding and for reading what a test stored. */
export function rulesOffDb(env: RulesTestEnvironment): Firestore {
  return client(env.projectId, 'rulesOff');
}

/** Writes documents (path → data) with the rules disabled. */
export async function seed(
  env: RulesTestEnvironment,
  docs: Record<string, DocumentData>,
): Promise<void> {
  const db = rulesOffDb(env);
  const batch = writeBatch(db); // one round trip: tests seed their own documents too
  for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
  await batch.commit();
}

/** Seeds `data` as a new document of `collectionPath` under an id of its own; returns the id. */
export async function seedOwn(
  env: RulesTestEnvironment,
  collectionPath: string,
  data: DocumentData,
): Promise<string> {
  const id = uniqueId(collectionPath.slice(collectionPath.lastIndexOf('/') + 1));
  await seed(env, { [`${collectionPath}/${id}`]: data });
  return id;
}

export async function seedProfiles(
  env: RulesTestEnvironment,
  now: Date = new Date(),
): Promise<void> {
  const profiles = demoProfiles(now);
  await seed(
    env,
    Object.fromEntries(DEMO_KINDS.map((user) => [`profiles/${DEMO_UIDS[user]}`, profiles[user]])),
  );
}
