// `npm run bench:catalog`: how many Firestore documents the dashboard, the weekly list and a class
// page read, and how long each takes to show its content in Chromium, with the seeded catalogue
// and again after adding 2,000 classes and 5,000 comments on one class, then as much again.
// Reads must not grow with the catalogue. Runs its own emulators (Auth, Firestore, Hosting) on the
// tests' emulator build (documents are counted from the SDK's debug log, switched on per browser
// profile): stop `npm start` first. `-- --tiny` runs it once at a small size.
import { benchInEmulators } from './lib/bench-in-emulators.mjs';

await benchInEmulators('scripts/bench/catalog.ts', process.argv.slice(2), [
  'auth',
  'firestore',
  'hosting',
]);
