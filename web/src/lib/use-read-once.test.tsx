import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReadOnce } from './use-read-once';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useReadOnce', () => {
  it('is loading until the read settles, then ready with its data', async () => {
    const read = deferred<string[]>();
    const { result } = renderHook(() => useReadOnce('themes', () => read.promise));
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => read.resolve(['Vendas']));
    expect(result.current).toEqual({ status: 'ready', data: ['Vendas'] });
  });

  it('reports a failed read as an error (and logs it)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const read = deferred<string>();
    const { result } = renderHook(() => useReadOnce('class:x', () => read.promise));
    const failure = new Error('permission-denied');
    await act(async () => read.reject(failure));
    expect(result.current).toEqual({ status: 'error', error: failure });
    expect(log).toHaveBeenCalledWith('Falha ao ler class:x', failure);
    log.mockRestore();
  });

  it('reads again for a new key and never shows the earlier key’s late answer', async () => {
    const reads: Record<string, ReturnType<typeof deferred<string>>> = {
      a: deferred<string>(),
      b: deferred<string>(),
    };
    const { result, rerender } = renderHook(({ id }) => useReadOnce(id, () => reads[id]!.promise), {
      initialProps: { id: 'a' },
    });
    rerender({ id: 'b' });
    await act(async () => reads.a!.resolve('from a'));
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => reads.b!.resolve('from b'));
    expect(result.current).toEqual({ status: 'ready', data: 'from b' });
  });

  it('reads nothing while load is null', () => {
    const { result } = renderHook(() => useReadOnce<string>('catalog', null));
    expect(result.current).toEqual({ status: 'loading' });
  });

  it('drops an answer that arrives after unmount', async () => {
    const read = deferred<string>();
    const seen = vi.fn();
    const { unmount } = renderHook(() => {
      const state = useReadOnce('history:m1', () => read.promise);
      seen(state.status);
      return state;
    });
    unmount();
    await act(async () => read.resolve('late'));
    expect(seen).not.toHaveBeenCalledWith('ready');
  });
});
