// Test environment for tests/functions: the callables are called through the Firebase JS SDK
// (firebase/auth + firebase/functions against the emulators) exactly as the browser calls them,
// and data is seeded and inspected with firebase-admin, which bypasses the security rules.
// Run under `firebase emulators:exec`, which sets the *_EMULATOR_HOST variables.
import {
  buildProfile,
  FUNCTIONS_REGION,
  readCallableError,
  type Callable,
  type CallableOutput,
} from '@app/domain';
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { BUCKET, PROJECT_ID } from '../../scripts/seed/demo-project';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-users';
import { emulatedTriggers, triggerKeys } from './emulated-triggers';
import { emulatorFromHub, requireEnv } from './emulator-hosts';

export { BUCKET, PROJECT_ID };
export { withoutBackgroundTriggers } from './background-triggers';
/** The password of every user a suite creates: the demo accounts'. */
export const DEFAULT_PASSWORD = DEMO_PASSWORD;

export const firestoreHost = () => requireEnv('FIRESTORE_EMULATOR_HOST');
export const authHost = () => requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
export const storageHost = () =>
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.STORAGE_EMULATOR_HOST ?? null;

interface HostPort {
  host: string;
  port: number;
}

/** The functions emulator: FUNCTIONS_EMULATOR_HOST if set, else asked from the emulator hub. */
export async function functionsHost(): Promise<HostPort> {
  const fromEnv = process.env.FUNCTIONS_EMULATOR_HOST;
  if (fromEnv) {
    const [host = '127.0.0.1', port = ''] = fromEnv.replace(/^https?:\/\//, '').split(':');
    return { host, port: Number(port) };
  }
  return emulatorFromHub('functions');
}

/**
 * The URL that runs a scheduled function once in the functions emulator: it never fires schedules
 * itself, but serves every trigger over HTTP under its newest key (emulated-triggers.ts; older
 * generations stay listed but run nothing).
 */
export async function scheduledTriggerUrl(entryPoint: string): Promise<string> {
  const { host, port } = await functionsHost();
  const base = `http://${host}:${port}`;
  const trigger = (await emulatedTriggers(base)).find(
    (t) => t.entryPoint === entryPoint && t.schedule !== undefined,
  );
  if (!trigger) throw new Error(`No scheduled function ${entryPoint} in the functions emulator`);
  const newest = (await triggerKeys(base, PROJECT_ID, trigger)).at(-1);
  if (!newest) throw new Error(`No trigger key for ${trigger.id} in the functions emulator`);
  return `${base}/${PROJECT_ID}/${trigger.region}/${newest.key.slice(trigger.region.length + 1)}`;
}

// --- admin SDK (seeding and assertions) -----------------------------------------------------

const ADMIN_APP_NAME = 'functions-tests-admin';
const adminApp =
  getAdminApps().find((app) => app.name === ADMIN_APP_NAME) ??
  initializeAdminApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, ADMIN_APP_NAME);
export const adminDb = getAdminFirestore(adminApp);
export const adminAuth = getAdminAuth(adminApp);
export const adminStorage = () => getAdminStorage(adminApp);

