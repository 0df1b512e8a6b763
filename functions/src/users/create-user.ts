import { COLLECTIONS, callableMessages as m, createUserCallable } from '@app/domain';
import { adminAuth, db } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { provisionUser } from './provision-user';

// An admin creates an account: Auth user + profile (self sign-up is off).
export const createUser = onContractCall(
  createUserCallable,
  { caller: { adminOnly: m.adminsOnlyCreateUsers } },
  async (input) => {
    const uid = await provisionUser(
      {
        auth: adminAuth,
        // create(), not set(): never overwrite a profile that already sits at this uid.
        writeProfile: (id, profile) => db.collection(COLLECTIONS.profiles).doc(id).create(profile),
      },
      input,
    );
    return { uid, email: input.email };
  },
);
