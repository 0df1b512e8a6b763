import { deleteClassCallable, exportMyDataCallable, type DeleteClassOutput } from '@app/domain';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { callFunction } from './call-function';

// The SDK and the client module are the lazy imports; the test stands in for both.
const { httpsCallable, call } = vi.hoisted(() => {
  const call = vi.fn();
  return { call, httpsCallable: vi.fn(() => call) };
});
vi.mock('firebase/functions', () => ({ httpsCallable }));
vi.mock('./functions', () => ({ functions: { region: 'test' } }));

const deleted: DeleteClassOutput = {
  deleted: true,
  comments: 1,
  ratings: 0,
  completions: 0,
  recentViews: 0,
  files: 2,
  referencesCleared: 0,
};

describe('callFunction', () => {
  beforeEach(() => {
    httpsCallable.mockClear();
    call.mockReset();
  });

  it('calls the function the contract names with the input, and answers its data', async () => {
    call.mockResolvedValue({ data: deleted });
    const result = await callFunction(deleteClassCallable, { classId: 'aula-1' });
    expect(httpsCallable).toHaveBeenCalledWith({ region: 'test' }, 'deleteClass');
    expect(call).toHaveBeenCalledWith({ classId: 'aula-1' });
    expect(result).toEqual(deleted);
    expectTypeOf(result).toEqualTypeOf<DeleteClassOutput>();
  });

  it('takes no input for a callable that has none', async () => {
    call.mockResolvedValue({ data: { exportedAt: 'x', data: {} } });
    await callFunction(exportMyDataCallable);
    expect(httpsCallable).toHaveBeenCalledWith({ region: 'test' }, 'exportMyData');
    expect(call).toHaveBeenCalledWith(undefined);
  });

  it('types the input from the contract', () => {
    // Compile-time only: the wrong input is a type error, and the call is never made.
    const wrongInput = () =>
      // @ts-expect-error classId is required
      callFunction(deleteClassCallable, { id: 'aula-1' });
    expectTypeOf(wrongInput).toBeFunction();
  });

  it('passes the failure through', async () => {
    const failure = Object.assign(new Error('Aula não encontrada'), {
      code: 'functions/not-found',
    });
    call.mockRejectedValue(failure);
    await expect(callFunction(deleteClassCallable, { classId: 'x' })).rejects.toBe(failure);
  });
});
