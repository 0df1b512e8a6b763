import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A deploy on a decommissioned runtime is refused by Google, and nothing else in the suite would
// notice: this check reads the runtime firebase.json deploys on and the dates Google publishes.
const functionsDir = path.resolve(import.meta.dirname, '..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

interface Schedule {
  nodejs: Record<string, { deprecation: string; decommission: string }>;
}
interface FirebaseJson {
  functions: { source: string; runtime?: string }[];
}

const schedule = readJson<Schedule>(path.join(functionsDir, 'runtime-support.json'));
const firebaseJson = readJson<FirebaseJson>(path.join(functionsDir, '..', 'firebase.json'));
const engines = readJson<{ engines: { node: string } }>(path.join(functionsDir, 'package.json'));

/** Whether `runtime` may still be deployed on `today` (YYYY-MM-DD, UTC). */
function runtimeProblem(runtime: string | undefined, today: string): string | null {
  if (!runtime) return 'firebase.json não declara o runtime das functions';
  const dates = schedule.nodejs[runtime];
  if (!dates) return `runtime ${runtime} não está em functions/runtime-support.json`;
  if (today >= dates.decommission) {
    return `runtime ${runtime} foi desativado pelo Google em ${dates.decommission}: deploy recusado`;
  }
  return null;
}

describe('functions runtime', () => {
  const today = new Date().toISOString().slice(0, 10);

  it.each(firebaseJson.functions.map((codebase) => [codebase.source, codebase.runtime]))(
    '%s deploys on a runtime Google still accepts (%s)',
    (_source, runtime) => {
      expect(runtimeProblem(runtime, today)).toBeNull();
    },
  );

  it("matches the functions' engines field", () => {
    for (const codebase of firebaseJson.functions) {
      expect(codebase.runtime).toBe(`nodejs${engines.engines.node}`);
    }
  });

  it('refuses a decommissioned or unknown runtime', () => {
    expect(runtimeProblem('nodejs20', '2026-10-30')).toMatch(/desativado/);
    expect(runtimeProblem('nodejs20', '2026-10-29')).toBeNull();
    expect(runtimeProblem('nodejs16', '2020-01-01')).toMatch(/não está/);
    expect(runtimeProblem(undefined, today)).toMatch(/não declara/);
  });
});
