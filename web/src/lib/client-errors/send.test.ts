import { CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PER_PAGE_LOAD } from '@app/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { describeThrown } from './listen';
import { resetSentClientErrors, sendClientError } from './send';

const { callFunction } = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/call-function', () => ({ callFunction }));

const report = (message: string) => ({ kind: 'error' as const, message, path: '/login' });

describe('sendClientError', () => {
  beforeEach(() => {
    resetSentClientErrors();
    callFunction.mockReset();
    callFunction.mockResolvedValue({ logged: true });
  });

  it('sends the same error once per page load', async () => {
    expect(await sendClientError(report('x is undefined'))).toBe(true);
    expect(await sendClientError(report('x is undefined'))).toBe(false);
    expect(callFunction).toHaveBeenCalledTimes(1);
    expect(callFunction.mock.calls[0]![0]).toMatchObject({ name: 'reportClientError' });
  });

  it(`sends at most ${CLIENT_ERRORS_PER_PAGE_LOAD} distinct errors per page load`, async () => {
    for (let i = 0; i < CLIENT_ERRORS_PER_PAGE_LOAD + 3; i += 1) {
      await sendClientError(report(`erro ${i}`));
    }
    expect(callFunction).toHaveBeenCalledTimes(CLIENT_ERRORS_PER_PAGE_LOAD);
  });

  it('cuts the texts to what the callable accepts', async () => {
    await sendClientError({
      ...report('m'.repeat(CLIENT_ERROR_LIMITS.message + 50)),
      stack: 's'.repeat(CLIENT_ERROR_LIMITS.stack + 50),
    });
    const input = callFunction.mock.calls[0]![1] as { message: string; stack: string };
    expect(input.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(input.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
  });
});

describe('describeThrown', () => {
  it('reads errors, strings and other values', () => {
    const error = new TypeError('boom');
    expect(describeThrown(error)).toEqual({ message: 'boom', stack: error.stack });
    expect(describeThrown('texto')).toEqual({ message: 'texto' });
    expect(describeThrown({ code: 1 })).toEqual({ message: '{"code":1}' });
  });
});
