import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { callableUrl, readFunctionsRegion, waitForCallable } from './callable-ready.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const url = 'http://127.0.0.1:5001/demo-escola/southamerica-east1/checkEmail';

/** A fake clock and a fetch that plays `answers` in order (a status, or an Error to throw). */
function fakeEmulator(answers) {
  let clock = 0;
  const requests = [];
  const fetchImpl = async (target, init) => {
    requests.push({ target, init });
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return { status: answer, text: async () => '{}' };
  };
  const wait = async (ms) => {
    clock += ms;
  };
  return { fetchImpl, wait, now: () => clock, requests };
}

const refused = () =>
  Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });

describe('readFunctionsRegion', () => {
  it('reads FUNCTIONS_REGION from packages/domain', () => {
    expect(readFunctionsRegion(repoRoot)).toBe('southamerica-east1');
  });
});

describe('callableUrl', () => {
  it('builds the emulator path project/region/name', () => {
    expect(
      callableUrl({ host: '127.0.0.1', port: 5001 }, 'demo-escola', 'southamerica-east1', 'x'),
    ).toBe('http://127.0.0.1:5001/demo-escola/southamerica-east1/x');
  });
});

describe('waitForCallable', () => {
  it('waits through 404s and refused connections until the callable answers', async () => {
    const emulator = fakeEmulator([refused(), 404, 404, 401]);
    let waiting = 0;
    const result = await waitForCallable(url, {
      ...emulator,
      intervalMs: 250,
      onWaiting: () => waiting++,
    });
    expect(result).toEqual({ status: 401, waitedMs: 750 });
    expect(waiting).toBe(1);
    expect(emulator.requests).toHaveLength(4);
    expect(emulator.requests[0].target).toBe(url);
    expect(emulator.requests[0].init).toMatchObject({ method: 'POST', body: '{"data":{}}' });
  });

  it('returns at once, without the waiting notice, when the function is already loaded', async () => {
    const emulator = fakeEmulator([400]);
    let waiting = 0;
    const result = await waitForCallable(url, { ...emulator, onWaiting: () => waiting++ });
    expect(result).toEqual({ status: 400, waitedMs: 0 });
    expect(waiting).toBe(0);
  });

  it('gives up after the timeout with a pt-BR message naming the URL and the last answer', async () => {
    const emulator = fakeEmulator([404]);
    await expect(
      waitForCallable(url, { ...emulator, timeoutMs: 5_000, intervalMs: 1_000 }),
    ).rejects.toThrow(
      `As Cloud Functions não responderam em 5 s (POST ${url}: HTTP 404 (a função ainda não foi carregada)).`,
    );
    expect(emulator.requests).toHaveLength(5);
  });

  it('reports a connection that never opens', async () => {
    const emulator = fakeEmulator([refused()]);
    await expect(waitForCallable(url, { ...emulator, timeoutMs: 1_000 })).rejects.toThrow(
      'ECONNREFUSED',
    );
  });
});
