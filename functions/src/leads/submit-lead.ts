import {
  COLLECTIONS,
  saoPauloToday,
  submitLeadCallable,
  submitLeadMessages as m,
  type SubmitLeadOutcome,
} from '@app/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { clientAddressKey } from './client-ip';
import {
  LEAD_WINDOW_MS,
  leadDocId,
  limitDocId,
  recentLeadTimes,
  underLeadLimit,
} from './lead-limits';

/** Callers whose address cannot be read share this counter (a direct call without a socket). */
const UNKNOWN_ADDRESS = 'desconhecido';

const messages: Record<SubmitLeadOutcome, string | null> = {
  stored: null,
  'already-registered': m.alreadyRegistered,
  'rate-limited': m.tooManyLeads,
};

// The sales page's lead popup, open to signed-out visitors. A refusal is an answer, not an
// error: the popup opens the checkout whatever happens here, so a buyer is never blocked.
export const submitLead = onContractCall(
  submitLeadCallable,
  { caller: 'anyone' },
  async (lead, _caller, request) => {
    const now = new Date();
    const address =
      clientAddressKey(request.rawRequest.headers, request.rawRequest.socket?.remoteAddress) ??
      UNKNOWN_ADDRESS;
    const leadRef = db
      .collection(COLLECTIONS.leads)
      .doc(leadDocId(lead.email, lead.plan, saoPauloToday(now)));
    const limitRef = db.collection(COLLECTIONS.leadLimits).doc(limitDocId(address));

    let outcome: SubmitLeadOutcome;
    try {
      outcome = await db.runTransaction(async (tx) => {
        const [existing, counter] = await Promise.all([tx.get(leadRef), tx.get(limitRef)]);
        if (existing.exists) return 'already-registered';
        const recent = recentLeadTimes(counter.get('recent'), now);
        if (!underLeadLimit(recent)) return 'rate-limited';
        tx.create(leadRef, {
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          plan: lead.plan,
          origin: lead.origin,
          createdAt: FieldValue.serverTimestamp(),
        });
        tx.set(limitRef, {
          recent: [...recent, Timestamp.fromDate(now)],
          // For a Firestore TTL policy on leadLimits.expiresAt (docs/configuration.md): a counter
          // is useless an hour after its last lead.
          expiresAt: Timestamp.fromMillis(now.getTime() + LEAD_WINDOW_MS),
        });
        return 'stored';
      });
    } catch (error) {
      logger.error('submitLead: transaction failed', { counter: limitRef.id, error });
      throw new HttpsError('unavailable', m.failed);
    }
    // No e-mail or address in the log: the counter id is a hash.
    logger.info('submitLead', { outcome, counter: limitRef.id, plan: lead.plan });
    return { outcome, message: messages[outcome] };
  },
);
