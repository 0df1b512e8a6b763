// updateMembership through the Functions emulator: admins only, bad input changes nothing, each
// change commits with one audit entry, and a reactivated member can read content again (rules).
import { callableMessages as m, updateMembershipCallable } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { connectFirestoreEmulator, doc, getDoc, getFirestore } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { classFixture } from '../support/class-fixture';
import {
  adminDb,
  expectCallableError,
  firestoreHost,
  profileOf,
  seedAdmin,
  seedUser,
  useFunctionsSuite,
} from '../support/functions-env';

const client = useFunctionsSuite();
const update = (data?: unknown) => client.call(updateMembershipCallable, data);
const audit = async (uid: string) =>
  (await adminDb.collection('membershipChanges').where('uid', '==', uid).get()).docs.map((d) =>
    d.data(),
  );

beforeAll(async () => {
  const [host, port] = firestoreHost().split(':') as [string, string];
  connectFirestoreEmulator(getFirestore(client.app), host, Number(port));
});

describe('updateMembership', () => {
  it('refuses students and signed-out callers, changing nothing', async () => {
    const member = await seedUser('aluno@demo.test', { plan: '' });
    const input = {
      uid: member.uid,
      plan: 'fundador',
      accessUntil: '2027-12-31',
      reactivate: false,
    };
    await expectCallableError(update(input), 'unauthenticated', m.signedOut);
    await client.signIn(member);
    await expectCallableError(update(input), 'permission-denied', m.adminsOnlyManageMembers);
    expect((await profileOf(member.uid))?.plan).toBe('');
    expect(await audit(member.uid)).toEqual([]);
  });

  it('refuses bad input with a pt-BR message and changes nothing', async () => {
    await client.signIn(await seedAdmin());
    const member = await seedUser('aluno@demo.test', { plan: '' });
    const valid = { uid: member.uid, plan: null, accessUntil: null, reactivate: false };
    await expectCallableError(
      update({ ...valid, plan: 'vitalicio' }),
      'invalid-argument',
      m.invalidPlan,
    );
    await expectCallableError(
      update({ ...valid, accessUntil: '2027-02-30' }),
      'invalid-argument',
      m.invalidAccessDate,
    );
    await expectCallableError(update({ ...valid, uid: 'a/b' }), 'invalid-argument', m.userNotFound);
    await expectCallableError(update({ ...valid, uid: 'ninguem' }), 'not-found', m.userNotFound);
    expect(await audit(member.uid)).toEqual([]);
  });

  it('sets the plan and the last day of access, with one audit entry of before and after', async () => {
    const admin = await seedAdmin();
    await client.signIn(admin);
    const member = await seedUser('parceira@demo.test', {
      plan: '',
      isPartner: true,
      isTemporary: true,
      validUntil: Timestamp.fromDate(new Date('2026-12-01T03:00:00Z')),
    });

    const result = await update({
      uid: member.uid,
      plan: 'fundador',
      accessUntil: '2027-12-31',
      reactivate: false,
    });

    expect(result).toEqual({ uid: member.uid, changed: true });
    const profile = await profileOf(member.uid);
    expect(profile).toMatchObject({
      plan: 'fundador',
      tag: 'Aluno Fundador',
      isPartner: false,
      isTemporary: false,
    });
    // Access runs to the end of 31 Dec in São Paulo (03:00 UTC on 1 Jan).
    expect((profile!.validUntil as Timestamp).toDate().toISOString()).toBe(
      '2028-01-01T03:00:00.000Z',
    );
    const entries = await audit(member.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      source: 'console',
      action: 'update',
      actorUid: admin.uid,
      actorName: 'Admin Demo',
      before: { plan: '', isPartner: true },
      after: { plan: 'fundador', isPartner: false },
    });

    // The same request again changes nothing and writes no entry.
    expect(
      await update({
        uid: member.uid,
        plan: 'fundador',
        accessUntil: '2027-12-31',
        reactivate: false,
      }),
    ).toEqual({ uid: member.uid, changed: false });
    expect(await audit(member.uid)).toHaveLength(1);
  });

  it('reactivates a cancelled member, who can then read content again', async () => {
    await adminDb.doc('classes/aula-1').set(classFixture('SEMANAL', 'Aula para quem tem acesso'));
    const admin = await seedAdmin();
    const member = await seedUser('cancelado@demo.test', { plan: 'mensal', cancelled: true });

    await client.signIn(member);
    const db = getFirestore(client.app);
    await expect(getDoc(doc(db, 'classes/aula-1'))).rejects.toMatchObject({
      code: 'permission-denied',
    });

    await client.signIn(admin);
    await update({ uid: member.uid, plan: 'mensal', accessUntil: '2030-01-31', reactivate: true });
    expect(await profileOf(member.uid)).toMatchObject({ cancelled: false, plan: 'mensal' });

    await client.signIn(member);
    expect((await getDoc(doc(db, 'classes/aula-1'))).exists()).toBe(true);
  });
});
