// `npm run bench:insights`: the indicators page's documents read and time to its first chart, with
// the seed and with 50,000 members and a year of activity, and the nightly job's time
// (scripts/bench/insights.ts). Runs its own emulators on the tests' emulator build: stop
// `npm start` first. `-- --tiny` adds 500 members instead (what `npm test` runs).
import { benchInEmulators } from './lib/bench-in-emulators.mjs';

await benchInEmulators('scripts/bench/insights.ts', process.argv.slice(2), [
  'auth',
  'firestore',
  'functions',
  'storage',
  'hosting',
]);
