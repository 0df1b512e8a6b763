import { CLIENT_ERRORS_PER_IP_PER_HOUR, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { clientAddressKey } from '../leads/client-ip';
import { counterIds } from './client-error-log';
import { cspLogEntry, cspViolations } from './csp-violation';
import { UNKNOWN_ADDRESS } from './report-client-error';
import { takeReportSlot } from './report-slot';

/** A report body larger than this is not read. */
const MAX_BODY_BYTES = 16_384;

// POST /api/csp-report (firebase.json rewrites it here): the browser's Content-Security-Policy
// violation reports, from any page. Anyone may send, so each request counts against its address
// like reportClientError's (the same counter); the answer is always 204, which browsers ignore.
export const cspReport = onRequest(
  { region: FUNCTIONS_REGION, maxInstances: 5, memory: '256MiB' },
  async (request, response) => {
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).end();
      return;
    }
    const raw = request.rawBody;
    let body: unknown = null;
    if (raw && raw.length <= MAX_BODY_BYTES) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = null;
      }
    }
    const violations = cspViolations(body);
    if (violations.length > 0) {
      const address =
        clientAddressKey(request.headers, request.socket?.remoteAddress) ?? UNKNOWN_ADDRESS;
      const counter = { id: counterIds(address, null).ip, limit: CLIENT_ERRORS_PER_IP_PER_HOUR };
      if (await takeReportSlot([counter], new Date())) {
        for (const violation of violations) {
          const entry = cspLogEntry(violation, request.headers['user-agent']);
          logger.write({ severity: 'ERROR', message: entry.message, ...entry.fields });
        }
      }
    }
    response.status(204).end();
  },
);
