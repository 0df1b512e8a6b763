// memberImports/{jobId} (and its chunks) and memberImportLog/{jobId}: admins read a job and the
// import log; nobody reads the staged rows; no client writes any of them (the functions do).
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, seed, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, CALLERS, expectRule, rows } from './fixtures';

const job = {
  fileName: 'membros.csv',
  status: 'running',
  total: 2,
  chunkCount: 1,
  sendWelcome: true,
  done: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  welcomed: 0,
  createdBy: DEMO_UIDS.admin,
  createdByName: 'Admin',
  finishedAt: null,
};
const chunk = { index: 0, rows: [{ line: 2, email: 'ana@exemplo.com' }] };
const log = {
  jobId: 'j1',
  fileName: 'membros.csv',
  actorUid: DEMO_UIDS.admin,
  actorName: 'Admin',
  total: 2,
  created: 1,
  updated: 1,
  unchanged: 0,
  welcomed: 1,
};
const env = useRulesEnv({
  seed: (environment) =>
    seed(environment, {
      'memberImports/j1': { ...job, createdAt: new Date(), updatedAt: new Date() },
      'memberImports/j1/chunks/0000': chunk,
      'memberImportLog/j1': { ...log, startedAt: new Date(), finishedAt: new Date() },
    }),
});
const jobs = (caller: Caller) => collection(dbAs(env(), caller), 'memberImports');
const logs = (caller: Caller) => collection(dbAs(env(), caller), 'memberImportLog');

describe('memberImports', () => {
  it.each(rows(ADMIN_ONLY, 'reads an import job'))('%s', async (_, caller, allowed) => {
    await expectRule(getDoc(doc(jobs(caller), 'j1')), allowed);
  });

  it.each(rows(ADMIN_ONLY, 'lists the import jobs'))('%s', async (_, caller, allowed) => {
    await expectRule(getDocs(jobs(caller)), allowed);
  });

  it.each(CALLERS)('deny: %s reads the staged rows', async (caller) => {
    await expectRule(getDoc(doc(jobs(caller), 'j1', 'chunks', '0000')), false);
    await expectRule(getDocs(collection(jobs(caller), 'j1', 'chunks')), false);
  });

  it.each(CALLERS)('deny: %s starts an import job or stages rows', async (caller) => {
    await expectRule(
      addDoc(jobs(caller), { ...job, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
      false,
    );
    await expectRule(setDoc(doc(jobs(caller), 'j1', 'chunks', '0001'), chunk), false);
  });

  it.each(['admin', 'student'] as const)(
    'deny: %s moves, rewrites or deletes a job',
    async (caller) => {
      await expectRule(updateDoc(doc(jobs(caller), 'j1'), { done: 2, status: 'done' }), false);
      await expectRule(deleteDoc(doc(jobs(caller), 'j1')), false);
      await expectRule(deleteDoc(doc(jobs(caller), 'j1', 'chunks', '0000')), false);
    },
  );
});

describe('memberImportLog', () => {
  it.each(rows(ADMIN_ONLY, 'reads the import log'))('%s', async (_, caller, allowed) => {
    await expectRule(getDocs(logs(caller)), allowed);
  });

  it.each(['admin', 'student'] as const)(
    'deny: %s writes, rewrites or deletes a log entry',
    async (caller) => {
      await expectRule(
        setDoc(doc(logs(caller), 'j2'), {
          ...log,
          startedAt: serverTimestamp(),
          finishedAt: serverTimestamp(),
        }),
        false,
      );
      await expectRule(updateDoc(doc(logs(caller), 'j1'), { created: 0 }), false);
      await expectRule(deleteDoc(doc(logs(caller), 'j1')), false);
    },
  );
});
