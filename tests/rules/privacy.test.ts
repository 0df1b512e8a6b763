// accountDeletions/{uid} (a member's account deletion and its progress) and dataExports/{uid}
// (the export's rate limit): only the functions write them, so no client can fake, stall or
// reset either; admins read the deletions, members read neither.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, seed, useRulesEnv, type Caller } from '../support/rules-env';
import { expectRule } from './fixtures';

const deletion = {
  uid: DEMO_UIDS.student,
  deleteComments: false,
  done: ['auth'],
  status: 'running',
  startedAt: new Date(),
  updatedAt: new Date(),
};
const env = useRulesEnv({
  seed: async (environment) => {
    await seed(environment, {
      [`accountDeletions/${DEMO_UIDS.student}`]: deletion,
      [`dataExports/${DEMO_UIDS.student}`]: { lastAt: new Date() },
    });
  },
});
const at = (caller: Caller, path: string) => doc(dbAs(env(), caller), path);

describe('accountDeletions: written by the functions only', () => {
  it.each(['student', 'subscriber', 'admin'] as const)(
    'deny: %s creates, changes or removes a deletion record',
    async (caller) => {
      const mine = `accountDeletions/${DEMO_UIDS[caller]}`;
      await expectRule(setDoc(at(caller, mine), { ...deletion, uid: DEMO_UIDS[caller] }), false);
      const student = `accountDeletions/${DEMO_UIDS.student}`;
      await expectRule(updateDoc(at(caller, student), { status: 'done', done: [] }), false);
      await expectRule(deleteDoc(at(caller, student)), false);
    },
  );

  it('allow: an admin reads one; deny: the member and others', async () => {
    const path = `accountDeletions/${DEMO_UIDS.student}`;
    await expectRule(getDoc(at('admin', path)), true);
    await expectRule(getDoc(at('student', path)), false);
    await expectRule(getDoc(at('subscriber', path)), false);
  });

  it("allow: an admin lists the latest 20 ('Contas excluídas'); deny: more at once, or a member", async () => {
    const latest = (caller: Caller, n: number) =>
      getDocs(
        query(
          collection(dbAs(env(), caller), 'accountDeletions'),
          orderBy('startedAt', 'desc'),
          limit(n),
        ),
      );
    await expectRule(latest('admin', 20), true);
    await expectRule(latest('admin', 21), false);
    await expectRule(latest('student', 20), false);
  });
});

describe('dataExports: nobody resets the rate limit', () => {
  it.each(['student', 'admin'] as const)('deny: %s reads or clears it', async (caller) => {
    const path = `dataExports/${DEMO_UIDS.student}`;
    await expectRule(getDoc(at(caller, path)), false);
    await expectRule(deleteDoc(at(caller, path)), false);
    await expectRule(setDoc(at(caller, path), { lastAt: new Date(0) }), false);
  });
});
