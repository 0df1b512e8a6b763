// `npm run bench:notifications`: what publishing a class writes and what opening the notification
// panel reads, with the seed's members and with 50,000 (scripts/bench/notifications.ts). Runs its
// own emulators (Auth, Firestore, Functions) with the built functions: stop `npm start` first.
// `-- --tiny` adds 500 members instead.
import { spawnSync } from 'node:child_process';
import { benchInEmulators } from './lib/bench-in-emulators.mjs';
import { repoRoot } from './emulators/local-emulators.mjs';

const build = spawnSync('node', ['functions/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
await benchInEmulators(
  'scripts/bench/notifications.ts',
  process.argv.slice(2),
  ['auth', 'firestore', 'functions'],
  { web: false },
);
