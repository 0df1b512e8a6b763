// counters/classNumber: a weekly class takes the next number and moves the counter on in the
// same write; numbers never repeat, skip or change; only admins read or write the counter.
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, rulesOffDb, seed, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, CLASS_IDS, expectRule, newClass, rows, seedContent } from './fixtures';

const env = useRulesEnv({ seed: seedContent });
const COUNTER = 'counters/classNumber';
// The rules allow one counter only, so it cannot get an id per test: every test that reads or
// writes it first puts it back (tests run one at a time). The new classes get ids of their own.
let newId = '';

/** The seeded weekly class is number 1 and the counter says so; the next new class gets an id. */
async function resetCounter(): Promise<void> {
  newId = uniqueId('aula-semanal-nova');
  await seed(env(), { [COUNTER]: { last: 1, classId: CLASS_IDS.SEMANAL, updatedAt: new Date() } });
}

const weekly = (classNumber: number): DocumentData => ({ ...newClass('SEMANAL'), classNumber });
const counter = (last: number, classId = newId): DocumentData => ({
  last,
  classId,
  updatedAt: serverTimestamp(),
});

/** The class and the counter in one write, as the editor saves them. */
function createNumbered(db: Firestore, cls: DocumentData, next: DocumentData | null) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'classes', newId), cls);
  if (next) batch.set(doc(db, COUNTER), next);
  return batch.commit();
}

describe('counters/classNumber: numbering a new weekly class', () => {
  it.each(rows(ADMIN_ONLY, 'creates weekly class 2 and moves the counter to 2'))(
    '%s',
    async (_, caller: Caller, allowed) => {
      await resetCounter();
      await expectRule(createNumbered(dbAs(env(), caller), weekly(2), counter(2)), allowed);
    },
  );

  // The counters are built inside the test: they name the test's own new class.
  it.each<[string, DocumentData, () => DocumentData | null]>([
    ['a number already taken', weekly(1), () => counter(1)],
    ['a skipped number', weekly(3), () => counter(3)],
    ['a class without moving the counter', weekly(2), () => null],
    ['a counter that names another class', weekly(2), () => counter(2, 'outra-aula')],
    ['a counter with an extra field', weekly(2), () => ({ ...counter(2), extra: true })],
    [
      'a counter time that is not the server time',
      weekly(2),
      () => ({ ...counter(2), updatedAt: new Date(0) }),
    ],
  ])('deny: admin creates %s', async (_, cls, next) => {
    await resetCounter();
    await expectRule(createNumbered(dbAs(env(), 'admin'), cls, next()), false);
  });

  it('allow: with no counter yet (classes imported), the first weekly class starts it', async () => {
    newId = uniqueId('aula-semanal-nova');
    await deleteDoc(doc(rulesOffDb(env()), COUNTER));
    await expectRule(createNumbered(dbAs(env(), 'admin'), weekly(2), counter(2)), true);
  });

  it('deny: admin moves the counter without creating a class', async () => {
    await resetCounter();
    const db = dbAs(env(), 'admin');
    await expectRule(updateDoc(doc(db, COUNTER), counter(2, CLASS_IDS.SEMANAL)), false);
  });

  it('deny: admin gives an insight a number', async () => {
    await resetCounter();
    const db = dbAs(env(), 'admin');
    const insight = { ...newClass('INSIGHT'), classNumber: 2 };
    await expectRule(createNumbered(db, insight, counter(2)), false);
  });

  it("deny: admin changes a weekly class's number", async () => {
    await resetCounter();
    const db = dbAs(env(), 'admin');
    await expectRule(updateDoc(doc(db, 'classes', CLASS_IDS.SEMANAL), { classNumber: 7 }), false);
  });
});

describe('counters/classNumber: reading', () => {
  it.each(rows(ADMIN_ONLY, 'gets the counter'))('%s', async (_, caller: Caller, allowed) => {
    await resetCounter();
    await expectRule(getDoc(doc(dbAs(env(), caller), COUNTER)), allowed);
  });

  it('deny: admin gets another counter', async () => {
    await resetCounter();
    await expectRule(getDoc(doc(dbAs(env(), 'admin'), 'counters/outro')), false);
  });
});
