import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_WINDOW_MS,
  clientErrorLogEntry,
  counterIds,
  recentReportTimes,
  REPORTED_ERROR_EVENT,
} from './client-error-log';

const chromeStack =
  "TypeError: Cannot read properties of undefined (reading 'title')\n" +
  '    at ClassView (https://escola.web.app/assets/class-page-abc.js:1:2345)';

describe('clientErrorLogEntry', () => {
  it('is a ReportedErrorEvent for Error Reporting, with the stack, the page and the uid', () => {
    const entry = clientErrorLogEntry(
      {
        kind: 'boundary',
        message: "Cannot read properties of undefined (reading 'title')",
        stack: chromeStack,
        path: '/dashboard/aula/a1',
        release: 'index-abc.js',
      },
      'uid-1',
      'Mozilla/5.0',
    );
    expect(entry).toEqual({
      message: chromeStack,
      fields: {
        '@type': REPORTED_ERROR_EVENT,
        serviceContext: { service: 'web', version: 'index-abc.js' },
        context: {
          httpRequest: { url: '/dashboard/aula/a1', userAgent: 'Mozilla/5.0' },
          user: 'uid-1',
        },
        clientErrorKind: 'boundary',
      },
    });
  });

  it('puts the message before a stack that does not start with it, and keeps no e-mail', () => {
    const entry = clientErrorLogEntry(
      {
        kind: 'unhandledrejection',
        message: 'Falhou para maria@example.com',
        stack: 'load@https://x/app.js:1:2',
        path: '/login',
      },
      null,
      undefined,
    );
    expect(entry.message).toBe('Falhou para [e-mail]\nload@https://x/app.js:1:2');
    expect(entry.fields['context']).toEqual({ httpRequest: { url: '/login', userAgent: '' } });
    expect(JSON.stringify(entry)).not.toContain('maria@');
  });
});

describe('counters', () => {
  it('hash the address and the uid, and count only the signed-in by uid', () => {
    const signedOut = counterIds('203.0.113.7', null);
    expect(signedOut.uid).toBeUndefined();
    expect(signedOut.ip).toMatch(/^ip-[0-9a-f]{40}$/);
    expect(JSON.stringify(counterIds('203.0.113.7', 'u1'))).not.toContain('203.0.113.7');
  });

  it('keep the report times of the last hour only', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const old = Timestamp.fromMillis(now.getTime() - CLIENT_ERROR_WINDOW_MS - 1);
    const fresh = Timestamp.fromMillis(now.getTime() - 1000);
    expect(recentReportTimes([old, fresh, 'x'], now, 10)).toEqual([fresh]);
    expect(recentReportTimes(undefined, now, 10)).toEqual([]);
  });
});
