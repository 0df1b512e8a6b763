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
import { dbAs, seed, seedOwn, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import {
  CLASS_IDS,
  SUBSCRIBER_WITH_ACCESS,
  WITH_ACCESS,
  expectRule,
  rows,
  seedContent,
  storedClass,
  uidOf,
} from './fixtures';

const storedRating = (): DocumentData => ({
  userId: DEMO_UIDS.student,
  value: 3,
  updatedAt: new Date(),
});
const env = useRulesEnv({
  seed: async (environment) => {
    await seedContent(environment);
    await seed(environment, {
      [`classes/${CLASS_IDS.SEMANAL}/ratings/${DEMO_UIDS.student}`]: storedRating(),
    });
  },
});
const ratingDoc = (caller: Caller, classId: string = CLASS_IDS.SEMANAL, owner: Caller = caller) =>
  doc(dbAs(env(), caller), 'classes', classId, 'ratings', uidOf(owner));
const rating = (caller: Caller, value = 4): DocumentData => ({
  userId: uidOf(caller),
  value,
  updatedAt: serverTimestamp(),
});
/** A class of `type` only this test rates: a rating's id is its author's uid. */
const ownClass = (type: ClassType) => seedOwn(env(), 'classes', storedClass(type));

describe('ratings: read', () => {
  it('allow: owner gets their rating', async () => {
    await expectRule(getDoc(ratingDoc('student')), true);
  });

  it.each(['admin', 'subscriber', 'signedOut'] as const)(
    "deny: %s gets someone else's rating",
    async (caller) => {
      await expectRule(getDoc(ratingDoc(caller, CLASS_IDS.SEMANAL, 'student')), false);
    },
  );

  it('deny: student lists all ratings of a class', async () => {
    await expectRule(
      getDocs(collection(dbAs(env(), 'student'), 'classes', CLASS_IDS.SEMANAL, 'ratings')),
      false,
    );
  });
});

describe('ratings: write', () => {
  it.each(rows(WITH_ACCESS, 'rates a weekly class'))('%s', async (_, caller, allowed) => {
    const classId = await ownClass('INSIGHT');
    await expectRule(setDoc(ratingDoc(caller, classId), rating(caller)), allowed);
  });

  it.each(rows(SUBSCRIBER_WITH_ACCESS, 'rates a course class'))(
    '%s',
    async (_, caller, allowed) => {
      const classId = await ownClass('CURSO');
      await expectRule(setDoc(ratingDoc(caller, classId), rating(caller)), allowed);
    },
  );

  it('allow: owner changes their rating (update)', async () => {
    const classId = uniqueId('aula-semanal');
    await seed(env(), {
      [`classes/${classId}`]: storedClass('SEMANAL'),
      [`classes/${classId}/ratings/${DEMO_UIDS.student}`]: storedRating(),
    });
    await expectRule(setDoc(ratingDoc('student', classId), rating('student', 5)), true);
  });

  it(`allow: the bounds ${RATING_MIN} and ${RATING_MAX}`, async () => {
    const classId = await ownClass('SEMANAL');
    await expectRule(
      setDoc(ratingDoc('subscriber', classId), rating('subscriber', RATING_MIN)),
      true,
    );
    await expectRule(setDoc(ratingDoc('partner', classId), rating('partner', RATING_MAX)), true);
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
    await expectRule(setDoc(ratingDoc('subscriber'), { ...rating('subscriber'), ...patch }), false);
  });

  it("deny: writing someone else's rating document", async () => {
    await expectRule(
      setDoc(ratingDoc('subscriber', CLASS_IDS.SEMANAL, 'student'), rating('student', 1)),
      false,
    );
  });

  it('deny: owner deletes their rating', async () => {
    await expectRule(deleteDoc(ratingDoc('student')), false);
  });
});
