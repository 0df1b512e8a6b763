import { callableMessages as m, checkEmailCallable } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
  expectCallableError,
  seedAdmin,
  seedUser,
  stateSnapshot,
  useFunctionsSuite,
} from '../support/functions-env';

const client = useFunctionsSuite();
const checkEmail = (data?: unknown) => client.call(checkEmailCallable, data);

describe('checkEmail', () => {
  it('tells an admin whether an e-mail is free, ignoring case and spaces', async () => {
    await client.signIn(await seedAdmin());
    await seedUser('aluno@demo.test');

    await expect(checkEmail({ email: 'novo@demo.test' })).resolves.toEqual({ available: true });
    await expect(checkEmail({ email: 'aluno@demo.test' })).resolves.toEqual({ available: false });
    await expect(checkEmail({ email: '  Aluno@Demo.TEST ' })).resolves.toEqual({
      available: false,
    });
  });

  it('rejects missing, wrongly typed and malformed e-mails with the pt-BR messages', async () => {
    await client.signIn(await seedAdmin());
    await expectCallableError(checkEmail({}), 'invalid-argument', m.emailRequired);
    await expectCallableError(checkEmail(undefined), 'invalid-argument', m.emailRequired);
    await expectCallableError(checkEmail({ email: '   ' }), 'invalid-argument', m.emailRequired);
    await expectCallableError(checkEmail({ email: 42 }), 'invalid-argument', m.emailRequired);
    await expectCallableError(
      checkEmail({ email: 'sem-arroba.test' }),
      'invalid-argument',
      m.emailInvalid,
    );
    await expectCallableError(checkEmail({ email: 'a@b' }), 'invalid-argument', m.emailInvalid);
  });

  it('refuses signed-out callers', async () => {
    await expectCallableError(
      checkEmail({ email: 'novo@demo.test' }),
      'unauthenticated',
      m.signedOut,
    );
  });

  it('refuses students, and signed-in users without a profile', async () => {
    const student = await seedUser('aluno@demo.test');
    await client.signIn(student);
    await expectCallableError(
      checkEmail({ email: 'novo@demo.test' }),
      'permission-denied',
      m.adminsOnlyCreateUsers,
    );

    await client.signIn(await seedUser('sem-perfil@demo.test', null));
    await expectCallableError(
      checkEmail({ email: 'novo@demo.test' }),
      'permission-denied',
      m.profileNotFound,
    );
  });

  it('changes nothing', async () => {
    await client.signIn(await seedAdmin());
    const before = await stateSnapshot();
    await checkEmail({ email: 'novo@demo.test' });
    expect(await stateSnapshot()).toEqual(before);
  });
});
