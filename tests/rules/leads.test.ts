// leads/{id}: anyone (signed out too) creates one valid lead; only admins read.
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { leadFormSchema } from '@app/domain';
import { dbAs, seed, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, CALLERS, expectRule, rows } from './fixtures';

const env = useRulesEnv();
const leads = (caller: Caller) => collection(dbAs(env(), caller), 'leads');

/** What the sales-page popup writes: the domain form schema's output plus plan and origin. */
function newLead(phone = '(11) 98765-4321'): DocumentData {
  const form = leadFormSchema.parse({ name: 'Maria Silva', email: 'Maria@Example.com', phone });
  return { ...form, plan: 'fundador', origin: 'planos', createdAt: serverTimestamp() };
}

describe('leads: create', () => {
  it.each(CALLERS)('allow: %s creates a valid lead', async (caller) => {
    await expectRule(addDoc(leads(caller), newLead()), true);
  });

  it('allow: a 10-digit landline and the mensal plan', async () => {
    await expectRule(
      addDoc(leads('signedOut'), { ...newLead('(11) 3333-4444'), plan: 'mensal' }),
      true,
    );
  });

  const invalid: [string, DocumentData][] = [
    ['9 digits', { phone: '119876543' }],
    ['12 digits', { phone: '119876543210' }],
    ['a formatted phone', { phone: '(11) 98765-4321' }],
    ['an e-mail without a domain', { email: 'maria@' }],
    ['an e-mail with spaces', { email: 'maria silva@example.com' }],
    ['an empty name', { name: '  ' }],
    ['an unknown plan', { plan: 'vitalicio' }],
    ['an empty origin', { origin: '' }],
    ['an extra key', { role: 'ADMIN' }],
    ['a client createdAt', { createdAt: Timestamp.now() }],
  ];
  it.each(invalid)('deny: signed-out lead with %s', async (_, patch) => {
    await expectRule(addDoc(leads('signedOut'), { ...newLead(), ...patch }), false);
  });

  it('deny: lead without a phone', async () => {
    const data = newLead();
    delete data.phone;
    await expectRule(addDoc(leads('signedOut'), data), false);
  });
});

describe('leads: read, update, delete', () => {
  const seeded = () => seed(env(), { 'leads/l1': { ...newLead(), createdAt: new Date() } });

  it.each(rows(ADMIN_ONLY, 'lists leads'))('%s', async (_, caller, allowed) => {
    await seeded();
    await expectRule(getDocs(leads(caller)), allowed);
  });

  it.each(['admin', 'signedOut'] as const)(
    'deny: %s updates or overwrites a lead',
    async (caller) => {
      await seeded();
      await expectRule(updateDoc(doc(leads(caller), 'l1'), { plan: 'mensal' }), false);
      await expectRule(setDoc(doc(leads(caller), 'l1'), newLead()), false);
    },
  );

  it.each(['admin', 'signedOut'] as const)('deny: %s deletes a lead', async (caller) => {
    await seeded();
    await expectRule(deleteDoc(doc(leads(caller), 'l1')), false);
  });
});
