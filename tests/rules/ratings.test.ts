// classes/{classId}/ratings/{uid}: one rating per owner, int 1..5, only on readable classes.
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { RATING_MAX, RATING_MIN, type ClassType } from '@app/domain';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, seed, useRulesEnv, type Caller } from '../support/rules-env';
import {
  CLASS_IDS,
  SUBSCRIBER_WITH_ACCESS,
  WITH_ACCESS,
  expectRule,
  rows,
  seedContent,
  uidOf,
} from './fixtures';

const env = useRulesEnv();
const ratingDoc = (caller: Caller, type: ClassType = 'SEMANAL', owner: Caller = caller) =>
  doc(dbAs(env(), caller), 'classes', CLASS_IDS[type], 'ratings', uidOf(owner));
const rating = (caller: Caller, value = 4): DocumentData => ({
  userId: uidOf(caller),
  value,
  updatedAt: serverTimestamp(),
});

async function seeded(): Promise<void> {
  await seedContent(env());
  await seed(env(), {
    [`classes/${CLASS_IDS.SEMANAL}/ratings/${DEMO_UIDS.student}`]: {
      userId: DEMO_UIDS.student,
      value: 3,
      updatedAt: new Date(),
    },
  });
}

describe('ratings: read', () => {
  it('allow: owner gets their rating', async () => {
    await seeded();
    await expectRule(getDoc(ratingDoc('student')), true);
  });

  it.each(['admin', 'subscriber', 'signedOut'] as const)(
    "deny: %s gets someone else's rating",
    async (caller) => {
      await seeded();
      await expectRule(getDoc(ratingDoc(caller, 'SEMANAL', 'student')), false);
    },
  );

  it('deny: student lists all ratings of a class', async () => {
    await seeded();
    await expectRule(
      getDocs(collection(dbAs(env(), 'student'), 'classes', CLASS_IDS.SEMANAL, 'ratings')),
      false,
    );
  });
});

describe('ratings: write', () => {
  it.each(rows(WITH_ACCESS, 'rates a weekly class'))('%s', async (_, caller, allowed) => {
    await seeded();
    await expectRule(setDoc(ratingDoc(caller, 'INSIGHT'), rating(caller)), allowed);
  });

  it.each(rows(SUBSCRIBER_WITH_ACCESS, 'rates a course class'))(
    '%s',
    async (_, caller, allowed) => {
      await seeded();
      await expectRule(setDoc(ratingDoc(caller, 'CURSO'), rating(caller)), allowed);
    },
  );

  it('allow: owner changes their rating (update)', async () => {
    await seeded();
    await expectRule(setDoc(ratingDoc('student'), rating('student', 5)), true);
  });

  it(`allow: the bounds ${RATING_MIN} and ${RATING_MAX}`, async () => {
    await seeded();
    await expectRule(setDoc(ratingDoc('subscriber'), rating('subscriber', RATING_MIN)), true);
    await expectRule(setDoc(ratingDoc('partner'), rating('partner', RATING_MAX)), true);
  });

  const invalid: [string, DocumentData][] = [
    ['value 0', { value: RATING_MIN - 1 }],
    ['value 6', { value: RATING_MAX + 1 }],
    ['value 3.5', { value: 3.5 }],
    ["value '5'", { value: '5' }],
    ['another userId', { userId: DEMO_UIDS.student }],
    ['an extra key', { comment: 'ótima' }],
    ['a client updatedAt', { updatedAt: Timestamp.now() }],
  ];
  it.each(invalid)('deny: rating with %s', async (_, patch) => {
    await seeded();
    await expectRule(setDoc(ratingDoc('subscriber'), { ...rating('subscriber'), ...patch }), false);
  });

  it("deny: writing someone else's rating document", async () => {
    await seeded();
    await expectRule(
      setDoc(ratingDoc('subscriber', 'SEMANAL', 'student'), rating('student', 1)),
      false,
    );
  });

  it('deny: owner deletes their rating', async () => {
    await seeded();
    await expectRule(deleteDoc(ratingDoc('student')), false);
  });
});
