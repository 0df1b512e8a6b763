// Saves the Firestore rules' coverage of the emulator suites to test-results/ (rules-coverage.ts).
// scripts/test-emulators.mjs runs it after the browser journeys, beside the tiny benchmarks.
import { saveRuleCoverage } from './rules-coverage';

await saveRuleCoverage();
