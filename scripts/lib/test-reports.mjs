import { existsSync, readFileSync } from 'node:fs';

/** Reads the counts out of a Vitest JSON report (null when the run never wrote one). */
export function readVitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Reads the counts out of a Playwright Test JSON report (null when the run never wrote one). */
export function readPlaywrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: stats?.expected ?? 0,
    // No retries: a test that passed only on a retry would be a failure, not a pass.
    failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0),
    skipped: stats?.skipped ?? 0,
  };
}