/** Empties Firestore and Auth in the emulators (their REST reset endpoints). */
export async function clearEmulators(): Promise<void> {
  const responses = await Promise.all([
    fetch(
      `http://${firestoreHost()}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    ),
    fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }),
  ]);
  for (const response of responses) {
    if (!response.ok)
      throw new Error(`Emulator reset failed: ${response.status} ${await response.text()}`);
  }
}

export type ProfileSeed = Record<string, unknown>;

/**
 * A complete profile document (the domain's buildProfile) of a user who finished registering,
 * created now, with overrides.
 */
export function profileData(email: string, overrides: ProfileSeed = {}): ProfileSeed {
  return {
    ...buildProfile({
      name: 'Usuário de Teste',
      email,
      firstAccess: false,
      registrationComplete: true,
      createdAt: Timestamp.now(),
    }),
    ...overrides,
  };
}

export interface SeededUser {
  uid: string;
  email: string;
  password: string;
}

/** Creates an Auth user and, unless `profile` is null, its profile. */
export async function seedUser(
  email: string,
  profile: ProfileSeed | null = {},
): Promise<SeededUser> {
  const user = await adminAuth.createUser({ email, password: DEFAULT_PASSWORD });
  if (profile) await adminDb.collection('profiles').doc(user.uid).set(profileData(email, profile));
  return { uid: user.uid, email, password: DEFAULT_PASSWORD };
}

export const seedAdmin = (email = 'admin@demo.test', profile: ProfileSeed = {}) =>
  seedUser(email, { name: 'Admin Demo', role: 'ADMIN', ...profile });

export async function profileOf(uid: string) {
  return (await adminDb.collection('profiles').doc(uid).get()).data();
}

export async function countDocs(collection: string): Promise<number> {
  return (await adminDb.collection(collection).count().get()).data().count;
}

/** What a rejected call must leave untouched: Auth accounts and the written collections. */
export async function stateSnapshot() {
  const [users, profiles, roleChanges, mail] = await Promise.all([
    adminAuth.listUsers(1000),
    adminDb.collection('profiles').get(),
    countDocs('roleChanges'),
    countDocs('mail'),
  ]);
  return {
    authUsers: users.users.map((user) => user.email).sort(),
    profiles: Object.fromEntries(profiles.docs.map((doc) => [doc.id, doc.data()])),
    roleChanges,
    mail,
  };
}

// --- client SDK (the browser's view) --------------------------------------------------------

export interface ClientEnv {
  app: FirebaseApp;
  /**
   * Calls a callable by its contract as the currently signed-in user (or signed out). The data is
   * not typed by the contract: the tests send wrong input on purpose.
   */
  call<C extends Callable>(callable: C, data?: unknown): Promise<CallableOutput<C>>;
  signIn(user: Pick<SeededUser, 'email' | 'password'>): Promise<void>;
  signOut(): Promise<void>;
  close(): Promise<void>;
}

let clientCount = 0;

/** A browser-like client app wired to the Auth and Functions emulators. */
export async function createClient(): Promise<ClientEnv> {
  clientCount += 1;
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', authDomain: `${PROJECT_ID}.firebaseapp.com` },
    `functions-tests-client-${clientCount}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost()}`, { disableWarnings: true });
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const { host, port } = await functionsHost();
  connectFunctionsEmulator(functions, host, port);

  return {
    app,
    async call<C extends Callable>(callable: C, data?: unknown) {
      const result = await httpsCallable<unknown, CallableOutput<C>>(
        functions,
        callable.name,
      )(data);
      return result.data;
    },
    async signIn({ email, password }) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async signOut() {
      await signOut(auth);
    },
    async close() {
      await signOut(auth);
      await deleteApp(app);
    },
  };
}

/**
 * Asserts that a callable failed with the given code and pt-BR message, read the way the web
 * reads it (readCallableError strips the " [status]" the JS SDK appends).
 */
export async function expectCallableError(
  promise: Promise<unknown>,
  code: string,
  message: string,
): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected the call to fail with ${code}`).not.toBeNull();
  expect(readCallableError(error)).toEqual({ code, message });
}

// --- one setup for every file of tests/functions ----------------------------------------------

export interface FunctionsSuiteOptions {
  /** Empty Firestore and Auth before each test (and sign the client out), or once per file. */
  reset?: 'each' | 'once';
  /** Whether the file calls callables through a browser-like client (createClient). */
  client?: boolean;
}

/**
 * Registers a functions test file's hooks: the client (unless `client: false`) before all tests,
 * the emulators emptied before each test (or once, with `reset: 'once'`), and the client closed
 * after all. Call it at the top of the file, before the file's own hooks (which
 * then run after these). Returns the file's client: usable inside tests and hooks only.
 */
export function useFunctionsSuite(options: FunctionsSuiteOptions = {}): ClientEnv {
  const { reset = 'each', client: withClient = true } = options;
  let client: ClientEnv | undefined;

  beforeAll(async () => {
    if (withClient) client = await createClient();
    if (reset === 'once') await clearEmulators();
  });
  if (reset === 'each') {
    beforeEach(async () => {
      await client?.signOut();
      await clearEmulators();
    });
  }
  // The admin app stays open for the whole run: the emulator files share their modules
  // (tests/vitest.config.ts, isolate: false), so every file uses this one.
  afterAll(async () => {
    await client?.close();
  });

  const current = (): ClientEnv => {
    if (!client) throw new Error('No client: useFunctionsSuite() was called with client: false');
    return client;
  };
  return {
    get app() {
      return current().app;
    },
    call: (callable, data) => current().call(callable, data),
    signIn: (user) => current().signIn(user),
    signOut: () => current().signOut(),
    close: () => current().close(),
  };
}
