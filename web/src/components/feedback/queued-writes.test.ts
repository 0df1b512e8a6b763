import { renderHook, act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveOrQueue, STALLED_AFTER_MS, useQueuedWrites } from './queued-writes';
import { deferred } from '@/testing/deferred';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('saveOrQueue', () => {
  beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("resolves 'saved' when the server acknowledges the write", async () => {
    const write = deferred();
    const outcome = saveOrQueue(write.promise, { scope: 'a' });
    write.resolve();
    await expect(outcome).resolves.toBe('saved');
  });

  it('rejects when the write fails while online', async () => {
    const write = deferred();
    const outcome = saveOrQueue(write.promise, { scope: 'a' });
    write.reject(new Error('permission-denied'));
    await expect(outcome).rejects.toThrow('permission-denied');
  });

  it("resolves 'queued' at once offline, counts it, then reports when it is sent", async () => {
    setOnline(false);
    const { result } = renderHook(() => useQueuedWrites('b'));
    const write = deferred();
    const onSent = vi.fn();
    const leave = new Event('beforeunload', { cancelable: true });
    await act(async () => {
      await expect(saveOrQueue(write.promise, { scope: 'b', onSent })).resolves.toBe('queued');
    });
    expect(result.current).toBe(1);
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);

    await act(async () => {
      write.resolve();
      await write.promise;
    });
    expect(onSent).toHaveBeenCalledOnce();
    expect(result.current).toBe(0);
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it("resolves 'queued' when the connection drops while waiting; reports a late failure", async () => {
    const write = deferred();
    const onFailed = vi.fn();
    const outcome = saveOrQueue(write.promise, { scope: 'c', onFailed });
    setOnline(false);
    await expect(outcome).resolves.toBe('queued');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    write.reject(new Error('refused'));
    await write.promise.catch(() => undefined);
    await Promise.resolve();
    expect(onFailed).toHaveBeenCalledWith(new Error('refused'));
  });

  it("resolves 'queued' when the server does not answer in time (bad network)", async () => {
    vi.useFakeTimers();
    const outcome = saveOrQueue(new Promise<void>(() => undefined), { scope: 'd' });
    vi.advanceTimersByTime(STALLED_AFTER_MS);
    await expect(outcome).resolves.toBe('queued');
  });
});
