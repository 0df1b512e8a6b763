// Reseeding the demo project (clear + seed) wrote ~140 documents whose Firestore triggers the
// functions emulator then ran, one process call each (~50 ms of processor time), for nothing: the
// seed writes every derived document itself (catalogue, insights, thread states, certificate PDF)
// and does not depend on triggers. The functions emulator can disable its triggers, but enabling
// them again registers a new generation with the Firestore emulator, which keeps delivering every
// later event to each older one too. This pauses them where the events start instead: the Firestore
// emulator keeps one registration per trigger key, and registering a key again replaces it, so the
// pause points each key at a collection no document lives in, and the resume points the current
// generation's key back at its own documents (older generations stay paused, which also ends their
// useless deliveries).
import { emulatorFromHub, PROJECT_ID, requireEnv } from './emulator-hosts';

type EventTrigger = {
  eventType: string;
  eventFilters?: Record<string, string>;
  eventFilterPathPatterns?: Record<string, string>;
};
type FunctionTrigger = { id: string; region: string; eventTrigger?: EventTrigger };

/** Where paused triggers point: a collection the app and the seed never write. */
const NOWHERE = '__triggers_paused__/{document}';

type Registration = { key: string; bundle: string; generation: number; triggerId: string };

function bundleFor(trigger: EventTrigger, document: string, matchType: string): string {
  return JSON.stringify({
    eventType: trigger.eventType,
    database: trigger.eventFilters?.database,
    namespace: trigger.eventFilters?.namespace,
    document: { value: document, matchType },
  });
}

/** Every Firestore trigger key the functions emulator has registered, with its real bundle. */
async function firestoreRegistrations(): Promise<Registration[]> {
  const functions = await emulatorFromHub('functions');
  const base = `http://${functions.host}:${functions.port}`;
  const { backends } = (await (await fetch(`${base}/backends`)).json()) as {
    backends: { functionTriggers: FunctionTrigger[] }[];
  };
  const triggers = backends
    .flatMap((backend) => backend.functionTriggers)
    .filter((t) => t.eventTrigger?.eventType.startsWith('google.cloud.firestore.'));
  const regions = [...new Set(triggers.map((t) => t.region))];
  const keys = new Set<string>();
  for (const region of regions) {
    // The emulator names its keys only in its answer to an unknown function.
    const listing = await (await fetch(`${base}/${PROJECT_ID}/${region}/list-trigger-keys`)).text();
    for (const key of listing.split('valid functions are:')[1]?.split(',') ?? []) {
      keys.add(key.trim());
    }
  }
  return triggers.flatMap((trigger) => {
    const eventTrigger = trigger.eventTrigger!;
    const pattern = eventTrigger.eventFilterPathPatterns?.document;
    const exact = eventTrigger.eventFilters?.document;
    const bundle = pattern
      ? bundleFor(eventTrigger, pattern, 'PATH_PATTERN')
      : bundleFor(eventTrigger, exact ?? '', 'EXACT');
    return [...keys]
      .filter((key) => new RegExp(`^${trigger.id}-\\d+$`).test(key))
      .map((key) => ({
        key,
        bundle,
        generation: Number(key.slice(key.lastIndexOf('-') + 1)),
        triggerId: trigger.id,
      }));
  });
}

async function register(key: string, bundle: string): Promise<void> {
  const firestore = requireEnv('FIRESTORE_EMULATOR_HOST');
  const response = await fetch(
    `http://${firestore}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${key}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: bundle },
  );
  if (!response.ok) {
    throw new Error(`Registrar o gatilho ${key}: ${response.status} ${await response.text()}`);
  }
}

/** Whether this run has a functions emulator (none: nothing to pause). */
async function functionsEmulatorRuns(): Promise<boolean> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) return false;
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
    string,
    unknown
  >;
  return Boolean(emulators.functions);
}

/**
 * Pauses the Firestore triggers: writes from now on run no function, until the returned `resume`
 * is awaited. Events already sent to the functions emulator still run.
 */
export async function pauseFirestoreTriggers(): Promise<() => Promise<void>> {
  if (!(await functionsEmulatorRuns())) return async () => undefined;
  const registrations = await firestoreRegistrations();
  await Promise.all(
    registrations.map(({ key, bundle }) => {
      const { eventType, database, namespace } = JSON.parse(bundle) as Record<string, string>;
      const nowhere = { value: NOWHERE, matchType: 'PATH_PATTERN' };
      return register(key, JSON.stringify({ eventType, database, namespace, document: nowhere }));
    }),
  );
  return async () => {
    const newest = new Map<string, Registration>();
    for (const registration of registrations) {
      const current = newest.get(registration.triggerId);
      if (!current || registration.generation > current.generation) {
        newest.set(registration.triggerId, registration);
      }
    }
    await Promise.all([...newest.values()].map(({ key, bundle }) => register(key, bundle)));
  };
}

/** Runs `work` with the Firestore triggers paused (pauseFirestoreTriggers). */
export async function withFirestoreTriggersPaused<T>(work: () => Promise<T>): Promise<T> {
  const resume = await pauseFirestoreTriggers();
  try {
    return await work();
  } finally {
    await resume();
  }
}
