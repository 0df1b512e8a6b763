import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  type User,
} from 'firebase/auth';

/**
 * Firebase only changes a password after a recent sign-in, and the form asks for the current
 * password anyway: re-authenticate with it, then set the new one.
 */
export async function changePassword(
  user: User,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (!user.email) throw new Error('Conta sem email não pode trocar a senha.');
  const credential = EmailAuthProvider.credential(user.email, currentPassword);
  await reauthenticateWithCredential(user, credential);
  await updatePassword(user, newPassword);
}

const WRONG_PASSWORD_CODES = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/** The Auth error was a wrong current password (not a network or server problem). */
export function isWrongPasswordError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && WRONG_PASSWORD_CODES.has(code);
}

export function isRecentLoginError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/requires-recent-login';
}
