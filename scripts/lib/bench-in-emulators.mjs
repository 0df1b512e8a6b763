// Runs one benchmark script (scripts/bench/*.ts, with tsx) inside its own `firebase
// emulators:exec` on the tests' emulator build: the browser benchmarks need the app served by the
// Hosting emulator and the seeded demo project. Stop `npm start` first (same ports).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { emulatorConfigArgs } from '../emulators/emulator-hosting-config.mjs';
import { signalGroup } from '../emulators/emulator-process.mjs';
import {
  assertJava,
  firebaseBin,
  firebaseEnv,
  prepareLocalEmulators,
  projectId,
  repoRoot,
  runnableEmulators,
} from '../emulators/local-emulators.mjs';
import { assertPortsFree } from '../emulators/ports.mjs';

/**
 * Builds the web app for the emulators (unless `web: false`: a benchmark without a browser), runs
 * `script` with `args` under them; exits with it.
 */
export async function benchInEmulators(script, args, wanted, { web = true } = {}) {
  process.exit(await runsInEmulators([{ script, args }], wanted, { web }));
}

/**
 * Builds the web app once (unless `web: false`), then runs each `{ script, args }` under emulators
 * of its own, started afresh for it; stops at the first that fails and returns its exit code (0 when
 * all passed).
 */
export async function runsInEmulators(runs, wanted, { web = true } = {}) {
  assertJava();
  const binaries = await prepareLocalEmulators({ quiet: true });
  const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
  if (web) {
    const build = spawnSync(bin('vite'), ['build', '--mode', 'emulator', '--logLevel', 'warn'], {
      cwd: path.join(repoRoot, 'web'),
      stdio: 'inherit',
    });
    if (build.status !== 0) return build.status ?? 1;
  }

  const only = runnableEmulators(binaries, wanted);
  const { emulators } = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  let running = null;
  let stopped = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopped = true;
      if (running) signalGroup(running, signal);
    });
  }
  for (const { script, args } of runs) {
    if (stopped) return 130;
    await assertPortsFree(emulators, ['hub', ...only]);
    // Detached: the Java emulators share one process group that is stopped as a whole at the end.
    const exec = spawn(
      firebaseBin,
      [
        ...emulatorConfigArgs(),
        'emulators:exec',
        '--only',
        only.join(','),
        '--project',
        projectId,
        [bin('tsx'), script, ...args].join(' '),
      ],
      { cwd: repoRoot, stdio: 'inherit', env: firebaseEnv(binaries), detached: true },
    );
    running = exec;
    const code = await new Promise((resolve) => exec.on('exit', (status) => resolve(status ?? 1)));
    signalGroup(exec, 'SIGKILL');
    running = null;
    if (code !== 0) return code;
  }
  return 0;
}
