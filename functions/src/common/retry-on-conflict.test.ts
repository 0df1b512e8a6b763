// Unit test (no emulator): which errors start a trigger's read-and-write over.
import { describe, expect, it } from 'vitest';
import { isWriteConflict, retryOnConflict } from './retry-on-conflict';

const grpcError = (code: number) => Object.assign(new Error(`code ${code}`), { code });

describe('retryOnConflict', () => {
  it('starts over after a failed precondition or an existing document, then returns', async () => {
    let calls = 0;
    const result = await retryOnConflict(async () => {
      calls += 1;
      if (calls === 1) throw grpcError(9);
      if (calls === 2) throw grpcError(6);
      return 'feito';
    });
    expect(result).toBe('feito');
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt with the conflict error', async () => {
    let calls = 0;
    const failing = retryOnConflict(async () => {
      calls += 1;
      throw grpcError(10);
    }, 3);
    await expect(failing).rejects.toThrow('code 10');
    expect(calls).toBe(3);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    const failing = retryOnConflict(async () => {
      calls += 1;
      throw grpcError(7); // PERMISSION_DENIED
    });
    await expect(failing).rejects.toThrow('code 7');
    expect(calls).toBe(1);
    expect(isWriteConflict(new Error('sem código'))).toBe(false);
    expect(isWriteConflict(null)).toBe(false);
  });
});
