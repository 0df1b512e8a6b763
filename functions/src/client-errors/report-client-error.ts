import {
  CLIENT_ERRORS_PER_IP_PER_HOUR,
  CLIENT_ERRORS_PER_UID_PER_HOUR,
  reportClientErrorCallable,
} from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onContractCall } from '../common/on-contract';
import { clientAddressKey } from '../leads/client-ip';
import { clientErrorLogEntry, counterIds } from './client-error-log';
import { takeReportSlot } from './report-slot';

/** Callers whose address cannot be read share this counter (a direct call without a socket). */
export const UNKNOWN_ADDRESS = 'desconhecido';

// A browser's error, logged as an error for Cloud Error Reporting. Anyone may call (the login page
// reports too); the uid, when there is one, comes from the ID token, never from the input. Each
// call counts against the caller's address and, signed in, its uid, in rolling hours: past either
// limit nothing is logged and the answer says so (the browser ignores answers).
export const reportClientError = onContractCall(
  reportClientErrorCallable,
  { caller: 'anyone' },
  async (report, _caller, request) => {
    const uid = request.auth?.uid ?? null;
    const address =
      clientAddressKey(request.rawRequest.headers, request.rawRequest.socket?.remoteAddress) ??
      UNKNOWN_ADDRESS;
    const ids = counterIds(address, uid);
    const counters = [
      { id: ids.ip, limit: CLIENT_ERRORS_PER_IP_PER_HOUR },
      ...(ids.uid ? [{ id: ids.uid, limit: CLIENT_ERRORS_PER_UID_PER_HOUR }] : []),
    ];
    if (!(await takeReportSlot(counters, new Date()))) {
      logger.info('reportClientError: limit reached', { counters: counters.map((c) => c.id) });
      return { logged: false };
    }
    const entry = clientErrorLogEntry(report, uid, request.rawRequest.headers['user-agent']);
    // write(), not error(): error() would append this function's own stack to the browser's.
    logger.write({ severity: 'ERROR', message: entry.message, ...entry.fields });
    return { logged: true };
  },
);
