// reportClientError through the functions emulator: anyone may report (the login page is signed
// out), the input is bounded, and the reports of one address and of one member are limited per
// rolling hour (what is logged is unit-tested in functions/src/client-errors/client-error-log.test.ts).
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_PER_IP_PER_HOUR,
  CLIENT_ERRORS_PER_UID_PER_HOUR,
  COLLECTIONS,
  FUNCTIONS_REGION,
  reportClientErrorCallable,
  type ReportClientErrorOutput,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  adminDb,
  authHost,
  functionsHost,
  PROJECT_ID,
  seedUser,
  useFunctionsSuite,
} from '../support/functions-env';

const client = useFunctionsSuite();

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'error',
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at f (http://127.0.0.1:5002/assets/app.js:1:2)',
  path: '/login',
  ...overrides,
});

/** The callable over plain HTTP from an address (X-Forwarded-For's last entry), maybe signed in. */
async function reportFrom(
  address: string,
  data: unknown,
  idToken?: string,
): Promise<{ result?: ReportClientErrorOutput; error?: { status: string } }> {
  const { host, port } = await functionsHost();
  const response = await fetch(
    `http://${host}:${port}/${PROJECT_ID}/${FUNCTIONS_REGION}/${reportClientErrorCallable.name}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      },
      body: JSON.stringify({ data }),
    },
  );
  return (await response.json()) as { result?: ReportClientErrorOutput };
}

async function idTokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

describe('reportClientError', () => {
  it('logs a signed-out visitor’s report', async () => {
    await expect(client.call(reportClientErrorCallable, report())).resolves.toEqual({
      logged: true,
    });
  });

  it('refuses a report with a query string, an unknown kind or an oversized message', async () => {
    for (const bad of [
      report({ path: '/login?email=maria@example.com' }),
      report({ kind: 'console' }),
      report({ message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) }),
      report({ stack: 'x'.repeat(CLIENT_ERROR_LIMITS.stack + 1) }),
    ]) {
      const { error } = await reportFrom('198.51.100.1', bad);
      expect(error?.status).toBe('INVALID_ARGUMENT');
    }
    expect((await adminDb.collection(COLLECTIONS.clientErrorLimits).get()).size).toBe(0);
  });

  it('limits one address per rolling hour, and another address is not affected', async () => {
    // The address's counter is already full, as if it had sent its hour's reports.
    const { result: first } = await reportFrom('203.0.113.9', report());
    expect(first).toEqual({ logged: true });
    const [counter] = (await adminDb.collection(COLLECTIONS.clientErrorLimits).get()).docs;
    const now = Date.now();
    await counter!.ref.set({
      recent: Array.from({ length: CLIENT_ERRORS_PER_IP_PER_HOUR }, (_, i) =>
        Timestamp.fromMillis(now - i * 1000),
      ),
      expiresAt: Timestamp.fromMillis(now + 3_600_000),
    });
    expect((await reportFrom('203.0.113.9', report())).result).toEqual({ logged: false });
    expect((await reportFrom('203.0.113.10', report())).result).toEqual({ logged: true });
  });

  it('limits one member across addresses, and reports older than an hour no longer count', async () => {
    const member = await seedUser('aluno@example.com');
    const token = await idTokenOf(member.email, member.password);
    const hourAgo = Date.now() - 3_600_000 - 1000;
    for (let i = 0; i < CLIENT_ERRORS_PER_UID_PER_HOUR; i += 1) {
      // A distinct address each time: only the uid's counter fills.
      expect((await reportFrom(`192.0.2.${i + 1}`, report(), token)).result).toEqual({
        logged: true,
      });
    }
    expect((await reportFrom('192.0.2.200', report(), token)).result).toEqual({ logged: false });
    // Signed out from the same new address, the report goes through: the limit was the uid's.
    expect((await reportFrom('192.0.2.201', report())).result).toEqual({ logged: true });

    const counters = await adminDb.collection(COLLECTIONS.clientErrorLimits).get();
    const uidCounter = counters.docs.find((d) => d.id.startsWith('uid-'))!;
    expect(JSON.stringify(counters.docs.map((d) => d.id))).not.toContain(member.uid);
    await uidCounter.ref.set({
      recent: Array.from({ length: CLIENT_ERRORS_PER_UID_PER_HOUR }, () =>
        Timestamp.fromMillis(hourAgo),
      ),
      expiresAt: Timestamp.fromMillis(hourAgo + 3_600_000),
    });
    expect((await reportFrom('192.0.2.202', report(), token)).result).toEqual({ logged: true });
  });
});

describe('cspReport', () => {
  async function postReport(body: string, contentType: string) {
    const { host, port } = await functionsHost();
    return fetch(`http://${host}:${port}/${PROJECT_ID}/${FUNCTIONS_REGION}/cspReport`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-forwarded-for': '198.51.100.77' },
      body,
    });
  }

  it('takes a report-uri violation report, answers 204 and counts it against the address', async () => {
    const response = await postReport(
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://127.0.0.1:5002/planos',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
        },
      }),
      'application/csp-report',
    );
    expect(response.status).toBe(204);
    expect((await adminDb.collection(COLLECTIONS.clientErrorLimits).get()).size).toBe(1);
  });

  it('answers 204 to anything else and counts nothing', async () => {
    expect((await postReport('not json', 'application/reports+json')).status).toBe(204);
    expect((await adminDb.collection(COLLECTIONS.clientErrorLimits).get()).size).toBe(0);
  });
});
