// One Firestore rules-test environment per test file (firebase/quickstart-testing pattern):
// rules read from firestore.rules, emulator host/port from FIRESTORE_EMULATOR_HOST (set by
// `firebase emulators:exec`), data cleared before each test and seeded with rules disabled.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  doc,
  setLogLevel,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_UIDS, DEMO_USERS, demoProfiles, type DemoUser } from './profiles';

export const PROJECT_ID = 'demo-escola';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RULES_PATH = resolve(ROOT, 'firestore.rules');
export const COVERAGE_HTML = resolve(ROOT, 'test-results/firestore-coverage.html');
export const COVERAGE_JSON = resolve(ROOT, 'test-results/firestore-coverage.json');
export const COVERAGE_SUMMARY = resolve(ROOT, 'test-results/firestore-coverage-summary.json');

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
    const rules = await readFile(RULES_PATH, 'utf8');
    // Loading rules resets the emulator's coverage report. The emulator already loads
    // firestore.rules at start (firebase.json), so load only when what it runs differs:
    // then the report saved after the last file covers the whole suite.
    const alreadyLoaded = (await loadedRules()) === rules;
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...emulatorHost(), ...(alreadyLoaded ? {} : { rules }) },
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
  if (caller === 'signedOut')
    return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const uid = caller === 'noProfile' ? NO_PROFILE_UID : DEMO_UIDS[caller];
  return env.authenticatedContext(uid).firestore() as unknown as Firestore;
}

/** Writes documents (path → data) with the rules disabled. */
export async function seed(
  env: RulesTestEnvironment,
  docs: Record<string, DocumentData>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const batch = writeBatch(db); // one round trip: every test seeds, keep it fast
    for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
    await batch.commit();
  });
}

export async function seedProfiles(
  env: RulesTestEnvironment,
  now: Date = new Date(),
): Promise<void> {
  const profiles = demoProfiles(now);
  await seed(
    env,
    Object.fromEntries(DEMO_USERS.map((user) => [`profiles/${DEMO_UIDS[user]}`, profiles[user]])),
  );
}

function coverageUrl(): string {
  const { host, port } = emulatorHost();
  return `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
}

/** The rules source the emulator currently evaluates for the project (from its coverage report). */
async function loadedRules(): Promise<string | undefined> {
  const response = await fetch(coverageUrl());
  if (!response.ok) return undefined;
  const report = (await response.json()) as { rules?: { files?: { content?: string }[] } };
  return report.rules?.files?.[0]?.content;
}

/** How much of firestore.rules the suite evaluated, from the emulator's JSON coverage report. */
export interface CoverageFigure {
  /** Expressions evaluated at least once / all expressions. */
  expressions: { covered: number; total: number };
  /** Rule lines with at least one evaluated expression / lines holding expressions. */
  lines: { covered: number; total: number };
  /** Lines where no expression was ever evaluated. */
  uncoveredLines: number[];
}

interface CoverageNode {
  sourcePosition?: { line?: number };
  values?: unknown[];
  children?: CoverageNode[];
}

export function coverageFigure(report: { report?: CoverageNode[] }): CoverageFigure {
  const expressions = { covered: 0, total: 0 };
  const lineHit = new Map<number, boolean>();
  const visit = (node: CoverageNode): void => {
    const line = node.sourcePosition?.line;
    if (line !== undefined) {
      const hit = (node.values?.length ?? 0) > 0;
      expressions.total += 1;
      if (hit) expressions.covered += 1;
      lineHit.set(line, (lineHit.get(line) ?? false) || hit);
    }
    node.children?.forEach(visit);
  };
  report.report?.forEach(visit);
  const uncoveredLines = [...lineHit].filter(([, hit]) => !hit).map(([line]) => line);
  return {
    expressions,
    lines: { covered: lineHit.size - uncoveredLines.length, total: lineHit.size },
    uncoveredLines: uncoveredLines.sort((a, b) => a - b),
  };
}

/**
 * Saves the emulator's rule-coverage report: HTML for a maintainer to open, JSON, and a summary
 * with the figure. Called after every file; the emulator's report is cumulative for the run (see
 * beforeAll), so the last file leaves the report of the whole suite.
 */
export async function saveRuleCoverage(): Promise<void> {
  const base = coverageUrl();
  await mkdir(dirname(COVERAGE_HTML), { recursive: true });
  const [html, json] = await Promise.all([
    fetch(`${base}.html`).then((r) => r.text()),
    fetch(base).then((r) => r.text()),
  ]);
  await writeFile(COVERAGE_HTML, html);
  await writeFile(COVERAGE_JSON, json);
  const figure = coverageFigure(JSON.parse(json) as { report?: CoverageNode[] });
  await writeFile(COVERAGE_SUMMARY, `${JSON.stringify(figure, null, 2)}\n`);
}
