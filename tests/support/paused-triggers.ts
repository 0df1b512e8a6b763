// Reseeding the demo project (clear + seed) wrote ~140 documents whose Firestore triggers the
// functions emulator then ran, one process call each, for nothing: the
// seed writes every derived document itself (catalogue, insights, thread states, certificate PDF)
// and does not depend on triggers. The functions emulator can disable its triggers, but enabling
// them again registers a new generation with the Firestore emulator, which keeps delivering every
// later event to each older one too. This pauses them where the events start instead: the Firestore
// emulator keeps one registration per trigger key, and registering a key again replaces it, so the
// pause points each key at a collection no document lives in, and the resume points the current
// generation's key back at its own documents (older generations stay paused, which also ends their
// useless deliveries).
import { emulatorFromHub, PROJECT_ID, requireEnv } from './emulator-hosts';
import { emulatedTriggers, triggerKeys, type EventTrigger } from './emulated-triggers';

/** Where paused triggers point: a collection the app and the seed never write. */
const NOWHERE = '__triggers_paused__/{document}';

type Target = { value: string; matchType: 'PATH_PATTERN' | 'EXACT' };
type Registration = { key: string; eventTrigger: EventTrigger; target: Target };

/** The documents a trigger listens to, as the functions emulator registered them. */
function targetOf(trigger: EventTrigger): Target {
  const pattern = trigger.eventFilterPathPatterns?.document;
  if (pattern) return { value: pattern, matchType: 'PATH_PATTERN' };
  return { value: trigger.eventFilters?.document ?? '', matchType: 'EXACT' };
}

/** Every Firestore trigger's keys (all generations, oldest first), with what each listens to. */
async function firestoreRegistrations(): Promise<Registration[][]> {
  const functions = await emulatorFromHub('functions');
  const base = `http://${functions.host}:${functions.port}`;
  const triggers = (await emulatedTriggers(base)).filter((t) =>
    t.eventTrigger?.eventType.startsWith('google.cloud.firestore.'),
  );
  return Promise.all(
    triggers.map(async (trigger) => {
      const eventTrigger = trigger.eventTrigger!;
      const keys = await triggerKeys(base, PROJECT_ID, trigger);
      return keys.map(({ key }) => ({ key, eventTrigger, target: targetOf(eventTrigger) }));
    }),
  );
}

/** Points a trigger key at `target` (the Firestore emulator replaces the key's registration). */
async function register(key: string, trigger: EventTrigger, target: Target): Promise<void> {
  const firestore = requireEnv('FIRESTORE_EMULATOR_HOST');
  const body = JSON.stringify({
    eventType: trigger.eventType,
    database: trigger.eventFilters?.database,
    namespace: trigger.eventFilters?.namespace,
    document: target,
  });
  const response = await fetch(
    `http://${firestore}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${key}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body },
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
  const byTrigger = await firestoreRegistrations();
  const nowhere: Target = { value: NOWHERE, matchType: 'PATH_PATTERN' };
  await Promise.all(
    byTrigger.flat().map(({ key, eventTrigger }) => register(key, eventTrigger, nowhere)),
  );
  return async () => {
    // Only the newest generation runs; the older ones stay paused.
    const current = byTrigger.flatMap((keys) => keys.slice(-1));
    await Promise.all(
      current.map(({ key, eventTrigger, target }) => register(key, eventTrigger, target)),
    );
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
