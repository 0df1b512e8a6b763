// `npm run test:emulators [-- <vitest filters>]`: the suites that need the emulators (rules,
// storage, functions, browser), all under ONE `firebase emulators:exec`, so the emulators start
// once per run. SKIP_WEB_BUILD=1 reuses web/dist when only non-browser suites changed. A full run
// (no filter) also runs each benchmark once at a tiny size (bench:catalog, bench:app,
// bench:notifications, bench:reminders, bench:insights and bench:app:lighthouse (the dashboard
// alone) at the end, in the same emulators and one
// process, scripts/bench/tiny-run.ts; bench:public beside the suites), so a benchmark that breaks
// fails the run instead of rotting until someone needs it.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { emulatorConfigArgs } from './emulators/emulator-hosting-config.mjs';
import { signalGroup } from './emulators/emulator-process.mjs';
import { spawnLowPriority } from './lib/low-priority.mjs';
import {
  clearWebBuildStatus,
  markWebBuildDone,
  markWebBuildStarted,
  webBuildFailure,
} from './lib/web-build-status.mjs';
import { assertPortsFree } from './emulators/ports.mjs';
import {
  assertJava,
  firebaseBin,
  firebaseEnv,
  prepareLocalEmulators,
  projectId,
  repoRoot,
  runnableEmulators,
} from './emulators/local-emulators.mjs';

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
// Filters pick folders or files (`rules`, `e2e/courses`); each goes to both runners, and a runner
// left with no file to run passes. A filtered run skips the benchmarks.
const filters = process.argv.slice(2).map((arg) => JSON.stringify(arg));
const filtered = filters.length > 0;

run('build das functions', 'node', ['functions/build.mjs']);
// The emulators, the web build and bench:public each run in a session of their own (for the
// first, see below; lib/low-priority.mjs for the others): a signal to this run is passed on to all.
const detachedChildren = [];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of detachedChildren) signalGroup(child, signal);
  });
}
// Nor do they end with this process: one that leaves early (the ports taken, say) stops them.
process.on('exit', () => {
  for (const child of detachedChildren) {
    if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGTERM');
  }
});
// The web build runs beside the emulators' start and the first Vitest suites, at a low priority
// (it has ~90 s of slack): the two things that read it wait for it, the Vitest suites of
// tests/web-build (which run last) and the journeys (scripts/lib/web-build-status.mjs).
const webBuild = process.env.SKIP_WEB_BUILD ? skipWebBuild() : startWebBuild();

function skipWebBuild() {
  clearWebBuildStatus();
  return Promise.resolve(0);
}

function startWebBuild() {
  const started = Date.now();
  markWebBuildStarted();
  const child = spawnLowPriority(
    bin('vite'),
    ['build', '--mode', 'emulator', '--logLevel', 'warn'],
    { cwd: path.join(repoRoot, 'web'), stdio: 'inherit' },
  );
  detachedChildren.push(child);
  return new Promise((resolve) =>
    child.on('exit', (status) => {
      markWebBuildDone(status ?? 1);
      const took = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`⏱ build do web (modo emulador, ao lado da partida dos emuladores): ${took} s`);
      resolve(status ?? 1);
    }),
  );
}

// Lighthouse needs only the build, not the emulators: in a full run its tiny audit runs beside
// the suites once the build is there, at a low priority so it takes only processor time they
// leave idle, and its output is printed at the end.
const publicBench = filtered
  ? null
  : webBuild.then((code) => (code === 0 ? startInBackground() : null));

function startInBackground() {
  const child = spawnLowPriority('node', ['scripts/bench-public.mjs', '--tiny'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  detachedChildren.push(child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('exit', (status) => resolve({ ok: status === 0, output: Buffer.concat(output) })),
  );
}

rmSync(emulatorReport, { force: true });
rmSync(browserReport, { force: true });
const only = runnableEmulators(binaries, ['auth', 'firestore', 'functions', 'storage', 'hosting']);
const { emulators } = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
await assertPortsFree(emulators, ['hub', ...only]);
const vitest = [
  bin('vitest'),
  'run --config tests/vitest.config.ts --reporter=default --reporter=json',
  `--outputFile.json=${emulatorReport}`,
  ...(filtered ? ['--passWithNoTests'] : []),
  ...filters,
].join(' ');
// The browser journeys (tests/e2e/*.spec.ts) on Playwright Test, after the Vitest suites and once
// the web build is there.
const playwright = [
  'node scripts/lib/web-build-status.mjs wait &&',
  bin('playwright'),
  'test --config tests/e2e/playwright.config.ts',
  ...(filtered ? ['--pass-with-no-tests'] : []),
  ...filters,
].join(' ');
const tinyBenchmarks = `${bin('tsx')} scripts/bench/tiny-run.ts`;
// The Firestore rules' coverage of the Vitest suites (their own project): the emulator takes
// seconds to produce the report, so it is saved after the journeys (none waits on the emulator
// meanwhile), beside the tiny benchmarks, whose figures nothing asserts.
const ruleCoverage = `${bin('tsx')} tests/support/save-rule-coverage.ts`;
// Both runners run even when the first fails, so one report never hides the other's failures;
// the benchmarks run only after both passed.
const command = [
  vitest,
  'vitest_status=$?',
  playwright,
  'browser_status=$?',
  `${ruleCoverage} & coverage=$!`,
  'benchmarks_status=0',
  ...(filtered
    ? []
    : [
        `if [ $vitest_status -eq 0 ] && [ $browser_status -eq 0 ]; then ${tinyBenchmarks}; benchmarks_status=$?; fi`,
      ]),
  'wait $coverage || exit 1',
  '[ $vitest_status -eq 0 ] || exit $vitest_status',
  '[ $browser_status -eq 0 ] || exit $browser_status',
  'exit $benchmarks_status',
].join('; ');
// Detached, so the Java emulators firebase-tools spawns share one process group that can be
// cleaned up even if firebase-tools leaves one behind.
const started = Date.now();
const exec = spawn(
  firebaseBin,
  [
    ...emulatorConfigArgs(),
    'emulators:exec',
    '--only',
    only.join(','),
    '--project',
    projectId,
    command,
  ],
  { cwd: repoRoot, stdio: 'inherit', env: firebaseEnv(binaries), detached: true },
);
detachedChildren.push(exec);
const code = await new Promise((resolve) => exec.on('exit', (status) => resolve(status ?? 1)));
signalGroup(exec, 'SIGKILL');
console.log(`⏱ suítes nos emuladores: ${((Date.now() - started) / 1000).toFixed(1)} s`);
const webBuildCode = await webBuild;
if (webBuildCode !== 0) {
  console.error(webBuildFailure(webBuildCode));
  process.exit(1);
}
// The build is over: nothing is under way for a later run of the web-build suites to wait on.
clearWebBuildStatus();
const bench = await publicBench;
if (bench) {
  process.stdout.write(bench.output);
  if (!bench.ok) {
    console.error('bench:public --tiny falhou (saída acima).');
    process.exit(1);
  }
}
process.exit(code);
