// firebase-tools' Functions emulator helper as scripts/emulators/patch-firebase-tools.mjs leaves it
// after `npm install`: a function's own process loads it without firebase-tools' deploy, extensions
// and CLI code, and the emulator's process still gets that code the first time a helper needs it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FUNCTIONS_PATCH_MARKER,
  functionsShared,
} from '../../scripts/emulators/patch-firebase-tools.mjs';

/** The modules the patch defers, relative to firebase-tools' lib/ folder. */
const DEFERRED = [
  'deploy/functions/backend.js',
  'deploy/functions/prepare.js',
  'deploy/functions/services.js',
  'emulator/extensions/postinstall.js',
  'extensions/extensionsHelper.js',
  'extensions/manifest.js',
  'utils.js',
];

/** Runs `body` in a new Node process that has required the installed helper as `shared`. */
function inNewProcess(body: string): unknown {
  const script = `
    const path = require('node:path');
    const lib = path.resolve(path.dirname(${JSON.stringify(functionsShared)}), '..');
    const loaded = () => Object.keys(require.cache)
      .map((file) => path.relative(lib, file).split(path.sep).join('/'))
      .filter((file) => ${JSON.stringify(DEFERRED)}.includes(file))
      .sort();
    const shared = require(${JSON.stringify(functionsShared)});
    ${body}`;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as unknown;
}

describe("the Functions emulator's helper module", () => {
  it('is patched', () => {
    expect(readFileSync(functionsShared, 'utf8')).toContain(
      `const backend = ${FUNCTIONS_PATCH_MARKER}("../deploy/functions/backend");`,
    );
  });

  it("loads none of firebase-tools' deploy code with what a function's process uses", () => {
    expect(
      inNewProcess(`
        const root = shared.findModuleRoot('firebase-tools', ${JSON.stringify(functionsShared)});
        console.log(JSON.stringify({
          header: shared.HttpConstants.CALLABLE_AUTH_HEADER,
          root: root.endsWith('firebase-tools'),
          loaded: loaded(),
        }));`),
    ).toEqual({ header: 'x-callable-context-auth', root: true, loaded: [] });
  });

  it("loads the deploy code when the emulator's process calls a helper that needs it", () => {
    expect(
      inNewProcess(`
        const host = shared.formatHost({ host: '127.0.0.1', port: 5001 });
        const prepared = shared.prepareEndpoints([]);
        console.log(JSON.stringify({ host, prepared: prepared === undefined, loaded: loaded() }));`),
    ).toEqual({
      host: '127.0.0.1:5001',
      prepared: true,
      loaded: expect.arrayContaining([
        'deploy/functions/backend.js',
        'deploy/functions/prepare.js',
        'utils.js',
      ]) as unknown,
    });
  });
});
