// Where the emulators of this run listen. `firebase emulators:exec` exports most hosts; the rest
// (hosting) comes from the emulator hub, so a suite never hard-codes a port.
import { BUCKET, PROJECT_ID } from '../../scripts/seed/demo-project';

export { BUCKET, PROJECT_ID };

/**
 * The Firestore rules suites' own project in the same emulator: the functions emulator only
 * listens to PROJECT_ID, so the thousands of writes the rules checks make fire no trigger (no
 * processor time, no backlog ahead of the suites that wait for triggers). The emulator runs
 * firestore.rules for it too (rules-coverage.ts loads them).
 */
export const RULES_PROJECT_ID = `${PROJECT_ID}-rules`;

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} não definido: rode a suíte com npm run test:emulators`);
  return value;
}

type HubEntry = { host: string; port: number };

export async function emulatorFromHub(name: string): Promise<HubEntry> {
  const hub = requireEnv('FIREBASE_EMULATOR_HUB');
  const response = await fetch(`http://${hub}/emulators`);
  const entry = ((await response.json()) as Record<string, HubEntry | undefined>)[name];
  if (!entry) throw new Error(`O emulador ${name} não está rodando nesta execução`);
  return entry;
}

/** Base URL of the built web app served by the Hosting emulator. */
export async function appBaseUrl(): Promise<string> {
  const hosting = await emulatorFromHub('hosting');
  return `http://${hosting.host}:${hosting.port}`;
}

/** Empties Firestore and Auth between suites that need a clean project. */
export async function clearEmulatorData(): Promise<void> {
  const firestore = requireEnv('FIRESTORE_EMULATOR_HOST');
  const auth = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
  await fetch(
    `http://${firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  await fetch(`http://${auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}
