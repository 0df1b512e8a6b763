import { callableMessages as m, checkEmailCallable, setUserRoleCallable } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  adminDb,
  expectCallableError,
  profileOf,
  seedAdmin,
  seedUser,
  stateSnapshot,
  useFunctionsSuite,
} from '../support/functions-env';

const client = useFunctionsSuite();
const setUserRole = (data?: unknown) => client.call(setUserRoleCallable, data);

async function roleChanges() {
  const snapshot = await adminDb.collection('roleChanges').get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('setUserRole', () => {
  it('promotes a student, logs the change, and the new role counts on the next request', async () => {
    const admin = await seedAdmin();
    const student = await seedUser('aluno@demo.test');
    const updatedBefore = (await profileOf(student.uid))?.updatedAt as Timestamp;
    await client.signIn(admin);

    await expect(setUserRole({ uid: student.uid, role: 'ADMIN' })).resolves.toEqual({
      uid: student.uid,
      oldRole: 'ALUNO',
      role: 'ADMIN',
      changed: true,
    });

    const profile = await profileOf(student.uid);
    expect(profile?.role).toBe('ADMIN');
    expect((profile!.updatedAt as Timestamp).toMillis()).toBeGreaterThan(updatedBefore.toMillis());
    const log = await roleChanges();
    expect(log).toEqual([
      {
        changedBy: admin.uid,
        targetUser: student.uid,
        oldRole: 'ALUNO',
        newRole: 'ADMIN',
        createdAt: expect.any(Timestamp),
      },
    ]);

    // No custom claims: the promoted user may use admin callables at once.
    await client.signIn(student);
    await expect(client.call(checkEmailCallable, { email: 'x@demo.test' })).resolves.toEqual({
      available: true,
    });
  });

  it('demotes an admin while another admin remains', async () => {
    const admin = await seedAdmin();
    const other = await seedAdmin('outro.admin@demo.test');
    await client.signIn(admin);

    await expect(setUserRole({ uid: other.uid, role: 'ALUNO' })).resolves.toMatchObject({
      oldRole: 'ADMIN',
      role: 'ALUNO',
      changed: true,
    });
    expect((await profileOf(other.uid))?.role).toBe('ALUNO');
    expect(await roleChanges()).toMatchObject([
      { oldRole: 'ADMIN', newRole: 'ALUNO', targetUser: other.uid },
    ]);
  });

  it('writes nothing when the user already has the role', async () => {
    const admin = await seedAdmin();
    const student = await seedUser('aluno@demo.test');
    await client.signIn(admin);
    const before = await stateSnapshot();

    await expect(setUserRole({ uid: student.uid, role: 'ALUNO' })).resolves.toMatchObject({
      changed: false,
    });
    expect(await stateSnapshot()).toEqual(before);
  });

  it('refuses to remove the last admin', async () => {
    const admin = await seedAdmin();
    await seedUser('aluno@demo.test');
    await client.signIn(admin);
    const before = await stateSnapshot();

    await expectCallableError(
      setUserRole({ uid: admin.uid, role: 'ALUNO' }),
      'failed-precondition',
      m.lastAdmin,
    );
    expect(await stateSnapshot()).toEqual(before);
  });

  it('refuses an unknown user', async () => {
    await client.signIn(await seedAdmin());
    const before = await stateSnapshot();
    await expectCallableError(
      setUserRole({ uid: 'nao-existe', role: 'ADMIN' }),
      'not-found',
      m.userNotFound,
    );
    expect(await stateSnapshot()).toEqual(before);
  });

  describe('bad input changes nothing', () => {
    const cases: [string, unknown, string][] = [
      ['no payload', undefined, m.userNotFound],
      ['missing uid', { role: 'ADMIN' }, m.userNotFound],
      ['uid of the wrong type', { uid: 7, role: 'ADMIN' }, m.userNotFound],
      ['uid that is a path', { uid: 'a/b', role: 'ADMIN' }, m.userNotFound],
      ['missing role', { uid: 'x' }, m.invalidRole],
      ['unknown role', { uid: 'x', role: 'INSTRUTOR' }, m.invalidRole],
      ['lower-case role', { uid: 'x', role: 'admin' }, m.invalidRole],
    ];

    it.each(cases)('%s', async (_label, data, message) => {
      await client.signIn(await seedAdmin());
      await seedUser('aluno@demo.test');
      const before = await stateSnapshot();
      await expectCallableError(setUserRole(data), 'invalid-argument', message);
      expect(await stateSnapshot()).toEqual(before);
    });
  });

  it('refuses signed-out callers and students', async () => {
    const student = await seedUser('aluno@demo.test');
    await seedAdmin();
    const before = await stateSnapshot();

    await expectCallableError(
      setUserRole({ uid: student.uid, role: 'ADMIN' }),
      'unauthenticated',
      m.signedOut,
    );
    await client.signIn(student);
    await expectCallableError(
      setUserRole({ uid: student.uid, role: 'ADMIN' }),
      'permission-denied',
      m.adminsOnlyChangeRoles,
    );
    expect(await stateSnapshot()).toEqual(before);
  });
});
