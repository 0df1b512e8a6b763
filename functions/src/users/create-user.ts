import {
  COLLECTIONS,
  callableMessages as m,
  createUserInputSchema,
  type CreateUserOutput,
} from '@app/domain';
import { onCall } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../common/admin';
import { callableOptions } from '../common/options';
import { parseInput } from '../common/parse-input';
import { requireCaller } from '../common/require-caller';
import { provisionUser } from './provision-user';

// An admin creates an account: Auth user + profile (self sign-up is off).
export const createUser = onCall(callableOptions, async (request): Promise<CreateUserOutput> => {
  await requireCaller(request, { adminOnly: m.adminsOnlyCreateUsers });
  const input = parseInput(createUserInputSchema, request.data);
  const uid = await provisionUser(
    {
      auth: adminAuth,
      // create(), not set(): never overwrite a profile that already sits at this uid.
      writeProfile: (id, profile) => db.collection(COLLECTIONS.profiles).doc(id).create(profile),
    },
    input,
  );
  return { uid, email: input.email };
});
