// `npm run bench:app`: the JavaScript a signed-in member's first visit downloads (cold cache) on
// the dashboard, a class page and the admin's user list: script files and KiB gzip. Runs its own
// emulators on the tests' emulator build: stop `npm start` first.
import { benchInEmulators } from './lib/bench-in-emulators.mjs';

await benchInEmulators('scripts/bench/app-first-load.ts', process.argv.slice(2), [
  'auth',
  'firestore',
  'functions',
  'storage',
  'hosting',
]);
