// One Firestore rules-test environment per test file (firebase/quickstart-testing pattern):
// rules read from firestore.rules, emulator host/port from FIRESTORE_EMULATOR_HOST (set by
// `firebase emulators:exec`), data cleared before each test and seeded with rules disabled.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setLogLevel, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_UIDS, DEMO_USERS, demoProfiles, type DemoUser } from './profiles';

export const PROJECT_ID = 'demo-escola';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RULES_PATH = resolve(ROOT, 'firestore.rules');
export const COVERAGE_HTML = resolve(ROOT, 'test-results/firestore-coverage.html');
export const COVERAGE_JSON = resolve(ROOT, 'test-results/firestore-coverage.json');

export function emulatorHost(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the suite under `firebase emulators:exec`.');
  }
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

/** A caller: one of the demo users, a signed-in user without a profile, or nobody. */
export type Caller = DemoUser | 'noProfile' | 'signedOut';
export const NO_PROFILE_UID = 'sem-perfil';

/**
 * Registers the per-file hooks and returns an accessor for the environment.
 * Every test starts from an empty database holding only the demo profiles.
 */
export function useRulesEnv(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;

  beforeAll(async () => {
    setLogLevel('error'); // expected PERMISSION_DENIED noise
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: await readFile(RULES_PATH, 'utf8'), ...emulatorHost() },
    });
  });

  beforeEach(async () => {
    await current().clearFirestore();
    await seedProfiles(current());
  });

  afterAll(async () => {
    await env?.cleanup();
    await saveRuleCoverage();
  });

  function current(): RulesTestEnvironment {
    if (!env) throw new Error('rules environment not initialised');
    return env;
  }
  return current;
}

/** The Firestore client a caller sees, rules applied. */
export function dbAs(env: RulesTestEnvironment, caller: Caller): Firestore {
  if (caller === 'signedOut') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const uid = caller === 'noProfile' ? NO_PROFILE_UID : DEMO_UIDS[caller];
  return env.authenticatedContext(uid).firestore() as unknown as Firestore;
}

/** Writes documents (path → data) with the rules disabled. */
export async function seed(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const batch = writeBatch(db); // one round trip: every test seeds, keep it fast
    for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
    await batch.commit();
  });
}

export async function seedProfiles(env: RulesTestEnvironment, now: Date = new Date()): Promise<void> {
  const profiles = demoProfiles(now);
  await seed(
    env,
    Object.fromEntries(DEMO_USERS.map((user) => [`profiles/${DEMO_UIDS[user]}`, profiles[user]])),
  );
}

/** Covered / total expressions of the emulator's rule-coverage JSON report. */
export interface CoverageFigure {
  covered: number;
  total: number;
  uncoveredLines: number[];
}

interface CoverageNode {
  sourcePosition?: { line?: number };
  values?: unknown[];
  children?: CoverageNode[];
}

export function coverageFigure(report: { report?: CoverageNode[] }): CoverageFigure {
  let covered = 0;
  let total = 0;
  const uncovered = new Set<number>();
  const visit = (node: CoverageNode): void => {
    if (node.sourcePosition?.line !== undefined) {
      total += 1;
      if ((node.values?.length ?? 0) > 0) covered += 1;
      else uncovered.add(node.sourcePosition.line);
    }
    node.children?.forEach(visit);
  };
  report.report?.forEach(visit);
  return { covered, total, uncoveredLines: [...uncovered].sort((a, b) => a - b) };
}

/**
 * Saves the emulator's cumulative rule-coverage report (HTML for a maintainer, JSON for the
 * figure). Called after every file, so the last file leaves the full report.
 */
export async function saveRuleCoverage(): Promise<void> {
  const { host, port } = emulatorHost();
  const base = `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
  await mkdir(dirname(COVERAGE_HTML), { recursive: true });
  const [html, json] = await Promise.all([
    fetch(`${base}.html`).then((r) => r.text()),
    fetch(base).then((r) => r.text()),
  ]);
  await writeFile(COVERAGE_HTML, html);
  await writeFile(COVERAGE_JSON, json);
}
