// The emulator run's web build (scripts/test-emulators.mjs) runs beside the emulators' start and
// the first Vitest suites instead of before them. What reads the build waits for it through one
// small file: "building <pid>" while it runs, then the build's exit code. No file: no build is under
// way, and web/dist is whatever an earlier build left there.
//
// `node scripts/lib/web-build-status.mjs wait` waits on the command line (the journeys' runner is
// started after it).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../emulators/local-emulators.mjs';

export const webBuildStatusFile = path.join(repoRoot, 'test-results', 'web-build.status');

/** How often a waiter looks at the file, and how long it waits at most. */
const POLL_MS = 100;
const TIMEOUT_MS = 5 * 60_000;

/** What a run says when the web build failed with this exit code. */
export const webBuildFailure = (code) =>
  `O build do web falhou (código ${code}); a saída dele está acima.`;

export function markWebBuildStarted({ pid = process.pid, file = webBuildStatusFile } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `building ${pid}`);
}

export function markWebBuildDone(code, { file = webBuildStatusFile } = {}) {
  writeFileSync(file, String(code));
}

export function clearWebBuildStatus({ file = webBuildStatusFile } = {}) {
  rmSync(file, { force: true });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once no web build is under way; throws if the build failed or was interrupted. */
export async function waitForWebBuild({ timeoutMs = TIMEOUT_MS, file = webBuildStatusFile } = {}) {
  const started = Date.now();
  for (;;) {
    if (!existsSync(file)) return;
    const status = readFileSync(file, 'utf8').trim();
    const building = /^building (\d+)$/.exec(status);
    if (!building) {
      if (status === '0') return;
      throw new Error(webBuildFailure(status));
    }
    if (!isAlive(Number(building[1]))) {
      throw new Error(
        'O build do web foi interrompido no meio; rode `npm run test:emulators` de novo.',
      );
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`O build do web não terminou em ${timeoutMs / 1000} s.`);
    }
    await delay(POLL_MS);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'wait') {
  try {
    await waitForWebBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
