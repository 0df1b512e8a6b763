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
