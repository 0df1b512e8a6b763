// profiles/{uid}/weeklyGoal/current ('Meta da semana'): the member reads theirs and writes only
// their goal (an int from 1 to 5, with the server time); the week, the history and the streak are
// the functions'; nobody else reads it, admins included. weeklyGoalTotals: admins read, nobody
// writes.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS, WEEKLY_GOAL_DOC_ID } from '@app/domain';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, ownUser, seed, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, expectRule, rows } from './fixtures';

/** What the functions keep beside the goal. */
const functionFields = (): DocumentData => ({
  week: '2026-11-23',
  weekGoal: 2,
  classIds: ['aula-1'],
  streak: 3,
  history: [{ week: '2026-11-16', goal: 2, count: 2, outcome: 'met' }],
  notifiedWeek: null,
  inTotals: true,
});

const path = (uid: string) =>
  `${COLLECTIONS.profiles}/${uid}/${COLLECTIONS.weeklyGoal}/${WEEKLY_GOAL_DOC_ID}`;

const env = useRulesEnv({
  seed: (environment) =>
    seed(environment, {
      [path(DEMO_UIDS.subscriber)]: { goal: 2, goalSetAt: new Date(), ...functionFields() },
      'weeklyGoalTotals/2026-11-23_0': { week: '2026-11-23', met: 4 },
      'weeklyGoalTotals/members_0': { withGoal: 9 },
    }),
});

const goal = (value: unknown): DocumentData => ({ goal: value, goalSetAt: serverTimestamp() });

/** A member of `caller`'s kind with a uid (and goal document) of their own. */
async function memberWithGoal(caller: Caller = 'subscriber') {
  const user = await ownUser(env(), caller);
  await seed(env(), { [path(user.uid)]: { goal: 3, goalSetAt: new Date(), ...functionFields() } });
  return { ...user, ref: doc(user.db, path(user.uid)) };
}

describe('weeklyGoal: read', () => {
  it('allow: the member gets their own', async () => {
    await expectRule(getDoc(doc(dbAs(env(), 'subscriber'), path(DEMO_UIDS.subscriber))), true);
  });

  it.each(['admin', 'student', 'partner', 'signedOut'] as const)(
    "deny: %s gets someone else's goal and streak",
    async (caller) => {
      await expectRule(getDoc(doc(dbAs(env(), caller), path(DEMO_UIDS.subscriber))), false);
    },
  );

  it('deny: listing goals, even the own collection', async () => {
    const mine = collection(
      dbAs(env(), 'subscriber'),
      COLLECTIONS.profiles,
      DEMO_UIDS.subscriber,
      COLLECTIONS.weeklyGoal,
    );
    await expectRule(getDocs(query(mine, limit(1))), false);
  });
});

describe('weeklyGoal: the member writes their goal', () => {
  it.each([1, 3, 5])('allow: a first goal of %i', async (value) => {
    const { uid, db } = await ownUser(env(), 'student');
    await expectRule(setDoc(doc(db, path(uid)), goal(value)), true);
  });

  it('allow: changing the goal (setDoc with merge, as the card does)', async () => {
    const { ref } = await memberWithGoal();
    await expectRule(setDoc(ref, goal(5), { merge: true }), true);
  });

  it.each([0, 6, 2.5, '3', null])('deny: a goal of %s', async (value) => {
    const { uid, db } = await ownUser(env(), 'student');
    await expectRule(setDoc(doc(db, path(uid)), goal(value)), false);
    const { ref } = await memberWithGoal();
    await expectRule(updateDoc(ref, goal(value)), false);
  });

  it('deny: a goalSetAt other than the server time', async () => {
    const { ref } = await memberWithGoal();
    await expectRule(updateDoc(ref, { goal: 2, goalSetAt: new Date(2020, 0, 1) }), false);
  });

  it('deny: another document id than current', async () => {
    const { uid, db } = await ownUser(env(), 'student');
    await expectRule(
      setDoc(doc(db, COLLECTIONS.profiles, uid, COLLECTIONS.weeklyGoal, 'outra'), goal(2)),
      false,
    );
  });

  it('deny: writing someone else’s goal (an admin included)', async () => {
    for (const caller of ['admin', 'student', 'signedOut'] as const) {
      await expectRule(
        setDoc(doc(dbAs(env(), caller), path(DEMO_UIDS.subscriber)), goal(1), { merge: true }),
        false,
      );
    }
  });

  it('deny: deleting the document', async () => {
    const { ref } = await memberWithGoal();
    await expectRule(deleteDoc(ref), false);
  });
});

describe('weeklyGoal: nobody writes the streak but the functions', () => {
  it.each([
    ['streak', { streak: 99 }],
    ['history', { history: [] }],
    ['classIds', { classIds: ['a', 'b', 'c'] }],
    ['week', { week: '2026-11-30' }],
    ['weekGoal', { weekGoal: 1 }],
    ['notifiedWeek', { notifiedWeek: '2026-11-23' }],
    ['inTotals', { inTotals: false }],
  ])('deny: the member sets %s', async (_, fields) => {
    const { ref } = await memberWithGoal();
    await expectRule(updateDoc(ref, fields), false);
    await expectRule(updateDoc(ref, { ...goal(2), ...fields }), false);
  });

  it('deny: a first write that brings a streak along', async () => {
    const { uid, db } = await ownUser(env(), 'student');
    await expectRule(setDoc(doc(db, path(uid)), { ...goal(2), streak: 10 }), false);
  });
});

describe('weeklyGoalTotals', () => {
  const totals = (caller: Caller) => collection(dbAs(env(), caller), 'weeklyGoalTotals');

  it.each(rows(ADMIN_ONLY, 'lists 12 weeks of 4 shards'))('%s', async (_, caller, allowed) => {
    await expectRule(
      getDocs(query(totals(caller), where('week', '>=', '2026-09-07'), limit(48))),
      allowed,
    );
  });

  it.each(rows(ADMIN_ONLY, 'gets the members total'))('%s', async (_, caller, allowed) => {
    await expectRule(getDoc(doc(totals(caller), 'members_0')), allowed);
  });

  it('deny: an admin lists more than 48', async () => {
    await expectRule(getDocs(query(totals('admin'), limit(49))), false);
  });

  it.each(['admin', 'subscriber'] as const)('deny: %s writes a total', async (caller) => {
    await expectRule(setDoc(doc(totals(caller), 'members_1'), { withGoal: 1 }), false);
  });
});
