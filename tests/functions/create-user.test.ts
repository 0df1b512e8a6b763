import {
  callableMessages as m,
  createUserCallable,
  createUserInputSchema,
  type CreateUserInput,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { provisionUser } from '../../functions/src/users/provision-user';
import {
  adminAuth,
  expectCallableError,
  profileOf,
  seedAdmin,
  seedUser,
  stateSnapshot,
  useFunctionsSuite,
} from '../support/functions-env';

const client = useFunctionsSuite();
const createUser = (data?: unknown) => client.call(createUserCallable, data);

const valid: CreateUserInput = {
  email: 'Nova.Aluna@Demo.test',
  name: 'Nova Aluna',
  password: 'segredo1',
  phone: '(11) 98765-4321',
  isTemporary: false,
  isPartner: false,
};

describe('createUser', () => {
  it('creates the Auth user and its profile with the sign-up defaults', async () => {
    await client.signIn(await seedAdmin());

    const result = await createUser(valid);

    expect(result.email).toBe('nova.aluna@demo.test');
    const user = await adminAuth.getUser(result.uid);
    expect(user).toMatchObject({ email: 'nova.aluna@demo.test', displayName: 'Nova Aluna' });
    const profile = await profileOf(result.uid);
    expect(profile).toMatchObject({
      name: 'Nova Aluna',
      email: 'nova.aluna@demo.test',
      phone: '(11) 98765-4321',
      profession: null,
      interests: [],
      role: 'ALUNO',
      avatarUrl: null,
      plan: '',
      validUntil: null,
      isTemporary: false,
      isPartner: false,
      partnerName: null,
      cancelled: false,
      firstAccess: true,
      registrationComplete: false,
      registrationCompletedAt: null,
    });
    expect(profile?.createdAt).toBeInstanceOf(Timestamp);
    expect(profile?.updatedAt).toBeInstanceOf(Timestamp);

    // The new account can sign in with the password the admin chose.
    await client.signIn({ email: 'nova.aluna@demo.test', password: 'segredo1' });
  });

  it('stores the partner fields of a temporary partner user, and no phone when none is given', async () => {
    await client.signIn(await seedAdmin());
    const { uid } = await createUser({
      ...valid,
      phone: '',
      isTemporary: true,
      isPartner: true,
      partnerName: '  Clínica Parceira ',
    });
    expect(await profileOf(uid)).toMatchObject({
      phone: null,
      isTemporary: true,
      isPartner: true,
      partnerName: 'Clínica Parceira',
      firstAccess: true,
      registrationComplete: false,
    });
  });

  it('drops a partner name sent for a user who is not a partner', async () => {
    await client.signIn(await seedAdmin());
    const { uid } = await createUser({ ...valid, phone: null, partnerName: 'Ignorado' });
    expect(await profileOf(uid)).toMatchObject({
      isPartner: false,
      partnerName: null,
      phone: null,
    });
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    await client.signIn(await seedAdmin());
    await seedUser('nova.aluna@demo.test');
    const before = await stateSnapshot();

    await expectCallableError(createUser(valid), 'already-exists', m.emailTaken);
    expect(await stateSnapshot()).toEqual(before);
  });

  describe('bad input changes nothing', () => {
    const cases: [string, unknown, string][] = [
      ['no payload', undefined, m.requiredFields],
      ['no fields', {}, m.emailRequired],
      ['missing e-mail', { ...valid, email: undefined }, m.emailRequired],
      ['malformed e-mail', { ...valid, email: 'nova.aluna@' }, m.emailInvalid],
      ['missing name', { ...valid, name: undefined }, m.requiredFields],
      ['blank name', { ...valid, name: '   ' }, m.requiredFields],
      ['name of the wrong type', { ...valid, name: 123 }, m.requiredFields],
      ['missing password', { ...valid, password: undefined }, m.requiredFields],
      ['too-short password', { ...valid, password: '12345' }, m.passwordTooShort],
      ['too-short phone', { ...valid, phone: '1199' }, m.phoneTooShort],
      ['isTemporary of the wrong type', { ...valid, isTemporary: 'sim' }, m.invalidValue],
      ['missing isPartner', { ...valid, isPartner: undefined }, m.invalidValue],
      ['partner without partner name', { ...valid, isPartner: true }, m.partnerNameRequired],
      [
        'partner with blank partner name',
        { ...valid, isPartner: true, partnerName: ' ' },
        m.partnerNameRequired,
      ],
    ];

    it.each(cases)('%s', async (_label, data, message) => {
      await client.signIn(await seedAdmin());
      const before = await stateSnapshot();
      await expectCallableError(createUser(data), 'invalid-argument', message);
      expect(await stateSnapshot()).toEqual(before);
    });
  });

  it('refuses signed-out callers and students, creating nothing', async () => {
    const student = await seedUser('aluno@demo.test');
    const before = await stateSnapshot();

    await expectCallableError(createUser(valid), 'unauthenticated', m.signedOut);
    await client.signIn(student);
    await expectCallableError(createUser(valid), 'permission-denied', m.adminsOnlyCreateUsers);

    expect(await stateSnapshot()).toEqual(before);
  });

  it('removes the Auth user again when the profile cannot be written', async () => {
    // The callable's own code path with a profile writer that fails, run in this process
    // against the Auth emulator: the emulator offers no way to make a Firestore write fail.
    const input = createUserInputSchema.parse(valid);
    const failure = provisionUser(
      {
        auth: adminAuth,
        writeProfile: async () => {
          throw new Error('Firestore indisponível');
        },
      },
      input,
    );

    await expect(failure).rejects.toBeInstanceOf(HttpsError);
    await expect(failure).rejects.toMatchObject({ code: 'internal', message: m.createUserFailed });
    await expect(adminAuth.getUserByEmail(input.email)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });
});
