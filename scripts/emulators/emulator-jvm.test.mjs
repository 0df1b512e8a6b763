import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EMULATOR_JVM_FLAGS, withEmulatorJvm } from './emulator-jvm.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A directory holding a fake `java` that prints the arguments it got, one per line. */
function fakeJava() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-java-'));
  dirs.push(dir);
  const bin = path.join(dir, "bin's");
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'java'), '#!/bin/sh\nprintf "%s\\n" "$@"\n', { mode: 0o755 });
  return { root: dir, bin };
}

describe.skipIf(process.platform === 'win32')('withEmulatorJvm', () => {
  it('puts a java first on PATH that hands the real one the flags and every argument', () => {
    const { root, bin } = fakeJava();
    const shimDir = path.join(root, 'shim');
    const env = withEmulatorJvm({ PATH: `${bin}:/usr/bin`, OTHER: 'kept' }, shimDir);
    expect(env.PATH.split(':')).toEqual([shimDir, bin, '/usr/bin']);
    expect(env.OTHER).toBe('kept');
    const printed = execFileSync('java', ['-jar', 'emulador com espaço.jar'], {
      env,
      encoding: 'utf8',
    });
    expect(printed.trim().split('\n')).toEqual([
      ...EMULATOR_JVM_FLAGS,
      '-jar',
      'emulador com espaço.jar',
    ]);
  });

  it('does not wrap itself when the environment already has the shim', () => {
    const { root, bin } = fakeJava();
    const shimDir = path.join(root, 'shim');
    const once = withEmulatorJvm({ PATH: bin }, shimDir);
    const twice = withEmulatorJvm(once, shimDir);
    expect(twice.PATH.split(':')).toEqual([shimDir, bin]);
    const printed = execFileSync('java', ['-version'], { env: twice, encoding: 'utf8' });
    expect(printed.trim().split('\n')).toEqual([...EMULATOR_JVM_FLAGS, '-version']);
  });

  it('leaves the environment alone when there is no java', () => {
    const env = { PATH: '/nao/existe' };
    expect(withEmulatorJvm(env, '/tmp/nunca-criado')).toBe(env);
  });
});
