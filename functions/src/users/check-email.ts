import { callableMessages as m, checkEmailCallable } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { isAuthError } from './auth-errors';

/** Whether an e-mail is free for a new account. Auth is the authority on e-mail uniqueness. */
export async function isEmailAvailable(email: string): Promise<boolean> {
  try {
    await adminAuth.getUserByEmail(email);
    return false;
  } catch (error) {
    if (isAuthError(error, 'auth/user-not-found')) return true;
    throw error;
  }
}

// The create-user dialog's first step: 'Email verificado' / 'Email já existe'.
export const checkEmail = onContractCall(
  checkEmailCallable,
  { caller: { adminOnly: m.adminsOnlyCreateUsers } },
  async ({ email }) => {
    try {
      return { available: await isEmailAvailable(email) };
    } catch (error) {
      logger.error('checkEmail: Auth lookup failed', error);
      throw new HttpsError('internal', m.emailCheckFailed);
    }
  },
);
