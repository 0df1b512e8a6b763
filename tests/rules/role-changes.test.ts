// roleChanges/{id}: admins read the audit log; no client writes (setUserRole writes it).
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, seed, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, CALLERS, expectRule, rows } from './fixtures';

const entry = {
  changedBy: DEMO_UIDS.admin,
  targetUser: DEMO_UIDS.student,
  oldRole: 'ALUNO',
  newRole: 'ADMIN',
};
const env = useRulesEnv({
  seed: (environment) =>
    seed(environment, { 'roleChanges/r1': { ...entry, createdAt: new Date() } }),
});
const changes = (caller: Caller) => collection(dbAs(env(), caller), 'roleChanges');

describe('roleChanges', () => {
  it.each(rows(ADMIN_ONLY, 'reads the audit log newest first'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDocs(query(changes(caller), orderBy('createdAt', 'desc'))), allowed);
    },
  );

  it.each(CALLERS)('deny: %s writes an audit entry', async (caller) => {
    await expectRule(addDoc(changes(caller), { ...entry, createdAt: serverTimestamp() }), false);
  });

  it.each(['admin', 'student'] as const)(
    'deny: %s rewrites or deletes an audit entry',
    async (caller) => {
      await expectRule(updateDoc(doc(changes(caller), 'r1'), { newRole: 'ALUNO' }), false);
      await expectRule(
        setDoc(doc(changes(caller), 'r1'), { ...entry, createdAt: serverTimestamp() }),
        false,
      );
      await expectRule(deleteDoc(doc(changes(caller), 'r1')), false);
    },
  );
});
