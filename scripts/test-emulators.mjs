// `npm run test:emulators [-- <vitest filters>]`: the suites that need the emulators (rules,
// storage, functions, browser), all under ONE `firebase emulators:exec`, so the emulators start
// once per run. SKIP_WEB_BUILD=1 reuses web/dist when only non-browser suites changed. A full run
// (no filter) ends with each benchmark once at a tiny size, in the same emulators, so a benchmark
// that breaks fails the run instead of rotting until someone needs it.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { signalGroup } from './lib/emulator-process.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import {
  assertJava,
  firebaseBin,
  firebaseEnv,
  prepareLocalEmulators,
  projectId,
  repoRoot,
  runnableEmulators,
} from './lib/local-emulators.mjs';

export const emulatorReport = path.join(repoRoot, 'test-results', 'emulators.json');
export const browserReport = path.join(repoRoot, 'test-results', 'e2e.json');

const run = (label, command, args, options = {}) => {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  console.log(`⏱ ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
};

assertJava();
const binaries = await prepareLocalEmulators({ quiet: true });
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

run('build das functions', 'node', ['functions/build.mjs']);
if (!process.env.SKIP_WEB_BUILD) {
  run(
    'build do web (modo emulador)',
    bin('vite'),
    ['build', '--mode', 'emulator', '--logLevel', 'warn'],
    {
      cwd: path.join(repoRoot, 'web'),
    },
  );
}

rmSync(emulatorReport, { force: true });
rmSync(browserReport, { force: true });
const only = runnableEmulators(binaries, ['auth', 'firestore', 'functions', 'storage', 'hosting']);
const { emulators } = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
await assertPortsFree(emulators, ['hub', ...only]);
// Filters pick folders or files (`rules`, `e2e/courses`); each goes to both runners, and a runner
// left with no file to run passes.
const filters = process.argv.slice(2).map((arg) => JSON.stringify(arg));
const noTestsOk = filters.length > 0;
const vitest = [
  bin('vitest'),
  'run --config tests/vitest.config.ts --reporter=default --reporter=json',
  `--outputFile.json=${emulatorReport}`,
  ...(noTestsOk ? ['--passWithNoTests'] : []),
  ...filters,
].join(' ');
// The browser journeys (tests/e2e/*.spec.ts) on Playwright Test, after the Vitest suites.
const playwright = [
  bin('playwright'),
  'test --config tests/e2e/playwright.config.ts',
  ...(noTestsOk ? ['--pass-with-no-tests'] : []),
  ...filters,
].join(' ');
const tinyBenchmarks = [
  `${bin('tsx')} scripts/bench/catalog.ts --tiny`,
  'node scripts/bench-public.mjs --tiny',
];
// Both runners run even when the first fails, so one report never hides the other's failures.
const suites = `${vitest}; vitest_status=$?; ${playwright} && exit $vitest_status`;
const command = noTestsOk ? suites : `(${suites}) && ${tinyBenchmarks.join(' && ')}`;
// Detached, so the Java emulators firebase-tools spawns share one process group that can be
// cleaned up even if firebase-tools leaves one behind.
const started = Date.now();
const exec = spawn(
  firebaseBin,
  ['emulators:exec', '--only', only.join(','), '--project', projectId, command],
  { cwd: repoRoot, stdio: 'inherit', env: firebaseEnv(binaries), detached: true },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => signalGroup(exec, signal));
const code = await new Promise((resolve) => exec.on('exit', (status) => resolve(status ?? 1)));
signalGroup(exec, 'SIGKILL');
console.log(`⏱ suítes nos emuladores: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
