import type { ReportClientErrorInput } from '@app/domain';

// The browser's side of the error reports (docs/operations.md, "Erros do navegador"): what the
// page itself cannot catch (uncaught errors, unhandled rejections) and what the error boundaries
// catch goes to the reportClientError callable. Nothing here may slow or break the page: the
// sender (send.ts, with the domain contract and the Functions SDK) loads only when there is an
// error to send, every failure is swallowed, and nothing waits for the answer.

export type ClientErrorReport = Pick<ReportClientErrorInput, 'kind' | 'message' | 'stack'>;

/** The app build that ran: the name of the script file holding this code (its hash names the build). */
const release = () => {
  try {
    return new URL(import.meta.url).pathname.split('/').pop() || undefined;
  } catch {
    return undefined;
  }
};

/** Reads an error's text and stack from whatever was thrown. */
export function describeThrown(thrown: unknown): Pick<ClientErrorReport, 'message' | 'stack'> {
  if (thrown instanceof Error) {
    return { message: thrown.message || thrown.name, stack: thrown.stack };
  }
  if (typeof thrown === 'string') return { message: thrown };
  try {
    return { message: JSON.stringify(thrown) ?? String(thrown) };
  } catch {
    return { message: String(thrown) };
  }
}

/** Sends one report, in the background; never throws and never waits. */
export function reportClientError(report: ClientErrorReport): void {
  try {
    void import('./send')
      .then(({ sendClientError }) =>
        sendClientError({ ...report, path: window.location.pathname, release: release() }),
      )
      .catch(() => undefined);
  } catch {
    // Reporting must never be the page's second error.
  }
}

/** Listens for uncaught errors and unhandled rejections for the page's lifetime. */
export function listenForClientErrors(target: Window = window): void {
  target.addEventListener('error', (event) => {
    // A resource that failed to load (an <img>) fires a plain Event without an error: not ours.
    if (!(event instanceof ErrorEvent)) return;
    const thrown: unknown = event.error;
    reportClientError({
      kind: 'error',
      ...(thrown === undefined || thrown === null
        ? { message: event.message || 'Erro sem mensagem' }
        : describeThrown(thrown)),
    });
  });
  target.addEventListener('unhandledrejection', (event) => {
    reportClientError({ kind: 'unhandledrejection', ...describeThrown(event.reason) });
  });
}
