// The Java emulators (Firestore, and the Storage emulator's rules runtime) run a few minutes at
// a time, under tests or a developer's session, on machines with few cores. Java's defaults suit
// long-lived servers instead: a second, optimising compiler and a garbage collector with
// background threads, both of which spend processor time the tests need. With only the first
// compiler and the serial collector the Firestore emulator used half the processor time for the
// same emulator suites (53 → 24 CPU-seconds), and they finished sooner (117 → 103 s). The flags go on the
// command line through a `java` shim first on PATH, because firebase-tools starts `java` itself,
// and JAVA_TOOL_OPTIONS would make every JVM announce it on stderr, which the Storage emulator
// reads as a rules-runtime error.
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const EMULATOR_JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

function findOnPath(command, dirs) {
  for (const dir of dirs) {
    const candidate = path.join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

/** `env` with a `java` that adds EMULATOR_JVM_FLAGS first on its PATH (unchanged on Windows). */
export function withEmulatorJvm(env, shimDir) {
  if (process.platform === 'win32') return env;
  const dirs = (env.PATH ?? '').split(path.delimiter).filter((dir) => dir && dir !== shimDir);
  const java = findOnPath('java', dirs);
  if (!java) return env;
  mkdirSync(shimDir, { recursive: true });
  const quote = (text) => `'${text.replaceAll("'", `'\\''`)}'`;
  writeFileSync(
    path.join(shimDir, 'java'),
    `#!/bin/sh\nexec ${quote(java)} ${EMULATOR_JVM_FLAGS.join(' ')} "$@"\n`,
    { mode: 0o755 },
  );
  return { ...env, PATH: [shimDir, ...dirs].join(path.delimiter) };
}
