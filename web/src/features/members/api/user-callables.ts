import {
  CHECK_EMAIL_FUNCTION,
  CREATE_USER_FUNCTION,
  SET_USER_ROLE_FUNCTION,
  type CheckEmailInput,
  type CheckEmailOutput,
  type CreateUserInput,
  type CreateUserOutput,
  type SetUserRoleInput,
  type SetUserRoleOutput,
} from '@app/domain';
import { httpsCallable } from 'firebase/functions';
import { functions } from '@/lib/functions';

/** checkEmail (contract in @app/domain): is this e-mail free for a new account? Admins only. */
export async function checkEmailAvailable(email: string): Promise<boolean> {
  const call = httpsCallable<CheckEmailInput, CheckEmailOutput>(functions, CHECK_EMAIL_FUNCTION);
  const { data } = await call({ email });
  return data.available;
}

/** createUser (contract in @app/domain): the Auth account and its profile, admins only. */
export async function createUserAccount(input: CreateUserInput): Promise<CreateUserOutput> {
  const call = httpsCallable<CreateUserInput, CreateUserOutput>(functions, CREATE_USER_FUNCTION);
  const { data } = await call(input);
  return data;
}

/** setUserRole (contract in @app/domain): changes a role and writes the audit log, admins only. */
export async function changeUserRole(input: SetUserRoleInput): Promise<SetUserRoleOutput> {
  const call = httpsCallable<SetUserRoleInput, SetUserRoleOutput>(
    functions,
    SET_USER_ROLE_FUNCTION,
  );
  const { data } = await call(input);
  return data;
}
