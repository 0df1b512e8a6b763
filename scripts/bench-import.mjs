// `npm run bench:import`: 'Importar membros' with 50,000 rows in the browser and the emulators
// (scripts/bench/import.ts): the dry run's time and the page's longest frame, then the server
// import's time and its bounded writes. Runs its own emulators on the tests' emulator build: stop
// `npm start` first. `-- --tiny`: 500 rows (what `npm test` runs); `-- --no-welcome`: without the
// welcome e-mails; `-- --dry-run-only`: the dry run's figures alone.
import { benchInEmulators } from './lib/bench-in-emulators.mjs';

await benchInEmulators('scripts/bench/import.ts', process.argv.slice(2), [
  'auth',
  'firestore',
  'functions',
  'hosting',
]);
