// Builds the Storage emulator's rules runtime (the Java sources in src/ beside this file) into a
// runnable jar.
//
// firebase-tools 14 evaluates storage.rules by spawning a "storage rules runtime" JAR that it
// downloads from the internet. Ours speaks the same stdin/stdout protocol on Google's own rules
// engine, which ships inside the installed Cloud Firestore emulator JAR, so it is compiled against
// that JAR and finds it at run time through the manifest's Class-Path. The jar is rebuilt only when
// the Java sources (or the Firestore JAR) change.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const sourceRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const mainClass = 'app.storagerules.Main';
const jarName = 'storage-rules-runtime.jar';
const stampName = 'storage-rules-runtime.stamp';

/** Every .java file under the sources folder, sorted so the hash is stable. */
function javaSources(dir = sourceRoot) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return javaSources(full);
      return entry.name.endsWith('.java') ? [full] : [];
    })
    .sort();
}

function buildStamp(sources, firestoreJar) {
  const hash = createHash('sha256');
  for (const file of sources) {
    hash
      .update(path.relative(sourceRoot, file))
      .update('\0')
      .update(readFileSync(file))
      .update('\0');
  }
  // A different (upgraded) Firestore JAR may change the engine's API: rebuild against it.
  const jar = statSync(firestoreJar);
  hash.update(`${firestoreJar}\0${jar.size}\0${jar.mtimeMs}`);
  return hash.digest('hex');
}

const hasTool = (command) => {
  const result = spawnSync(command, ['--version'], { stdio: 'ignore' });
  return !result.error && result.status === 0;
};

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    // javac prints many harmless "Cannot find annotation method" warnings about annotations
    // missing from the Firestore JAR; keep only what explains the failure.
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
      .split('\n')
      .filter((line) => !/Cannot find annotation method|class file for .* not found/.test(line))
      .join('\n')
      .trim();
    throw new Error(`${command} falhou ao construir o runtime de regras do Storage:\n${output}`);
  }
}

/**
 * @param {{ firestoreJar: string, outDir: string }} options
 * @returns {Promise<string | null>} absolute path of the runtime jar, or null when the JDK tools
 *   (javac, jar) are missing and firebase-tools should use its own downloaded runtime instead.
 */
export async function buildStorageRulesRuntime({ firestoreJar, outDir }) {
  const out = path.resolve(outDir);
  const jarPath = path.join(out, jarName);
  const stampPath = path.join(out, stampName);

  if (!existsSync(firestoreJar)) {
    console.warn(`⚠ Runtime de regras do Storage não construído: ${firestoreJar} não existe.`);
    return null;
  }
  const sources = javaSources();
  const stamp = buildStamp(sources, firestoreJar);
  if (existsSync(jarPath) && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp) {
    return jarPath;
  }

  const missing = ['javac', 'jar'].filter((tool) => !hasTool(tool));
  if (missing.length > 0) {
    console.warn(
      `⚠ Runtime de regras do Storage não construído: ${missing.join(' e ')} ausente(s). ` +
        'Instale um JDK 17+ (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jdk-headless).',
    );
    return null;
  }

  mkdirSync(out, { recursive: true });
  // Build in a private folder and rename at the end, so a concurrent run never sees half a jar.
  const work = mkdtempSync(path.join(out, 'storage-rules-runtime-build-'));
  try {
    const classes = path.join(work, 'classes');
    mkdirSync(classes);
    // -proc:none: the Firestore JAR registers an annotation processor javac must not run.
    run(
      'javac',
      [
        '-proc:none',
        '-Xlint:none',
        '-encoding',
        'UTF-8',
        '--release',
        '17',
        '-cp',
        firestoreJar,
        '-d',
        classes,
        ...sources,
      ],
      work,
    );
    const manifest = path.join(work, 'manifest.txt');
    writeFileSync(
      manifest,
      `Main-Class: ${mainClass}\nClass-Path: ${pathToFileURL(firestoreJar).href}\n`,
    );
    const builtJar = path.join(work, jarName);
    run('jar', ['cfm', builtJar, manifest, '-C', classes, '.'], work);
    renameSync(builtJar, jarPath);
    writeFileSync(stampPath, stamp);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return jarPath;
}
