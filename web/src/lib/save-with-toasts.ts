import type { ToastOptions } from './use-toast';

type Outcome = {
  /** What the console says with a failure's error. */
  log: string;
  /** The failure's toast (or made from the error, e.g. 'Erro no Upload' for a cover). */
  failure: ToastOptions | ((error: unknown) => ToastOptions);
  success: ToastOptions;
};

/**
 * A form's save with its toasts, as every create and edit screen does it: a failure is logged,
 * shown and thrown again (the form stays open with what was typed); a success is shown and its
 * result returned, for the screen to move on.
 */
export async function saveWithToasts<T>(
  toast: (options: ToastOptions) => unknown,
  save: () => Promise<T>,
  { log, failure, success }: Outcome,
): Promise<T> {
  let result: T;
  try {
    result = await save();
  } catch (error) {
    console.error(log, error);
    toast(typeof failure === 'function' ? failure(error) : failure);
    throw error;
  }
  toast(success);
  return result;
}
