// revokeCertificate through the Functions emulator: admins only, a reason required, both copies
// marked revoked with the reason, one audit entry, and a second call changes nothing.
import { callableMessages as m, COLLECTIONS, revokeCertificateCallable } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  adminDb,
  expectCallableError,
  seedAdmin,
  seedUser,
  useFunctionsSuite,
} from '../support/functions-env';

const client = useFunctionsSuite();
const revoke = (data?: unknown) => client.call(revokeCertificateCallable, data);

const CODE = 'FNCS7KQ4M2XD';

async function seedCertificate(uid: string) {
  const certificate = {
    name: 'Bruno Assinante',
    courseId: 'curso-financas',
    courseTitle: 'Finanças',
    hours: 12,
    completedOn: '2026-11-20',
    issuedAt: Timestamp.now(),
  };
  await adminDb.collection(COLLECTIONS.certificates).doc(CODE).set(certificate);
  await adminDb
    .doc(`${COLLECTIONS.profiles}/${uid}/${COLLECTIONS.certificates}/curso-financas`)
    .set({ ...certificate, code: CODE });
}

const publicRecord = async () =>
  (await adminDb.collection(COLLECTIONS.certificates).doc(CODE).get()).data()!;
const trail = async () =>
  (await adminDb.collection(COLLECTIONS.certificateRevocations).get()).docs.map((d) => d.data());

describe('revokeCertificate', () => {
  it('refuses a student, and an admin without a reason, changing nothing', async () => {
    const member = await seedUser('assinante@demo.test', { plan: 'fundador' });
    await seedCertificate(member.uid);
    const input = { uid: member.uid, courseId: 'curso-financas', reason: 'Fraude comprovada' };

    await client.signIn(member);
    await expectCallableError(revoke(input), 'permission-denied', m.adminsOnlyRevokeCertificates);
    await client.signIn(await seedAdmin());
    await expectCallableError(
      revoke({ ...input, reason: ' ' }),
      'invalid-argument',
      m.revokeReasonRequired,
    );
    await expectCallableError(
      revoke({ ...input, courseId: 'outro-curso' }),
      'not-found',
      m.certificateNotFound,
    );
    expect((await publicRecord()).revokedAt).toBeUndefined();
    expect(await trail()).toEqual([]);
  });

  it('marks both copies revoked with the reason, once, with one audit entry', async () => {
    const member = await seedUser('assinante@demo.test', { plan: 'fundador' });
    await seedCertificate(member.uid);
    const admin = await seedAdmin();
    await client.signIn(admin);
    const input = { uid: member.uid, courseId: 'curso-financas', reason: '  Fraude comprovada ' };

    expect(await revoke(input)).toEqual({ code: CODE, revoked: true });
    const record = await publicRecord();
    expect(record.revokedReason).toBe('Fraude comprovada');
    expect(record.revokedAt).toBeInstanceOf(Timestamp);
    const copy = (
      await adminDb.doc(`profiles/${member.uid}/certificates/curso-financas`).get()
    ).data()!;
    expect(copy.revokedReason).toBe('Fraude comprovada');
    expect(await trail()).toEqual([
      expect.objectContaining({
        uid: member.uid,
        courseId: 'curso-financas',
        code: CODE,
        reason: 'Fraude comprovada',
        revokedBy: admin.uid,
      }),
    ]);

    expect(await revoke(input)).toEqual({ code: CODE, revoked: false });
    expect(await trail()).toHaveLength(1);
  });
});
