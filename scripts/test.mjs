// `npm test`: what CI runs. Static checks first (cheap, fail fast), then unit tests, then the
// emulator suites. Ends with one summary line that CI and people can read.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/local-emulators.mjs';
import { readVitestCounts } from './lib/vitest-report.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const unitReport = path.join(repoRoot, 'test-results', 'unit.json');
const emulatorReport = path.join(repoRoot, 'test-results', 'emulators.json');
const timings = [];
for (const report of [unitReport, emulatorReport]) rmSync(report, { force: true });

function step(label, command, args) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

const ok =
  step('Prettier', bin('prettier'), ['--check', '--log-level', 'warn', '.']) &&
  step('ESLint', bin('eslint'), ['.', '--max-warnings=0']) &&
  step('TypeScript', 'node', ['scripts/typecheck.mjs']) &&
  step('Testes unitários', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ]) &&
  step('Suítes nos emuladores', 'node', ['scripts/test-emulators.mjs']);

const counts = [readVitestCounts(unitReport), readVitestCounts(emulatorReport)].filter(Boolean);
const total = counts.reduce(
  (sum, c) => ({
    passed: sum.passed + c.passed,
    failed: sum.failed + c.failed,
    skipped: sum.skipped + c.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`\n${timings.join('\n')}`);
if (!ok && total.failed === 0) total.failed = 1; // a failed lint/typecheck/build step counts
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(ok ? 0 : 1);
