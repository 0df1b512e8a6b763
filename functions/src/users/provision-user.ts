import {
  callableMessages as m,
  newProfile,
  type CreateUserParsed,
  type ProfileDocument,
} from '@app/domain';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { isAuthError } from './auth-errors';

/** The profile createUser writes: the domain's new-account profile, with server times. */
export type NewProfile = ProfileDocument<FieldValue>;

export interface ProvisionDeps {
  auth: Auth;
  /** Creates profiles/{uid}; must fail if it already exists. */
  writeProfile: (uid: string, profile: NewProfile) => Promise<unknown>;
}

/**
 * Creates the Auth user, then its profile. If the profile cannot be written the Auth user is
 * deleted again, so there is never an account that can sign in without a profile.
 * Separate from the callable so the rollback can be tested with a failing writer.
 */
export async function provisionUser(deps: ProvisionDeps, input: CreateUserParsed): Promise<string> {
  let uid: string;
  try {
    const user = await deps.auth.createUser({
      email: input.email,
      password: input.password,
      displayName: input.name,
      emailVerified: false,
      disabled: false,
    });
    uid = user.uid;
  } catch (error) {
    if (isAuthError(error, 'auth/email-already-exists')) {
      throw new HttpsError('already-exists', m.emailTaken);
    }
    if (isAuthError(error, 'auth/invalid-email'))
      throw new HttpsError('invalid-argument', m.emailInvalid);
    if (isAuthError(error, 'auth/invalid-password')) {
      throw new HttpsError('invalid-argument', m.passwordTooShort);
    }
    logger.error('createUser: Auth user creation failed', error);
    throw new HttpsError('internal', m.createUserFailed);
  }

  try {
    await deps.writeProfile(uid, newProfile(input, FieldValue.serverTimestamp()));
  } catch (error) {
    logger.error('createUser: profile write failed, removing the Auth user', { uid, error });
    await deps.auth.deleteUser(uid);
    throw new HttpsError('internal', m.createUserFailed);
  }
  return uid;
}
