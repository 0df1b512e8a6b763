import {
  callableMessages as m,
  completePartnerRegistrationCallable,
  PARTNER_GIFT_DAYS,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  expectCallableError,
  profileOf,
  seedUser,
  stateSnapshot,
  useFunctionsSuite,
} from '../support/functions-env';

const client = useFunctionsSuite();
const complete = (data?: unknown) => client.call(completePartnerRegistrationCallable, data);

const DAY_MS = 24 * 60 * 60 * 1000;
const newTemporaryUser = { isTemporary: true, firstAccess: true, registrationComplete: false };

describe('completePartnerRegistration', () => {
  it('completes a partner registration and starts the 30-day gift', async () => {
    const partner = await seedUser('parceiro@demo.test', {
      ...newTemporaryUser,
      isPartner: true,
      partnerName: 'Parceira',
    });
    await client.signIn(partner);

    const startedAt = Date.now();
    const result = await complete();
    const profile = await profileOf(partner.uid);

    const completedAt = (profile!.registrationCompletedAt as Timestamp).toMillis();
    const validUntil = (profile!.validUntil as Timestamp).toMillis();
    expect(completedAt).toBeGreaterThanOrEqual(startedAt - 5_000);
    expect(completedAt).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(validUntil - completedAt).toBe(PARTNER_GIFT_DAYS * DAY_MS);
    expect(profile).toMatchObject({ registrationComplete: true, firstAccess: false, plan: '' });
    expect(result).toEqual({
      outcome: 'completed',
      validUntil: new Date(validUntil).toISOString(),
    });
  });

  it('changes nothing on a second call', async () => {
    const partner = await seedUser('parceiro@demo.test', { ...newTemporaryUser, isPartner: true });
    await client.signIn(partner);
    const first = await complete();
    const afterFirst = await stateSnapshot();

    const second = await complete({ ignored: true });

    expect(second).toEqual({ outcome: 'already-completed', validUntil: first.validUntil });
    expect(await stateSnapshot()).toEqual(afterFirst);
  });

  it('records the gift acceptance of a temporary user who is not a partner, once', async () => {
    const user = await seedUser('temporario@demo.test', newTemporaryUser);
    await client.signIn(user);

    await expect(complete()).resolves.toEqual({ outcome: 'gift-accepted', validUntil: null });
    const profile = await profileOf(user.uid);
    expect(profile).toMatchObject({
      firstAccess: false,
      registrationComplete: false,
      registrationCompletedAt: null,
      validUntil: null,
    });
    expect(profile?.giftAcceptedAt).toBeInstanceOf(Timestamp);

    // A second press keeps the first acceptance and writes nothing.
    const afterFirst = await stateSnapshot();
    await expect(complete()).resolves.toEqual({ outcome: 'gift-accepted', validUntil: null });
    expect(await stateSnapshot()).toEqual(afterFirst);
  });

  it('refuses users who are not temporary', async () => {
    const user = await seedUser('aluno@demo.test', { firstAccess: true });
    await client.signIn(user);
    const before = await stateSnapshot();
    await expectCallableError(complete(), 'failed-precondition', m.notTemporaryUser);
    expect(await stateSnapshot()).toEqual(before);
  });

  it('refuses signed-out callers, users without a profile and users without access', async () => {
    const cancelled = await seedUser('cancelado@demo.test', {
      ...newTemporaryUser,
      isPartner: true,
      cancelled: true,
    });
    const expired = await seedUser('expirado@demo.test', {
      ...newTemporaryUser,
      isPartner: true,
      validUntil: Timestamp.fromMillis(Date.now() - DAY_MS),
    });
    const withoutProfile = await seedUser('sem-perfil@demo.test', null);
    const before = await stateSnapshot();

    await expectCallableError(complete(), 'unauthenticated', m.signedOut);
    await client.signIn(withoutProfile);
    await expectCallableError(complete(), 'permission-denied', m.profileNotFound);
    await client.signIn(cancelled);
    await expectCallableError(complete(), 'permission-denied', m.accessExpired);
    await client.signIn(expired);
    await expectCallableError(complete(), 'permission-denied', m.accessExpired);

    expect(await stateSnapshot()).toEqual(before);
  });
});
