import { createHash } from 'node:crypto';
import type { ClientErrorKind } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';

// What reportClientError logs and how it counts, apart from the function so unit tests read both
// (client-error-log.test.ts).

export const CLIENT_ERROR_WINDOW_MS = 60 * 60 * 1000;

/** Cloud Error Reporting groups structured log entries of this type (with severity ERROR). */
export const REPORTED_ERROR_EVENT =
  'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

/** The counters of a caller: its address always, its uid when signed in. Ids are hashes. */
export function counterIds(addressKey: string, uid: string | null): { ip: string; uid?: string } {
  return {
    ip: `ip-${digest(`client-error-ip:${addressKey}`)}`,
    ...(uid ? { uid: `uid-${digest(`client-error-uid:${uid}`)}` } : {}),
  };
}

/** The stored report times of a counter inside the rolling hour before `now` (at most `limit`). */
export function recentReportTimes(stored: unknown, now: Date, limit: number): Timestamp[] {
  if (!Array.isArray(stored)) return [];
  const since = now.getTime() - CLIENT_ERROR_WINDOW_MS;
  return stored
    .filter((t): t is Timestamp => t instanceof Timestamp && t.toMillis() > since)
    .slice(-limit);
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** Removes e-mail addresses an error's text may carry: the report holds no personal data. */
export const redact = (text: string) => text.replace(EMAIL, '[e-mail]');

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  stack?: string | undefined;
  path: string;
  release?: string | undefined;
}

export interface ClientErrorLogEntry {
  /** The log line: the error's text and its stack, which Error Reporting groups by. */
  message: string;
  fields: Record<string, unknown>;
}

/**
 * The structured entry logged with severity ERROR (`logger.write`): a ReportedErrorEvent whose message holds the
 * browser's stack (or, without one, the error's text), the service `web`, the page and the uid (the
 * only personal data kept). The browser's stack lines already read "at fn (url:line:col)".
 */
export function clientErrorLogEntry(
  report: ClientErrorReport,
  uid: string | null,
  userAgent: string | undefined,
): ClientErrorLogEntry {
  const text = redact(report.message);
  const stack = report.stack ? redact(report.stack) : '';
  // Chrome's stack starts with "TypeError: <message>"; Firefox's and Safari's do not name it.
  const firstLine = stack.split('\n', 1)[0] ?? '';
  const message = !stack ? text : firstLine.includes(text) ? stack : `${text}\n${stack}`;
  return {
    message,
    fields: {
      '@type': REPORTED_ERROR_EVENT,
      serviceContext: { service: 'web', version: report.release ?? 'unknown' },
      context: {
        httpRequest: { url: report.path, userAgent: userAgent?.slice(0, 300) ?? '' },
        ...(uid ? { user: uid } : {}),
      },
      clientErrorKind: report.kind,
    },
  };
}
