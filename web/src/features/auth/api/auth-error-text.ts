import { firebaseAuthErrorMessages as t } from '../messages';

/** Firebase Auth error codes a sign-in can produce, explained in pt-BR. */
const TEXT_BY_CODE: Record<string, string> = {
  'auth/invalid-credential': t.invalidCredentials,
  'auth/invalid-login-credentials': t.invalidCredentials,
  'auth/wrong-password': t.invalidCredentials,
  'auth/user-not-found': t.invalidCredentials,
  'auth/invalid-email': t.invalidEmail,
  'auth/missing-password': t.invalidCredentials,
  'auth/user-disabled': t.userDisabled,
  'auth/too-many-requests': t.tooManyRequests,
  'auth/network-request-failed': t.network,
};

/**
 * The pt-BR explanation of a Firebase Auth failure, or null when `error` is not one (then the
 * caller shows the generic "unexpected error" toast instead).
 */
export function authErrorText(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('auth/')) return null;
  return TEXT_BY_CODE[code] ?? t.other;
}
