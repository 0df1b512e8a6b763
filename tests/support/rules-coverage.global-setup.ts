// Vitest global setup of the emulator suites: before any file, the emulator runs this checkout's
// firestore.rules; after the last file, the whole run's rule-coverage report is saved to test-results/.
import { ensureRulesLoaded, saveRuleCoverage } from './rules-coverage';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // Only under `firebase emulators:exec` (npm run test:emulators).
  if (!process.env.FIRESTORE_EMULATOR_HOST) return undefined;
  await ensureRulesLoaded();
  return () => saveRuleCoverage();
}
