import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clearWebBuildStatus,
  markWebBuildDone,
  markWebBuildStarted,
  waitForWebBuild,
} from './web-build-status.mjs';

/** A status file of the test's own, never the one a running `npm test` is using. */
const statusFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'web-build-')), 'status');

describe('waitForWebBuild', () => {
  it('goes on at once when no build is under way', async () => {
    await expect(waitForWebBuild({ file: statusFile() })).resolves.toBeUndefined();
  });

  it('keeps waiting while the build runs, up to its time limit', async () => {
    const file = statusFile();
    markWebBuildStarted({ file });
    await expect(waitForWebBuild({ file, timeoutMs: 0 })).rejects.toThrow(
      'O build do web não terminou em 0 s.',
    );
  });

  it('goes on once the build it was waiting for has succeeded', async () => {
    const file = statusFile();
    markWebBuildStarted({ file });
    // The first look at the file happens at the call: the build is still running then.
    const waiting = waitForWebBuild({ file });
    markWebBuildDone(0, { file });
    await expect(waiting).resolves.toBeUndefined();
  });

  it('fails with the code of a failed build', async () => {
    const file = statusFile();
    markWebBuildStarted({ file });
    markWebBuildDone(2, { file });
    await expect(waitForWebBuild({ file })).rejects.toThrow(
      'O build do web falhou (código 2); a saída dele está acima.',
    );
  });

  it('fails when the run that was building has died', async () => {
    const file = statusFile();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    markWebBuildStarted({ file, pid: gone });
    await expect(waitForWebBuild({ file })).rejects.toThrow('foi interrompido no meio');
  });

  it('goes on again once the status is cleared', async () => {
    const file = statusFile();
    markWebBuildStarted({ file });
    clearWebBuildStatus({ file });
    await expect(waitForWebBuild({ file })).resolves.toBeUndefined();
  });
});
