// Reading a callable's failure on the client. The Firebase JS SDK (firebase/functions 12.x)
// appends the HTTP status to the server's message ("Este email já está cadastrado no sistema
// [409]"); the dialogs show the pt-BR text without it. Structural, so no SDK import is needed.

/** The HTTP status the JS SDK appends to a callable error's message. */
const SDK_STATUS_SUFFIX = / \[\d{3}\]$/;

export interface CallableErrorInfo {
  /** The HttpsError code without the 'functions/' prefix, e.g. 'already-exists'. */
  code: string;
  /** The server's pt-BR message. */
  message: string;
}

/** Code and message of an error thrown by `httpsCallable(...)()`, or null if it is not one. */
export function readCallableError(error: unknown): CallableErrorInfo | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !code.startsWith('functions/')) return null;
  return {
    code: code.slice('functions/'.length),
    message: typeof message === 'string' ? message.replace(SDK_STATUS_SUFFIX, '') : '',
  };
}

/** The text to show for a failed call: the server's message, or `fallback` when there is none. */
export function callableErrorMessage(error: unknown, fallback: string): string {
  return readCallableError(error)?.message || fallback;
}
