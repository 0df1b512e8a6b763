// Makes firebase-tools run the official emulators on a machine with no internet:
// the Firestore emulator comes from Debian's google-cloud-cli-firestore-emulator package, and the
// Storage emulator's rules runtime is our own program built against that same JAR.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withEmulatorJvm } from './emulator-jvm.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The emulator project, named once in .firebaserc (a demo- id: the emulators never reach a real
// project). scripts/seed/demo-project.ts reads the same file.
export const projectId = JSON.parse(readFileSync(path.join(repoRoot, '.firebaserc'), 'utf8'))
  .projects.default;
export const gcloudFirestoreJar =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const outDir = path.join(repoRoot, '.emulators');
const firestoreLauncher = path.join(outDir, 'firestore-launcher.jar');
const storageRuntimeJar = path.join(outDir, 'storage-rules-runtime.jar');

const has = (command, args = ['-version']) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** Java major version, or null when there is no `java` on PATH. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr);
  if (!match) return null;
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/** Stops with a readable message, not a stack trace, when the emulators cannot run here. */
export function assertJava() {
  const major = javaMajorVersion();
  if (major === null) {
    console.error(
      '\n✖ Java não encontrado. Os emuladores do Firestore e do Storage precisam de Java 17 ou mais novo.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless\n',
    );
    process.exit(1);
  }
  if (major < 17) {
    console.error(`\n✖ Java ${major} é antigo demais: instale Java 17 ou mais novo.\n`);
    process.exit(1);
  }
  return major;
}

function buildFirestoreLauncher() {
  const manifest =
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
    `Class-Path: file:${gcloudFirestoreJar}\n`;
  const manifestFile = path.join(outDir, 'firestore-launcher.manifest');
  if (existsSync(firestoreLauncher) && existsSync(manifestFile)) {
    if (readFileSync(manifestFile, 'utf8') === manifest) return firestoreLauncher;
  }
  writeFileSync(manifestFile, manifest);
  execFileSync('jar', ['cfm', firestoreLauncher, manifestFile], { cwd: outDir });
  return firestoreLauncher;
}

/**
 * Builds what can be built from the installed gcloud emulator. Returns the paths, or nulls where
 * firebase-tools should download its own artifacts instead (a laptop with internet and Java 21).
 */
export async function prepareLocalEmulators({ quiet = false } = {}) {
  const log = (message) => quiet || console.log(message);
  if (!existsSync(gcloudFirestoreJar)) {
    log(
      'ℹ Emulador do Firestore do gcloud ausente: o firebase-tools baixará o seu (precisa de internet).',
    );
    return { firestore: null, storage: null };
  }
  if (!has('jar', ['--version'])) {
    log(
      '⚠ Comando `jar` (JDK) ausente: instale openjdk-17-jdk-headless para usar o emulador local.',
    );
    return { firestore: null, storage: null };
  }
  mkdirSync(outDir, { recursive: true });
  const firestore = buildFirestoreLauncher();
  let storage = null;
  try {
    const { buildStorageRulesRuntime } = await import('./storage-rules-runtime/build.mjs');
    storage = await buildStorageRulesRuntime({ firestoreJar: gcloudFirestoreJar, outDir });
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  if (!storage && existsSync(storageRuntimeJar)) storage = storageRuntimeJar;
  return { firestore, storage };
}

/**
 * Environment for every firebase-tools command: points it at the local emulator binaries and, for
 * the emulators, runs their Java with the flags of emulator-jvm.mjs and has firebase-tools read
 * the list of functions from a file.
 */
export function firebaseEnv(binaries, { base = process.env, emulators = true } = {}) {
  // The Java flags and the file discovery are for the emulators; a deploy runs neither.
  const env = emulators ? withEmulatorJvm({ ...base }, path.join(outDir, 'jvm')) : { ...base };
  if (binaries.firestore) env.FIRESTORE_EMULATOR_BINARY_PATH = binaries.firestore;
  if (binaries.storage) env.STORAGE_EMULATOR_BINARY_PATH = binaries.storage;
  // firebase-tools learns which functions exist by starting the functions code. By default that
  // process serves the list over HTTP and is asked to quit, and its exit came ~4 s after it had
  // answered: 4.5 s of every emulator start went there. With 'true' (an experimental
  // firebase-tools option, so never for a deploy) it writes the list to a file and exits at once:
  // 0.8 s.
  if (emulators) env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH ??= 'true';
  return env;
}

/** Which emulators can run here: Storage needs a rules runtime when the JARs are local. */
export function runnableEmulators(binaries, wanted) {
  const storageMissing = binaries.firestore && !binaries.storage;
  if (storageMissing && wanted.includes('storage')) {
    console.warn(
      '⚠ Emulador do Storage desativado: o runtime local de regras do Storage não foi construído.',
    );
    return wanted.filter((name) => name !== 'storage');
  }
  return wanted;
}

export const firebaseBin = path.join(repoRoot, 'node_modules', '.bin', 'firebase');
