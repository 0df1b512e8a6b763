// leads/{id}: no client writes a lead (the submitLead function does); only admins read.
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { leadFormSchema } from '@app/domain';
import { dbAs, seed, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, CALLERS, expectRule, rows } from './fixtures';

const env = useRulesEnv({
  seed: (environment) => seed(environment, { 'leads/l1': { ...newLead(), createdAt: new Date() } }),
});
const leads = (caller: Caller) => collection(dbAs(env(), caller), 'leads');

/** A lead shaped as the function stores it: the form schema's output plus plan and origin. */
function newLead(phone = '(11) 98765-4321'): DocumentData {
  const form = leadFormSchema.parse({ name: 'Maria Silva', email: 'Maria@Example.com', phone });
  return { ...form, plan: 'fundador', origin: 'planos', createdAt: serverTimestamp() };
}

describe('leads: create', () => {
  // Leads arrive only through the submitLead function (tests/functions/submit-lead.test.ts):
  // even a perfectly shaped lead is refused to every client, so nobody can flood the collection.
  it.each(CALLERS)('deny: %s creates a valid lead', async (caller) => {
    await expectRule(addDoc(leads(caller), newLead()), false);
    await expectRule(setDoc(doc(leads(caller), 'novo'), newLead()), false);
  });

  it('deny: a signed-out client writes 20 leads in a row', async () => {
    const attempts = Array.from({ length: 20 }, () =>
      expectRule(addDoc(leads('signedOut'), newLead()), false),
    );
    await Promise.all(attempts);
  });
});

describe("leadLimits: the function's counters", () => {
  it.each(CALLERS)('deny: %s reads or writes a counter', async (caller) => {
    const limits = collection(dbAs(env(), caller), 'leadLimits');
    await expectRule(getDocs(limits), false);
    await expectRule(setDoc(doc(limits, 'ip-x'), { recent: [] }), false);
  });
});

describe('leads: read, update, delete', () => {
  it.each(rows(ADMIN_ONLY, 'lists leads'))('%s', async (_, caller, allowed) => {
    await expectRule(getDocs(leads(caller)), allowed);
  });

  it.each(['admin', 'signedOut'] as const)(
    'deny: %s updates or overwrites a lead',
    async (caller) => {
      await expectRule(updateDoc(doc(leads(caller), 'l1'), { plan: 'mensal' }), false);
      await expectRule(setDoc(doc(leads(caller), 'l1'), newLead()), false);
    },
  );

  it.each(['admin', 'signedOut'] as const)('deny: %s deletes a lead', async (caller) => {
    await expectRule(deleteDoc(doc(leads(caller), 'l1')), false);
  });
});
