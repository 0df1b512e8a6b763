import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { emulatorConfigArgs } from './emulator-hosting-config.mjs';
import { firebaseBin, firebaseEnv, projectId, repoRoot } from './local-emulators.mjs';
import { assertPortsFree } from './ports.mjs';

const firebaseJson = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
export const emulatorConfig = firebaseJson.emulators;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The env vars the admin SDK and the test helpers read to find the running emulators. */
export function emulatorClientEnv() {
  const at = (name) => `${emulatorConfig[name].host}:${emulatorConfig[name].port}`;
  return {
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: at('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: at('auth'),
    FIREBASE_STORAGE_EMULATOR_HOST: at('storage'),
    FIREBASE_EMULATOR_HUB: at('hub'),
  };
}

async function runningEmulators() {
  const hub = emulatorConfig.hub;
  try {
    const response = await fetch(`http://${hub.host}:${hub.port}/emulators`);
    return response.ok ? Object.keys(await response.json()) : [];
  } catch {
    return [];
  }
}

/** Starts `firebase emulators:start` and resolves once the hub reports every wanted emulator. */
export async function startEmulators({ only, binaries, timeoutMs = 120_000 }) {
  await assertPortsFree(emulatorConfig, ['hub', ...only]);
  const child = spawn(
    firebaseBin,
    [...emulatorConfigArgs(), 'emulators:start', '--only', only.join(','), '--project', projectId],
    {
      cwd: repoRoot,
      env: firebaseEnv(binaries),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const running = await runningEmulators();
    if (only.every((name) => running.includes(name))) return { child, output: () => output };
    await sleep(500);
  }
  await stopEmulators(child);
  throw new Error(`Os emuladores não subiram a tempo. Saída do firebase-tools:\n${output}`);
}

/**
 * SIGINT lets firebase-tools stop the Java emulator itself. Under load it sometimes exits with
 * the Java child still running (and its port taken), so the whole process group is killed after.
 */
export async function stopEmulators(child) {
  if (!child) return;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, 'SIGINT');
    await Promise.race([exited, sleep(15_000)]);
  }
  signalGroup(child, 'SIGKILL');
}

/** Signals a detached child's process group; a group that is already gone is fine. */
export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}
