import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { spawnLowPriority } from './low-priority.mjs';

const autogroupOf = (pid) => readFileSync(`/proc/${pid}/autogroup`, 'utf8').trim();
const hasAutogroups = process.platform === 'linux' && existsSync(`/proc/${process.pid}/autogroup`);

describe.runIf(process.platform !== 'win32')('spawnLowPriority', () => {
  it('runs the command niced and, where sessions are scheduled apart, in a niced session of its own', async () => {
    // The child reports on itself once it reads a line.
    const child = spawnLowPriority('sh', ['-c', 'read _; cat /proc/self/autogroup; nice'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    if (hasAutogroups) {
      // Without root the kernel may defer the change a tenth of a second (low-priority.mjs).
      await expect.poll(() => autogroupOf(child.pid), { timeout: 30_000 }).toMatch(/ nice 10$/);
    }
    child.stdin.end('\n');
    await exited;

    const lines = Buffer.concat(output).toString('utf8').trim().split('\n');
    // Ten lower than this process (which `npm test` runs niced itself), at most the lowest, 19.
    expect(Number(lines.at(-1))).toBe(Math.min(19, os.getPriority() + 10));
    if (hasAutogroups) {
      const [ownGroup] = autogroupOf(process.pid).split(' ');
      expect(lines[0]).toMatch(/^\/autogroup-\d+ nice 10$/);
      expect(lines[0].split(' ')[0]).not.toBe(ownGroup);
    }
  });
});
