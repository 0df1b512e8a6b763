// useQueuedWrite (happy-dom): the toasts of a write saved, refused, queued offline and sent
// later, or refused later; and a write without a scope waiting for the server.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queuedWriteMessages } from './messages';
import { useQueuedWrites } from './queued-writes';
import { useQueuedWrite, type QueuedWriteToasts } from './use-queued-write';
import { deferred } from '@/testing/deferred';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/use-toast', () => ({ useToast: () => toast }));

const toasts: QueuedWriteToasts = {
  saved: { title: 'Salvo', description: 'Tudo certo' },
  failed: { title: 'Erro', description: 'Não salvou' },
  queued: 'Será enviado quando a conexão voltar.',
  logAs: 'Falha ao salvar',
};

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

beforeEach(() => online(true));
afterEach(() => {
  toast.mockClear();
  vi.restoreAllMocks();
});

describe('useQueuedWrite', () => {
  it("online: 'saved' and the saved toast; busy while it runs", async () => {
    const { result } = renderHook(() => useQueuedWrite('a', toasts));
    const write = deferred();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(() => write.promise);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      write.resolve();
      await expect(outcome).resolves.toBe('saved');
    });
    expect(result.current.busy).toBe(false);
    expect(toast).toHaveBeenCalledExactlyOnceWith({ ...toasts.saved, variant: 'success' });
  });

  it("refused at once: 'failed', logged, the failed toast", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useQueuedWrite('a', toasts));
    const refusal = new Error('permission-denied');
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(refusal))).resolves.toBe('failed');
    });
    expect(log).toHaveBeenCalledWith(toasts.logAs, refusal);
    expect(toast).toHaveBeenCalledExactlyOnceWith({ ...toasts.failed, variant: 'error' });
  });

  it("offline: 'queued', counted, 'Você está offline'; the saved toast when it is sent", async () => {
    online(false);
    const { result } = renderHook(() => ({
      write: useQueuedWrite('b', toasts),
      waiting: useQueuedWrites('b'),
    }));
    const write = deferred();
    await act(async () => {
      await expect(result.current.write.run(() => write.promise)).resolves.toBe('queued');
    });
    expect(result.current.waiting).toBe(1);
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: queuedWriteMessages.offlineTitle,
      description: toasts.queued,
      variant: 'info',
    });
    await act(async () => {
      write.resolve();
      await write.promise;
    });
    expect(result.current.waiting).toBe(0);
    expect(toast).toHaveBeenLastCalledWith({ ...toasts.saved, variant: 'success' });
  });

  it('a queued write refused later: the failed toast, then onLateFailure', async () => {
    online(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useQueuedWrite('c', { ...toasts, queued: undefined }));
    const write = deferred();
    const onLateFailure = vi.fn();
    await act(async () => {
      await result.current.run(() => write.promise, { onLateFailure });
    });
    expect(toast).not.toHaveBeenCalled();
    await act(async () => {
      write.reject(new Error('refused'));
      await write.promise.catch(() => undefined);
    });
    expect(toast).toHaveBeenCalledExactlyOnceWith({ ...toasts.failed, variant: 'error' });
    expect(onLateFailure).toHaveBeenCalledWith(new Error('refused'));
  });

  it('without a scope: waits for the server even offline; a saved toast per write', async () => {
    online(false);
    const { result } = renderHook(() => useQueuedWrite(null, toasts));
    const write = deferred();
    let settled = false;
    act(() => {
      void result.current
        .run(() => write.promise, { saved: { title: 'Aula concluída' } })
        .then(() => (settled = true));
    });
    await act(async () => undefined);
    expect(settled).toBe(false);
    await act(async () => write.resolve());
    expect(settled).toBe(true);
    expect(toast).toHaveBeenCalledExactlyOnceWith({ title: 'Aula concluída', variant: 'success' });
  });
});
