// mail/{id}: the Trigger Email queue is for the functions only; no client reads or writes.
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, seed, useRulesEnv, type Caller } from '../support/rules-env';
import { CALLERS, expectRule } from './fixtures';

const message = {
  to: 'vitima@example.com',
  message: {
    subject: 'Promoção',
    text: 'Clique aqui',
    html: '<a href="https://phishing.example">aqui</a>',
  },
};
const env = useRulesEnv({ seed: (environment) => seed(environment, { 'mail/m1': message }) });
const mail = (caller: Caller) => collection(dbAs(env(), caller), 'mail');

describe('mail', () => {
  it.each(CALLERS)('deny: %s queues an e-mail', async (caller) => {
    await expectRule(addDoc(mail(caller), message), false);
  });

  it.each(CALLERS)('deny: %s reads the mail queue', async (caller) => {
    await expectRule(getDocs(mail(caller)), false);
    await expectRule(getDoc(doc(mail(caller), 'm1')), false);
  });

  it('deny: admin deletes a queued e-mail', async () => {
    await expectRule(deleteDoc(doc(mail('admin'), 'm1')), false);
  });
});
