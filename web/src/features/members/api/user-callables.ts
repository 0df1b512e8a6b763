import {
  checkEmailCallable,
  createUserCallable,
  setUserRoleCallable,
  type CreateUserInput,
  type CreateUserOutput,
  type SetUserRoleInput,
  type SetUserRoleOutput,
} from '@app/domain';
import { callFunction } from '@/lib/call-function';

/** checkEmail (contract in @app/domain): is this e-mail free for a new account? Admins only. */
export async function checkEmailAvailable(email: string): Promise<boolean> {
  const result = await callFunction(checkEmailCallable, { email });
  return result.available;
}

/** createUser (contract in @app/domain): the Auth account and its profile, admins only. */
export async function createUserAccount(input: CreateUserInput): Promise<CreateUserOutput> {
  return callFunction(createUserCallable, input);
}

/** setUserRole (contract in @app/domain): changes a role and writes the audit log, admins only. */
export async function changeUserRole(input: SetUserRoleInput): Promise<SetUserRoleOutput> {
  return callFunction(setUserRoleCallable, input);
}
