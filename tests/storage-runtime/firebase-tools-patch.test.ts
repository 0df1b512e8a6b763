// firebase-tools' reader of the storage rules runtime, as scripts/emulators/patch-firebase-tools.mjs
// leaves it after `npm install`: every stdout line reaches the emulator's handler on its own, even
// when the pipe delivers several replies, or half of one, in a single chunk.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { EventEmitter } from 'node:events';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PATCH_MARKER, runtimeReader } from '../../scripts/emulators/patch-firebase-tools.mjs';

const code = readFileSync(runtimeReader, 'utf8');

/** The patch's helper, taken from the installed file and run on its own. */
function installedHelper(): (stream: EventEmitter) => EventEmitter {
  const start = code.indexOf(`function ${PATCH_MARKER}(`);
  const end = code.indexOf('\nObject.defineProperty', start);
  const context = { require: createRequire(runtimeReader), Buffer };
  vm.runInNewContext(code.slice(start, end), context);
  return (context as unknown as Record<string, (stream: EventEmitter) => EventEmitter>)[
    PATCH_MARKER
  ]!;
}

describe('firebase-tools reads the rules runtime line by line', () => {
  it('is patched where the emulator reads the runtime', () => {
    expect(code).toContain(`(_b = ${PATCH_MARKER}(this._childprocess.stdout))`);
  });

  it('hands over each line on its own, across and within chunks', () => {
    const stdout = new EventEmitter();
    const lines: string[] = [];
    installedHelper()(stdout).on('data', (buf: Buffer) => lines.push(buf.toString('utf-8')));
    stdout.emit('data', Buffer.from('{"id":3,"ok":true}\n{"id":4,"ok":tr'));
    expect(lines).toEqual(['{"id":3,"ok":true}']);
    stdout.emit('data', Buffer.from('ue}\n\n{"id":5,"nome":"Aula à tarde"}\n'));
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { id: 3, ok: true },
      { id: 4, ok: true },
      { id: 5, nome: 'Aula à tarde' },
    ]);
  });
});
