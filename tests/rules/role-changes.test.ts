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

const env = useRulesEnv();
const changes = (caller: Caller) => collection(dbAs(env(), caller), 'roleChanges');
const entry = {
  changedBy: DEMO_UIDS.admin,
  targetUser: DEMO_UIDS.student,
  oldRole: 'ALUNO',
  newRole: 'ADMIN',
};
const seeded = () => seed(env(), { 'roleChanges/r1': { ...entry, createdAt: new Date() } });

describe('roleChanges', () => {
  it.each(rows(ADMIN_ONLY, 'reads the audit log newest first'))(
    '%s',
    async (_, caller, allowed) => {
      await seeded();
      await expectRule(getDocs(query(changes(caller), orderBy('createdAt', 'desc'))), allowed);
    },
  );

  it.each(CALLERS)('deny: %s writes an audit entry', async (caller) => {
    await expectRule(addDoc(changes(caller), { ...entry, createdAt: serverTimestamp() }), false);
  });

  it.each(['admin', 'student'] as const)(
    'deny: %s rewrites or deletes an audit entry',
    async (caller) => {
      await seeded();
      await expectRule(updateDoc(doc(changes(caller), 'r1'), { newRole: 'ALUNO' }), false);
      await expectRule(
        setDoc(doc(changes(caller), 'r1'), { ...entry, createdAt: serverTimestamp() }),
        false,
      );
      await expectRule(deleteDoc(doc(changes(caller), 'r1')), false);
    },
  );
});
