import {
  COLLECTIONS,
  emailPreferenceMessages,
  FUNCTIONS_REGION,
  reminderEmailMessages,
} from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../common/admin';
import { appUrl } from '../common/app-url';
import { unsubscribePage } from './unsubscribe-page';
import { unsubscribeSecret } from './unsubscribe-secret';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const t = reminderEmailMessages.unsubscribePage;

// The e-mails' one-click unsubscribe: GET from the link in the e-mail (then a small page says
// what was turned off), POST from a mail client's own button (List-Unsubscribe-Post, RFC 8058).
// The signed token names the member and the switch, so no sign-in is needed; only that switch
// changes. A forged, altered or expired token changes nothing.
export const unsubscribe = onRequest(
  { region: FUNCTIONS_REGION, secrets: [unsubscribeSecret], maxInstances: 10 },
  async (request, response) => {
    const preferencesUrl = `${appUrl()}/dashboard/perfil`;
    if (request.method !== 'GET' && request.method !== 'POST') {
      response.set('Allow', 'GET, POST').status(405).end();
      return;
    }
    const token = typeof request.query.t === 'string' ? request.query.t : '';
    const check = verifyUnsubscribeToken(token, unsubscribeSecret.value(), new Date());
    response.set('Cache-Control', 'no-store').set('Content-Type', 'text/html; charset=utf-8');
    if (!check.ok) {
      logger.info('unsubscribe refused', { reason: check.reason });
      response
        .status(400)
        .send(unsubscribePage({ message: t.invalid, help: t.invalidHelp, preferencesUrl }));
      return;
    }
    const profile = db.collection(COLLECTIONS.profiles).doc(check.uid);
    try {
      await profile.update({ [`emailPreferences.${check.key}`]: false });
    } catch (error) {
      // A deleted account has nothing left to send: the answer is the same.
      if ((error as { code?: unknown }).code !== 5) throw error;
    }
    logger.info('unsubscribe', { uid: check.uid, key: check.key });
    response.status(200).send(
      unsubscribePage({
        message: t.done(emailPreferenceMessages.unsubscribedWhat[check.key]),
        preferencesUrl,
      }),
    );
  },
);
