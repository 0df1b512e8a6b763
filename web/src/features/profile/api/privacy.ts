import {
  DELETE_MY_ACCOUNT_FUNCTION,
  EXPORT_MY_DATA_FUNCTION,
  type DeleteMyAccountInput,
  type DeleteMyAccountOutput,
  type ExportMyDataOutput,
} from '@app/domain';
import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { auth } from '@/lib/firebase-app';
import { functions } from '@/lib/functions';

/** exportMyData (contract in @app/domain): everything held about the signed-in member. */
export async function exportMyData(): Promise<ExportMyDataOutput> {
  const call = httpsCallable<void, ExportMyDataOutput>(functions, EXPORT_MY_DATA_FUNCTION);
  return (await call()).data;
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
  const call = httpsCallable<DeleteMyAccountInput, DeleteMyAccountOutput>(
    functions,
    DELETE_MY_ACCOUNT_FUNCTION,
  );
  return (await call(input)).data;
}
