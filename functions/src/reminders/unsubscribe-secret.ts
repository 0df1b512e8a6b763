import { defineSecret } from 'firebase-functions/params';

/**
 * Signs the unsubscribe links (scheduled jobs, reply e-mails) and checks them (unsubscribe).
 * Production: `firebase functions:secrets:set UNSUBSCRIBE_SECRET`; the emulator reads
 * functions/.secret.local.
 */
export const unsubscribeSecret = defineSecret('UNSUBSCRIBE_SECRET');
