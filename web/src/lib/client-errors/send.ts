import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_PER_PAGE_LOAD,
  reportClientErrorCallable,
  type ReportClientErrorInput,
} from '@app/domain';
import { callFunction } from '@/lib/call-function';

// The sender of listen.ts, loaded with the first error: the same error is sent once per page load
// and at most CLIENT_ERRORS_PER_PAGE_LOAD distinct ones, cut to the callable's limits (an error
// in a loop would otherwise send hundreds).

const sent = new Set<string>();

const cut = (text: string | undefined, max: number) =>
  text === undefined ? undefined : text.length > max ? text.slice(0, max) : text;

/** Sends the report unless it was sent already or the page's quota is spent. */
export async function sendClientError(report: ReportClientErrorInput): Promise<boolean> {
  const key = `${report.kind}|${report.message}`;
  if (sent.has(key) || sent.size >= CLIENT_ERRORS_PER_PAGE_LOAD) return false;
  sent.add(key);
  const message = cut(report.message.trim(), CLIENT_ERROR_LIMITS.message) || 'Erro sem mensagem';
  await callFunction(reportClientErrorCallable, {
    kind: report.kind,
    message,
    stack: cut(report.stack, CLIENT_ERROR_LIMITS.stack),
    path: cut(report.path, CLIENT_ERROR_LIMITS.path) ?? '/',
    release: cut(report.release, CLIENT_ERROR_LIMITS.release),
  });
  return true;
}

/** Forgets what was sent (tests only: a page load starts empty). */
export function resetSentClientErrors(): void {
  sent.clear();
}
