import { REPORTED_ERROR_EVENT } from './client-error-log';

// The Content-Security-Policy's violation reports (firebase.json: report-uri and report-to point
// at /api/csp-report, which Hosting sends to the cspReport function): both formats browsers send,
// read into one shape and logged as errors like the app's own reports. The public pages have no
// app script, so this is how their violations are seen.

export interface CspViolation {
  /** The page's path (no query or fragment). */
  page: string;
  directive: string;
  /** 'inline', 'eval', or the origin of the blocked address (never its path or query). */
  blocked: string;
  /** Where the offending code is, as origin + path:line (when the browser says). */
  source: string | null;
  disposition: string;
}

/** At most this many violations of one request are read (a report may batch many). */
export const CSP_VIOLATIONS_PER_REQUEST = 5;

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function pathOf(address: string): string {
  try {
    return new URL(address).pathname.slice(0, 300);
  } catch {
    return '';
  }
}

function blockedOf(address: string): string {
  if (!address.includes(':')) return address.slice(0, 40) || 'desconhecido';
  try {
    const url = new URL(address);
    return url.origin === 'null' ? `${url.protocol}` : url.origin;
  } catch {
    return address.slice(0, 40);
  }
}

function sourceOf(file: string, line: unknown): string | null {
  if (!file) return null;
  try {
    const url = new URL(file);
    return `${url.origin}${url.pathname}${typeof line === 'number' ? `:${line}` : ''}`;
  } catch {
    return null;
  }
}

function violationOf(fields: Fields, names: Record<keyof CspViolation, string>): CspViolation {
  return {
    page: pathOf(text(fields[names.page])),
    directive: text(fields[names.directive]).split(' ')[0] || 'desconhecida',
    blocked: blockedOf(text(fields[names.blocked])),
    source: sourceOf(text(fields[names.source]), fields['line-number'] ?? fields['lineNumber']),
    disposition: text(fields[names.disposition]) || 'enforce',
  };
}

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The violations of a request body: `{"csp-report": …}` (report-uri) or a Reporting API batch. */
export function cspViolations(body: unknown): CspViolation[] {
  if (isObject(body) && isObject(body['csp-report'])) {
    return [
      violationOf(body['csp-report'], {
        page: 'document-uri',
        directive: 'effective-directive',
        blocked: 'blocked-uri',
        source: 'source-file',
        disposition: 'disposition',
      }),
    ];
  }
  if (!Array.isArray(body)) return [];
  return body
    .filter((report): report is Fields => isObject(report) && report['type'] === 'csp-violation')
    .slice(0, CSP_VIOLATIONS_PER_REQUEST)
    .flatMap((report) =>
      isObject(report['body'])
        ? [
            violationOf(report['body'], {
              page: 'documentURL',
              directive: 'effectiveDirective',
              blocked: 'blockedURL',
              source: 'sourceFile',
              disposition: 'disposition',
            }),
          ]
        : [],
    );
}

/** The log entry of a violation: an error event of the service `web`, grouped by its text. */
export function cspLogEntry(violation: CspViolation, userAgent: string | undefined) {
  return {
    message:
      `Content-Security-Policy: ${violation.directive} bloqueou ${violation.blocked}` +
      (violation.source ? ` (${violation.source})` : ''),
    fields: {
      '@type': REPORTED_ERROR_EVENT,
      serviceContext: { service: 'web', version: 'csp' },
      context: { httpRequest: { url: violation.page, userAgent: userAgent?.slice(0, 300) ?? '' } },
      cspDisposition: violation.disposition,
    },
  };
}
