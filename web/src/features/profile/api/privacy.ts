import {
  deleteMyAccountCallable,
  exportMyDataCallable,
  type DeleteMyAccountInput,
  type DeleteMyAccountOutput,
  type ExportMyDataOutput,
} from '@app/domain';
import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { auth } from '@/lib/firebase-app';
import { callFunction } from '@/lib/call-function';

/** exportMyData (contract in @app/domain): everything held about the signed-in member. */
export async function exportMyData(): Promise<ExportMyDataOutput> {
  return callFunction(exportMyDataCallable);
}

/**
 * The password typed again, then deleteMyAccount: the function asks for a sign-in from the last
 * few minutes, which the re-authentication gives.
 */
export async function deleteMyAccount(
  password: string,
  input: DeleteMyAccountInput,
): Promise<DeleteMyAccountOutput> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Sem usuário conectado');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  return callFunction(deleteMyAccountCallable, input);
}
