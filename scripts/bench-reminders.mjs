// `npm run bench:reminders`: the reminder jobs (daily, live class, weekly digest) over the seed's
// members and again with 50,000 (scripts/bench/reminders.ts): documents read, e-mails queued and
// the time of each run, and a second run that must queue nothing. Runs its own Firestore emulator
// (the jobs are called directly, at a chosen "now"): stop `npm start` first. `-- --tiny` adds 500
// members instead (what `npm test` runs, so the benchmark cannot rot).
import { benchInEmulators } from './lib/bench-in-emulators.mjs';

await benchInEmulators('scripts/bench/reminders.ts', process.argv.slice(2), ['auth', 'firestore'], {
  web: false,
});
