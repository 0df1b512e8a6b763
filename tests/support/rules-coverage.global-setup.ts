// Vitest global setup of the emulator suites: before any file, the emulator runs this checkout's
// firestore.rules. The run's rule-coverage report is saved at the end of the run, by
// save-rule-coverage.ts (scripts/test-emulators.mjs runs it after the browser journeys).
import { ensureRulesLoaded } from './rules-coverage';

export default async function setup(): Promise<void> {
  // Only under `firebase emulators:exec` (npm run test:emulators).
  if (!process.env.FIRESTORE_EMULATOR_HOST) return;
  await ensureRulesLoaded();
}
