import { useCallback, useState } from 'react';
import { useToast } from '@/lib/use-toast';
import { queuedWriteMessages } from './messages';
import { saveOrQueue, type WriteOutcome } from './queued-writes';

/** A toast's words; the variant is the hook's (success, error, info). */
export type ToastText = { title: string; description?: string };

export type QueuedWriteToasts = {
  /** The server has the write: at once when online, or later for a queued one. */
  saved: ToastText;
  /** The write was refused: at once, or later for a queued one (the change is not saved). */
  failed: ToastText;
  /**
   * The description of the toast shown when the write is left waiting for the connection, under
   * 'Você está offline' (or 'Conexão instável' when online but unanswered). None: the screen says
   * so itself (a notice counting useQueuedWrites).
   */
  queued?: string;
  /** Logged with the error when the write fails at once. */
  logAs: string;
};

export type RunOptions = {
  /** Instead of the hook's `saved` toast, for this write ('Aula concluída' / 'Status atualizado'). */
  saved?: ToastText;
  /** A queued write was refused later: after the `failed` toast (e.g. give the text back). */
  onLateFailure?: (error: unknown) => void;
};

/** 'failed': refused at once (its toast is shown); the caller keeps what was typed. */
export type RunResult = WriteOutcome | 'failed';

/**
 * One write with its toasts: 'saved' when the server has it, 'failed' when refused, and, with a
 * `scope`, the offline path of saveOrQueue: a write made without a connection (or left unanswered)
 * resolves 'queued' at once, is counted in the scope (useQueuedWrites), and its saved or failed
 * toast comes when it reaches the server. Without a scope (null) the write waits for the server.
 * `busy` is true while a write is being run. `toasts` should be a constant (or memoised).
 */
export function useQueuedWrite(scope: string | null, toasts: QueuedWriteToasts) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (write: () => Promise<unknown>, options: RunOptions = {}): Promise<RunResult> => {
      const saved = () => toast({ ...(options.saved ?? toasts.saved), variant: 'success' });
      const failed = () => toast({ ...toasts.failed, variant: 'error' });
      setBusy(true);
      try {
        const outcome: WriteOutcome =
          scope === null
            ? await write().then(() => 'saved' as const)
            : await saveOrQueue(write(), {
                scope,
                onSent: saved,
                onFailed: (error) => {
                  failed();
                  options.onLateFailure?.(error);
                },
              });
        if (outcome === 'saved') saved();
        else if (toasts.queued) {
          toast({
            title: navigator.onLine
              ? queuedWriteMessages.slowTitle
              : queuedWriteMessages.offlineTitle,
            description: toasts.queued,
            variant: 'info',
          });
        }
        return outcome;
      } catch (error) {
        console.error(toasts.logAs, error);
        failed();
        return 'failed';
      } finally {
        setBusy(false);
      }
    },
    [scope, toasts, toast],
  );

  return { run, busy };
}
