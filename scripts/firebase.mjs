// `npm run emulators` / `npm run deploy`: firebase-tools from node_modules with the local emulator
// binaries configured (docs/architecture.md, "Emuladores sem internet"). Extra arguments pass
// straight through.
import { spawn } from 'node:child_process';
import {
  firebaseBin,
  firebaseEnv,
  prepareLocalEmulators,
  repoRoot,
} from './emulators/local-emulators.mjs';

const args = process.argv.slice(2);
const binaries = await prepareLocalEmulators();
const child = spawn(firebaseBin, args, {
  cwd: repoRoot,
  stdio: 'inherit',
  env: firebaseEnv(binaries, { emulators: args.some((arg) => arg.startsWith('emulators:')) }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
