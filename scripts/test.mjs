// `npm test`: what CI runs. The emulator suites (builds, emulator start-up, rules, functions,
// storage and browser suites) start at once in the background, since they take longest; meanwhile
// the checks that need no emulator run one after another: formatting (oxfmt), lint (oxlint),
// TypeScript, unit tests. A failing check stops everything. The background run's output is kept in
// a log and shown once the checks are done, so the two never interleave. Ends with each stage's
// time, the processor time of the suite's own processes and where it went by program
// (lib/cpu-usage.mjs), a machine-speed reference to read those beside (lib/machine-reference.mjs),
// and one summary line that CI and people can read.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeCpuByProgram, describeCpuUse, startTreeMeter } from './lib/cpu-usage.mjs';
import { spawnLowPriority } from './lib/low-priority.mjs';
import { signalGroup } from './emulators/emulator-process.mjs';
import { repoRoot } from './emulators/local-emulators.mjs';
import { describeMachineReference, measureMachineReference } from './lib/machine-reference.mjs';
import { readPlaywrightCounts, readVitestCounts } from './lib/test-reports.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const resultsDir = path.join(repoRoot, 'test-results');
const unitReport = path.join(resultsDir, 'unit.json');
const emulatorReport = path.join(resultsDir, 'emulators.json');
const browserReport = path.join(resultsDir, 'e2e.json');
const emulatorLog = path.join(resultsDir, 'emulators.log');
const started = Date.now();
const cpuMeter = startTreeMeter();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const timings = [];
mkdirSync(resultsDir, { recursive: true });
for (const file of [unitReport, emulatorReport, browserReport, emulatorLog]) {
  rmSync(file, { force: true });
}

function exitCode(child) {
  return new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
}

// Detached: its own process group (firebase-tools, the Java emulators, Chromium) can be stopped
// as a whole if a check fails.
const logFd = openSync(emulatorLog, 'w');
const emulators = spawn('node', ['scripts/test-emulators.mjs'], {
  cwd: repoRoot,
  stdio: ['ignore', logFd, logFd],
  detached: true,
});
closeSync(logFd);
const emulatorsDone = exitCode(emulators).then((code) => {
  timings.push(`Suítes nos emuladores (em paralelo, com builds e partida): ${seconds(started)}`);
  return code;
});
/** The check under way: in a session of its own (low priority), so signals are passed on. */
let check = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    signalGroup(emulators, signal);
    if (check) signalGroup(check, signal);
    process.exit(1);
  });
}

// The checks run at a lower priority (lib/low-priority.mjs): they finish well before the emulator
// suites, which are the run's critical path, so any processor time they give up shortens the run.

async function step(label, command, args) {
  console.log(`\n▶ ${label}`);
  const since = Date.now();
  check = spawnLowPriority(command, args, { cwd: repoRoot, stdio: 'inherit' });
  const code = await exitCode(check);
  check = null;
  timings.push(`${label}: ${seconds(since)}`);
  return code === 0;
}

/** Prints the background run's log from `offset` on; returns the new offset. */
function printLog(offset) {
  const size = statSync(emulatorLog).size;
  if (size <= offset) return offset;
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(emulatorLog, 'r');
  readSync(fd, buffer, 0, buffer.length, offset);
  closeSync(fd);
  process.stdout.write(buffer);
  return size;
}

const checksOk =
  (await step('Formatação (oxfmt)', bin('oxfmt'), ['--check', '--threads=1'])) &&
  (await step('Lint (oxlint)', bin('oxlint'), ['--deny-warnings'])) &&
  (await step('TypeScript', 'node', ['scripts/typecheck.mjs'])) &&
  // One worker: the other core is busy with the emulators and the browser suites.
  (await step('Testes unitários', bin('vitest'), [
    'run',
    '--maxWorkers=1',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ]));

let emulatorsOk = false;
if (!checksOk) {
  signalGroup(emulators, 'SIGTERM');
  await emulatorsDone;
  signalGroup(emulators, 'SIGKILL');
} else {
  console.log(
    `\n▶ Suítes nos emuladores (saída completa em ${path.relative(repoRoot, emulatorLog)})`,
  );
  let offset = 0;
  const follow = setInterval(() => {
    offset = printLog(offset);
  }, 500);
  emulatorsOk = (await emulatorsDone) === 0;
  clearInterval(follow);
  printLog(offset);
}

const counts = [
  readVitestCounts(unitReport),
  readVitestCounts(emulatorReport),
  readPlaywrightCounts(browserReport),
].filter(Boolean);
const total = counts.reduce(
  (sum, c) => ({
    passed: sum.passed + c.passed,
    failed: sum.failed + c.failed,
    skipped: sum.skipped + c.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const ok = checksOk && emulatorsOk;
timings.push(`Total: ${seconds(started)}`);
timings.push(describeCpuUse(cpuMeter.stop(), Date.now() - started));
const byProgram = describeCpuByProgram(cpuMeter.byProgram());
if (byProgram) timings.push(byProgram);
timings.push(describeMachineReference(measureMachineReference().cpuMs));
console.log(`\n${timings.join('\n')}`);
if (!ok && total.failed === 0) total.failed = 1; // a failed lint/typecheck/build step counts
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(ok ? 0 : 1);
