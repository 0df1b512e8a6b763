// useRead over Read objects (happy-dom): once and live reads, retry, a new key, null, and the
// combinators mapRead and allReads.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscribe } from './use-live-snapshot';
import { allReads, liveRead, mapRead, onceRead, useRead, type Read } from './use-read';
import { deferred } from '@/testing/deferred';

/** A live source the test drives: `push` sends data to every listener, `listeners` counts them. */
function source<T>(key: string) {
  const listeners = new Set<Parameters<Subscribe<T>>>();
  const read = liveRead<T>(key, (onData, onError) => {
    const entry: Parameters<Subscribe<T>> = [onData, onError];
    listeners.add(entry);
    return () => listeners.delete(entry);
  });
  return {
    read,
    listeners,
    push: (data: T) => listeners.forEach(([onData]) => onData(data)),
    fail: (error: unknown) => listeners.forEach(([, onError]) => onError(error)),
  };
}

const stateOf = <T,>(result: { current: { status: string; data?: T } }) => {
  const { status, data } = result.current;
  return status === 'ready' ? { status, data } : { status };
};

afterEach(() => vi.restoreAllMocks());

describe('useRead', () => {
  it('a once read: loading, then its answer', async () => {
    const answer = deferred<string[]>();
    const { result } = renderHook(() => useRead(onceRead('themes', () => answer.promise)));
    expect(result.current.status).toBe('loading');
    await act(async () => answer.resolve(['Vendas']));
    expect(stateOf(result)).toEqual({ status: 'ready', data: ['Vendas'] });
  });

  it('a live read: every change, and the listener ends with the component', () => {
    const live = source<number>('count');
    const { result, unmount } = renderHook(() => useRead(live.read));
    act(() => live.push(1));
    expect(stateOf(result)).toEqual({ status: 'ready', data: 1 });
    act(() => live.push(2));
    expect(stateOf(result)).toEqual({ status: 'ready', data: 2 });
    unmount();
    expect(live.listeners.size).toBe(0);
  });

  it('an error, logged; retry asks again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValueOnce('again');
    const { result } = renderHook(() => useRead(onceRead('class:x', load)));
    await act(async () => undefined);
    expect(result.current.status).toBe('error');
    expect(log).toHaveBeenCalledOnce();
    await act(async () => result.current.retry());
    expect(stateOf(result)).toEqual({ status: 'ready', data: 'again' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a new key reads again and never shows the earlier key’s late answer', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const { result, rerender } = renderHook(
      ({ id }: { id: 'a' | 'b' }) => useRead(onceRead(id, () => answers[id].promise)),
      { initialProps: { id: 'a' } },
    );
    rerender({ id: 'b' });
    await act(async () => answers.a.resolve('from a'));
    expect(result.current.status).toBe('loading');
    await act(async () => answers.b.resolve('from b'));
    expect(stateOf(result)).toEqual({ status: 'ready', data: 'from b' });
  });

  it('null reads nothing and stays loading', () => {
    const { result } = renderHook(() => useRead<string>(null));
    expect(result.current.status).toBe('loading');
  });

  it('the same state is the same object across renders (callers may memoise on it)', () => {
    const live = source<string>('same');
    const { result, rerender } = renderHook(() => useRead(live.read));
    act(() => live.push('x'));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('mapRead and allReads', () => {
  it('mapRead passes the data through and names the key after it', async () => {
    const read = mapRead(
      onceRead('n', async () => 2),
      'double',
      (n) => n * 2,
    );
    expect(read.key).toBe('n|double');
    const { result } = renderHook(() => useRead(read));
    await act(async () => undefined);
    expect(stateOf(result)).toEqual({ status: 'ready', data: 4 });
  });

  it('allReads answers once every part has, in order, and again on each change', async () => {
    const first = source<string>('first');
    const second = onceRead('second', async () => 7);
    const both: Read<[string, number]> = allReads<[string, number]>([first.read, second]);
    expect(both.key).toBe('all(first,second)');
    const { result, unmount } = renderHook(() => useRead(both));
    await act(async () => undefined);
    expect(result.current.status).toBe('loading');
    act(() => first.push('a'));
    expect(stateOf(result)).toEqual({ status: 'ready', data: ['a', 7] });
    act(() => first.push('b'));
    expect(stateOf(result)).toEqual({ status: 'ready', data: ['b', 7] });
    unmount();
    expect(first.listeners.size).toBe(0);
  });

  it('allReads of nothing is an empty list at once; an error of any part is its error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const none = renderHook(() => useRead(allReads<string[]>([])));
    expect(stateOf(none.result)).toEqual({ status: 'ready', data: [] });
    const part = source<string>('part');
    const { result } = renderHook(() => useRead(allReads([part.read])));
    act(() => part.fail(new Error('permission-denied')));
    expect(result.current.status).toBe('error');
  });
});
