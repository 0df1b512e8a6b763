// profiles/{uid}/completions/{classId}: the owner marks and unmarks classes they can read.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { ClassType } from '@app/domain';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, seed, seedOwn, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import {
  CLASS_IDS,
  COURSE_ID,
  SUBSCRIBER_WITH_ACCESS,
  WITH_ACCESS,
  expectRule,
  rows,
  seedContent,
  storedClass,
  uidOf,
} from './fixtures';

/** A second course class, already completed by the subscriber. */
const DONE_ID = 'aula-curso-2';
const doneCompletion = (): DocumentData => ({
  classId: DONE_ID,
  courseId: COURSE_ID,
  completedAt: new Date(),
});

const env = useRulesEnv({
  seed: async (environment) => {
    await seedContent(environment);
    await seed(environment, {
      [`classes/${DONE_ID}`]: { ...storedClass('CURSO'), slug: 'aula-curso-2-abcd1234' },
      [`profiles/${DEMO_UIDS.subscriber}/completions/${DONE_ID}`]: doneCompletion(),
    });
  },
});
const completions = (caller: Caller, owner: Caller = caller) =>
  collection(dbAs(env(), caller), 'profiles', uidOf(owner), 'completions');
const completion = (type: ClassType, classId: string = CLASS_IDS[type]): DocumentData => ({
  classId,
  courseId: type === 'CURSO' ? COURSE_ID : null,
  completedAt: serverTimestamp(),
});

/**
 * A class of `type` only this test completes: a completion's id is its class's, and a second
 * create of the same one would be an update, which the rules refuse.
 */
const ownClass = (type: ClassType) => seedOwn(env(), 'classes', storedClass(type));

describe('completions: read', () => {
  it("allow: owner lists a course's completions (where courseId == id)", async () => {
    await expectRule(
      getDocs(query(completions('subscriber'), where('courseId', '==', COURSE_ID))),
      true,
    );
  });

  it('allow: owner gets the completion of one class', async () => {
    await expectRule(getDoc(doc(completions('subscriber'), DONE_ID)), true);
  });

  it.each(['admin', 'student', 'signedOut'] as const)(
    "deny: %s reads someone else's completions",
    async (caller) => {
      await expectRule(getDocs(completions(caller, 'subscriber')), false);
    },
  );
});

describe('completions: create', () => {
  it.each(rows(WITH_ACCESS, 'completes a weekly class'))('%s', async (_, caller, allowed) => {
    const id = await ownClass('SEMANAL');
    await expectRule(setDoc(doc(completions(caller), id), completion('SEMANAL', id)), allowed);
  });

  it.each(rows(SUBSCRIBER_WITH_ACCESS, 'completes a course class'))(
    '%s',
    async (_, caller, allowed) => {
      const id = await ownClass('CURSO');
      await expectRule(setDoc(doc(completions(caller), id), completion('CURSO', id)), allowed);
    },
  );

  it('allow: without the optional courseId for a weekly class', async () => {
    const id = await ownClass('INSIGHT');
    await expectRule(
      setDoc(doc(completions('student'), id), {
        classId: id,
        completedAt: serverTimestamp(),
      }),
      true,
    );
  });

  const invalid: [string, string, DocumentData][] = [
    [
      'a classId different from the doc id',
      CLASS_IDS.SEMANAL,
      { ...completion('SEMANAL'), classId: CLASS_IDS.INSIGHT },
    ],
    [
      "a courseId that is not the class's",
      CLASS_IDS.SEMANAL,
      { ...completion('SEMANAL'), courseId: COURSE_ID },
    ],
    [
      'a course class without its courseId',
      CLASS_IDS.CURSO,
      { ...completion('CURSO'), courseId: null },
    ],
    [
      'a class that does not exist',
      'nao-existe',
      { ...completion('SEMANAL'), classId: 'nao-existe' },
    ],
    [
      'a client completedAt',
      CLASS_IDS.SEMANAL,
      { ...completion('SEMANAL'), completedAt: Timestamp.now() },
    ],
    ['an extra key', CLASS_IDS.SEMANAL, { ...completion('SEMANAL'), progress: 100 }],
  ];
  it.each(invalid)('deny: subscriber completes with %s', async (_, id, data) => {
    await expectRule(setDoc(doc(completions('subscriber'), id), data), false);
  });

  it("deny: writing a completion into someone else's profile", async () => {
    await expectRule(
      setDoc(doc(completions('subscriber', 'student'), CLASS_IDS.SEMANAL), completion('SEMANAL')),
      false,
    );
  });
});

describe('completions: update and delete', () => {
  it('allow: owner un-completes a class (delete)', async () => {
    const id = uniqueId('aula-curso');
    await seed(env(), {
      [`classes/${id}`]: storedClass('CURSO'),
      [`profiles/${DEMO_UIDS.subscriber}/completions/${id}`]: { ...doneCompletion(), classId: id },
    });
    await expectRule(deleteDoc(doc(completions('subscriber'), id)), true);
  });

  it("deny: admin deletes someone else's completion", async () => {
    await expectRule(deleteDoc(doc(completions('admin', 'subscriber'), DONE_ID)), false);
  });

  it('deny: owner updates a completion', async () => {
    await expectRule(
      updateDoc(doc(completions('subscriber'), DONE_ID), { completedAt: serverTimestamp() }),
      false,
    );
  });
});
