// profiles/{uid}: owner/admin reads, owner updates of the allowed keys only, no creates/deletes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  Timestamp,
  type DocumentReference,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { BUCKET } from '../support/emulator-hosts';
import { DEMO_KINDS, DEMO_UIDS, demoProfiles, type DemoKind } from '../support/profiles';
import { dbAs, NO_PROFILE_UID, ownUser, useRulesEnv, type Caller } from '../support/rules-env';

const env = useRulesEnv();
const own = (caller: Exclude<Caller, 'signedOut' | 'noProfile'>) =>
  doc(dbAs(env(), caller), 'profiles', DEMO_UIDS[caller]);
const futureDate = Timestamp.fromDate(new Date(Date.now() + 10 * 365 * 86_400_000));

describe('profiles: read', () => {
  it.each(DEMO_KINDS)('allow: %s gets their own profile', async (user) => {
    await assertSucceeds(getDoc(own(user)));
  });

  it('allow: admin gets another profile', async () => {
    await assertSucceeds(getDoc(doc(dbAs(env(), 'admin'), 'profiles', DEMO_UIDS.student)));
  });

  it('allow: admin lists profiles ordered by name (permissions screen)', async () => {
    await assertSucceeds(
      getDocs(query(collection(dbAs(env(), 'admin'), 'profiles'), orderBy('name'))),
    );
  });

  it.each([
    'subscriber',
    'student',
    'expired',
    'cancelled',
    'partner',
    'noProfile',
    'signedOut',
  ] as const)('deny: %s reads another user profile', async (caller) => {
    await assertFails(getDoc(doc(dbAs(env(), caller), 'profiles', DEMO_UIDS.admin)));
  });

  it.each(['subscriber', 'student', 'signedOut'] as const)(
    'deny: %s lists profiles',
    async (caller) => {
      await assertFails(getDocs(collection(dbAs(env(), caller), 'profiles')));
    },
  );
});

describe('profiles: create and delete', () => {
  it('deny: a signed-in user without a profile creates their own profile', async () => {
    const profile = { ...demoProfiles().student, email: 'novo@demo.test' };
    await assertFails(setDoc(doc(dbAs(env(), 'noProfile'), 'profiles', NO_PROFILE_UID), profile));
  });

  it('deny: admin creates a profile from the client (createUser does it)', async () => {
    await assertFails(
      setDoc(doc(dbAs(env(), 'admin'), 'profiles', 'novo'), demoProfiles().student),
    );
  });

  it('deny: owner deletes their profile', async () => {
    await assertFails(deleteDoc(own('student')));
  });

  it('deny: admin deletes a profile', async () => {
    await assertFails(deleteDoc(doc(dbAs(env(), 'admin'), 'profiles', DEMO_UIDS.student)));
  });
});

/** A download URL of the Storage emulator for a file in the avatars folder of `uid`. */
const avatarUrlOf = (uid: string) =>
  `http://127.0.0.1:9199/v0/b/${BUCKET}/o/avatars%2F${uid}%2Favatar.png?alt=media&token=5c0e9b7a-1234-4d2e-9f00-abcdef012345`;

/**
 * The profile of a new user in the state of `user`: these tests change their own profile, and
 * the demo profiles must stay as the other tests read them.
 */
async function ownProfile(user: DemoKind): Promise<{ uid: string; ref: DocumentReference }> {
  const { uid, db } = await ownUser(env(), user);
  return { uid, ref: doc(db, 'profiles', uid) };
}

