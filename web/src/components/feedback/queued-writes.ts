import { useSyncExternalStore } from 'react';

/**
 * Saves made without a connection.
 *
 * Firestore's web SDK applies a write to its local cache at once (live listeners show it) and
 * queues it until the connection returns, but the write's promise only resolves when the server
 * acknowledges it. A form that awaited it would sit on 'Salvando...' for as long as the network is
 * away. saveOrQueue waits for the server while online; when the browser is offline, goes offline
 * meanwhile, or the server has not answered after STALLED_AFTER_MS, it resolves 'queued' and
 * the write goes on: `onSent` / `onFailed` report how it ends. Writes still waiting are counted
 * per scope (useQueuedWrites) so a form can say so; the app uses Firestore's memory cache, so the
 * queue dies with the tab: while anything waits, leaving or reloading the page asks first.
 *
 * No Firestore import here: this takes the write's promise, whatever made it.
 */
export type WriteOutcome = 'saved' | 'queued';

type QueueOptions = {
  /** Groups waiting writes for useQueuedWrites (e.g. 'profile', 'comment:<classId>'). */
  scope: string;
  /** The queued write reached the server. */
  onSent?: () => void;
  /** The queued write was refused (rules, validation): the change is not saved. */
  onFailed?: (error: unknown) => void;
};

/** An online save that has not been acknowledged by then is treated as stalled (bad network). */
export const STALLED_AFTER_MS = 15_000;

const waiting = new Map<string, number>();
const listeners = new Set<() => void>();

function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
}

function changeWaiting(scope: string, delta: 1 | -1) {
  const before = [...waiting.values()].reduce((sum, n) => sum + n, 0);
  const next = (waiting.get(scope) ?? 0) + delta;
  if (next > 0) waiting.set(scope, next);
  else waiting.delete(scope);
  const after = before + delta;
  if (before === 0 && after > 0) window.addEventListener('beforeunload', warnBeforeLeaving);
  if (before > 0 && after === 0) window.removeEventListener('beforeunload', warnBeforeLeaving);
  for (const listener of listeners) listener();
}

/**
 * Resolves 'saved' once the server has the write, or 'queued' when it is left waiting for the
 * connection. Rejects only when the write fails before that (the caller shows its error).
 */
export function saveOrQueue(write: Promise<unknown>, options: QueueOptions): Promise<WriteOutcome> {
  return new Promise<WriteOutcome>((resolve, reject) => {
    let queued = false;
    let settled = false;
    const queue = () => {
      if (queued || settled) return;
      queued = true;
      stopWatching();
      changeWaiting(options.scope, 1);
      resolve('queued');
    };
    const timer = window.setTimeout(queue, STALLED_AFTER_MS);
    const stopWatching = () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', queue);
    };
    window.addEventListener('offline', queue);

    write.then(
      () => {
        settled = true;
        stopWatching();
        if (!queued) return resolve('saved');
        changeWaiting(options.scope, -1);
        options.onSent?.();
      },
      (error: unknown) => {
        settled = true;
        stopWatching();
        if (!queued) return reject(error);
        changeWaiting(options.scope, -1);
        console.error('Falha ao enviar uma alteração feita sem conexão', error);
        options.onFailed?.(error);
      },
    );

    if (!navigator.onLine) queue();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How many of the scope's writes are waiting for the connection (re-renders on change). */
export function useQueuedWrites(scope: string): number {
  return useSyncExternalStore(
    subscribe,
    () => waiting.get(scope) ?? 0,
    () => 0,
  );
}
