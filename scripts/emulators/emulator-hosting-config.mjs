// The firebase.json the emulators run with: the repository's own, with the Hosting emulator's
// Content-Security-Policy widened to the local emulators the emulator build connects to (the
// production policy would block them), and without the extensions (firebase-tools would download
// the Trigger Email extension's source to emulate it; the emulators run offline and only with
// --only, docs/operations.md). Written next to firebase.json (firebase-tools takes the project's
// folder from the config file's) under a git-ignored name.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CSP_HEADER, emulatorPolicy } from '../lib/content-security-policy.mjs';
import { repoRoot } from './local-emulators.mjs';

export const EMULATOR_CONFIG_FILE = 'firebase.emulators.local.json';

/** firebase.json as the emulators should see it (pure: tests call it). */
export function emulatorFirebaseConfig(firebaseJson) {
  const { extensions: _extensions, ...config } = firebaseJson;
  const emulators = firebaseJson.emulators ?? {};
  const headers = (firebaseJson.hosting?.headers ?? []).map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === CSP_HEADER
        ? { ...header, value: emulatorPolicy(header.value, emulators) }
        : header,
    ),
  }));
  return { ...config, hosting: { ...firebaseJson.hosting, headers } };
}

/**
 * Writes the emulators' firebase.json and returns the arguments that make firebase-tools use it
 * (`--config <file>`). Written to a temporary name and renamed: two runs never read half a file.
 */
export function emulatorConfigArgs() {
  const firebaseJson = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  const target = path.join(repoRoot, EMULATOR_CONFIG_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(emulatorFirebaseConfig(firebaseJson), null, 2)}\n`);
  renameSync(temporary, target);
  return ['--config', EMULATOR_CONFIG_FILE];
}