describe('profiles: owner updates', () => {
  it('allow: owner edits name, phone, profession, interests and avatar (profile screen)', async () => {
    const student = await ownProfile('student');
    await assertSucceeds(
      updateDoc(student.ref, {
        name: 'Aluno Editado',
        phone: '11912345678',
        profession: 'Contador',
        interests: ['financas', 'vendas'],
        avatarUrl: avatarUrlOf(student.uid),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('allow: owner clears optional fields (null)', async () => {
    const student = await ownProfile('student');
    await assertSucceeds(
      updateDoc(student.ref, { phone: null, profession: null, avatarUrl: null }),
    );
  });

  it('allow: an expired user still edits their own profile fields', async () => {
    const expired = await ownProfile('expired');
    await assertSucceeds(
      updateDoc(expired.ref, { name: 'Expirado Editado', updatedAt: serverTimestamp() }),
    );
  });

  it('deny: name shorter than 3 characters', async () => {
    const student = await ownProfile('student');
    await assertFails(updateDoc(student.ref, { name: 'Al' }));
  });

  it('deny: phone shorter than 10 characters', async () => {
    const student = await ownProfile('student');
    await assertFails(updateDoc(student.ref, { phone: '119999' }));
  });

  it('deny: interests that are not a list / more than 20', async () => {
    const student = await ownProfile('student');
    await assertFails(updateDoc(student.ref, { interests: 'financas' }));
    await assertFails(
      updateDoc(student.ref, { interests: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
    );
  });

  it('allow: 20 distinct theme ids as interests', async () => {
    const student = await ownProfile('student');
    await assertSucceeds(
      updateDoc(student.ref, { interests: Array.from({ length: 20 }, (_, i) => `tema-${i}`) }),
    );
  });

  const badInterests: [string, unknown[]][] = [
    ['a map', ['financas', { id: 'vendas' }]],
    ['a number', [42]],
    ['null', ['financas', null]],
    ['an empty string', ['']],
    ['a 50,000-character string', ['financas', 'x'.repeat(50_000)]],
    [
      'a 101-character id in the last place',
      [...Array.from({ length: 19 }, (_, i) => `t${i}`), 'x'.repeat(101)],
    ],
    ['a duplicate', ['financas', 'vendas', 'financas']],
  ];
  it.each(badInterests)('deny: interests holding %s', async (_, interests) => {
    const student = await ownProfile('student');
    await assertFails(updateDoc(student.ref, { interests }));
  });

  it('deny: profession longer than 200 characters', async () => {
    const student = await ownProfile('student');
    await assertFails(updateDoc(student.ref, { profession: 'x'.repeat(201) }));
  });

  it('deny: avatarUrl that is not an http(s) URL', async () => {
    const student = await ownProfile('student');
    await assertFails(updateDoc(student.ref, { avatarUrl: 'javascript:alert(1)' }));
  });

  it('allow: avatarUrl of the production Storage host in the own avatars folder', async () => {
    const student = await ownProfile('student');
    const url = `https://firebasestorage.googleapis.com/v0/b/escola.appspot.com/o/avatars%2F${student.uid}%2Favatar.webp?alt=media&token=1f2e3d4c-0000-4abc-9def-123456789abc`;
    await assertSucceeds(updateDoc(student.ref, { avatarUrl: url }));
  });

  // Built from the uid of the test's own user, so each URL is foreign in one way only.
  const foreignAvatars: [string, (ownUid: string) => string][] = [
    ['another site (a tracking image)', () => 'https://tracker.example.com/pixel.png'],
    ["another user's avatars folder", () => avatarUrlOf(DEMO_UIDS.subscriber)],
    ['another folder of the bucket', (uid) => avatarUrlOf(uid).replace('avatars%2F', 'covers%2F')],
    ['a path that climbs out', (uid) => avatarUrlOf(uid).replace('%2Favatar', '/../x')],
  ];
  it.each(foreignAvatars)('deny: avatarUrl from %s', async (_, avatarUrl) => {
    const student = await ownProfile('student');
    await assertFails(updateDoc(student.ref, { avatarUrl: avatarUrl(student.uid) }));
  });

  it('deny: updatedAt that is not the server time', async () => {
    const student = await ownProfile('student');
    await assertFails(
      updateDoc(student.ref, {
        name: 'Aluno Editado',
        updatedAt: Timestamp.fromDate(new Date(2000, 0, 1)),
      }),
    );
  });

  it('allow: first access true -> false', async () => {
    const student = await ownProfile('student');
    await assertSucceeds(
      updateDoc(student.ref, { firstAccess: false, updatedAt: serverTimestamp() }),
    );
  });

  it('deny: first access false -> true', async () => {
    const subscriber = await ownProfile('subscriber');
    await assertFails(updateDoc(subscriber.ref, { firstAccess: true }));
  });

  it('allow: subscriber cancels (cancelled false -> true)', async () => {
    const subscriber = await ownProfile('subscriber');
    await assertSucceeds(
      updateDoc(subscriber.ref, { cancelled: true, updatedAt: serverTimestamp() }),
    );
  });

  it('deny: cancelled user un-cancels (true -> false)', async () => {
    const cancelled = await ownProfile('cancelled');
    await assertFails(updateDoc(cancelled.ref, { cancelled: false }));
  });

  it('deny: cancelled user removes the cancelled field', async () => {
    const cancelled = await ownProfile('cancelled');
    await assertFails(updateDoc(cancelled.ref, { cancelled: deleteField() }));
  });

  it('allow: partner stores the popup choices in partnerPrompt', async () => {
    const partner = await ownProfile('partner');
    await assertSucceeds(
      updateDoc(partner.ref, {
        partnerPrompt: {
          remindAfter: Timestamp.fromDate(new Date(Date.now() + 86_400_000)),
          continuedAt: null,
        },
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('deny: partnerPrompt with unknown keys or non-timestamp values', async () => {
    const partner = await ownProfile('partner');
    await assertFails(
      updateDoc(partner.ref, {
        partnerPrompt: { remindAfter: serverTimestamp(), plan: 'fundador' },
      }),
    );
    await assertFails(updateDoc(partner.ref, { partnerPrompt: { continuedAt: 'amanhã' } }));
  });

  it('deny: student makes themselves admin', async () => {
    const student = await ownProfile('student');
    await assertFails(updateDoc(student.ref, { role: 'ADMIN' }));
  });

  it('deny: student grants themselves a plan', async () => {
    const student = await ownProfile('student');
    await assertFails(updateDoc(student.ref, { plan: 'fundador' }));
  });

  it('deny: expired user extends validUntil', async () => {
    const expired = await ownProfile('expired');
    await assertFails(updateDoc(expired.ref, { validUntil: futureDate }));
  });

  it('deny: expired user clears validUntil', async () => {
    const expired = await ownProfile('expired');
    await assertFails(updateDoc(expired.ref, { validUntil: null }));
    await assertFails(updateDoc(expired.ref, { validUntil: deleteField() }));
  });

  it('deny: partner completes their own registration', async () => {
    const partner = await ownProfile('partner');
    await assertFails(
      updateDoc(partner.ref, {
        registrationComplete: true,
        registrationCompletedAt: serverTimestamp(),
        firstAccess: false,
      }),
    );
  });

  it('deny: a temporary user records the gift acceptance themselves', async () => {
    const partner = await ownProfile('partner');
    await assertFails(updateDoc(partner.ref, { giftAcceptedAt: serverTimestamp() }));
  });

  it('deny: partner changes isTemporary / isPartner / tag / email', async () => {
    const partner = await ownProfile('partner');
    const subscriber = await ownProfile('subscriber');
    await assertFails(updateDoc(partner.ref, { isTemporary: false }));
    await assertFails(updateDoc(partner.ref, { isPartner: false }));
    await assertFails(updateDoc(subscriber.ref, { tag: 'Admin' }));
    await assertFails(updateDoc(subscriber.ref, { email: 'outro@demo.test' }));
  });

  it('deny: a user edits another user profile', async () => {
    await assertFails(
      updateDoc(doc(dbAs(env(), 'subscriber'), 'profiles', DEMO_UIDS.student), {
        name: 'Hackeado',
      }),
    );
  });

  it('deny: admin changes a role from the client (setUserRole does it)', async () => {
    await assertFails(
      updateDoc(doc(dbAs(env(), 'admin'), 'profiles', DEMO_UIDS.student), { role: 'ADMIN' }),
    );
  });

  it('deny: signed-out update', async () => {
    await assertFails(
      updateDoc(doc(dbAs(env(), 'signedOut'), 'profiles', DEMO_UIDS.student), { name: 'Ninguém' }),
    );
  });
});
