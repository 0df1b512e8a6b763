// `npm run bench:catalog`: how many Firestore documents the dashboard, the weekly list and a class
// page read, and how long each takes to show its content in Chromium, with the seeded catalogue
// and again after adding 2,000 classes and 5,000 comments on one class, then as much again.
// Reads must not grow with the catalogue. Runs its own emulators (Auth, Firestore, Hosting) on the
// tests' emulator build (documents are counted from the SDK's debug log, switched on per browser
// profile): stop `npm start` first. `-- --tiny` runs it once at a small size.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { signalGroup } from './lib/emulator-process.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { readFileSync } from 'node:fs';
import {
  assertJava,
  firebaseBin,
  firebaseEnv,
  prepareLocalEmulators,
  projectId,
  repoRoot,
  runnableEmulators,
} from './lib/local-emulators.mjs';

assertJava();
const binaries = await prepareLocalEmulators({ quiet: true });
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

const build = spawnSync(bin('vite'), ['build', '--mode', 'emulator', '--logLevel', 'warn'], {
  cwd: path.join(repoRoot, 'web'),
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const only = runnableEmulators(binaries, ['auth', 'firestore', 'hosting']);
const { emulators } = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
await assertPortsFree(emulators, ['hub', ...only]);
const exec = spawn(
  firebaseBin,
  [
    'emulators:exec',
    '--only',
    only.join(','),
    '--project',
    projectId,
    [bin('tsx'), 'scripts/bench/catalog.ts', ...process.argv.slice(2)].join(' '),
  ],
  { cwd: repoRoot, stdio: 'inherit', env: firebaseEnv(binaries), detached: true },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => signalGroup(exec, signal));
const code = await new Promise((resolve) => exec.on('exit', (status) => resolve(status ?? 1)));
signalGroup(exec, 'SIGKILL');
process.exit(code);
