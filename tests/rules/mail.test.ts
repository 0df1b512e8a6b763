// mail/{id}: the Trigger Email queue is for the functions only; no client writes, and only admins
// list the e-mails the extension failed to deliver (a member's 'Histórico').
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  where,
} from 'firebase/firestore';
import { MAIL_FAILURES_LIST_MAX } from '@app/domain';
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
const failed = {
  ...message,
  to: 'aluno@demo.test',
  delivery: { state: 'ERROR', error: 'Invalid login', attempts: 1 },
};
const env = useRulesEnv({
  seed: (environment) => seed(environment, { 'mail/m1': message, 'mail/m2': failed }),
});
const mail = (caller: Caller) => collection(dbAs(env(), caller), 'mail');

describe('mail', () => {
  it.each(CALLERS)('deny: %s queues an e-mail', async (caller) => {
    await expectRule(addDoc(mail(caller), message), false);
  });

  it.each(CALLERS)('deny: %s reads the mail queue', async (caller) => {
    await expectRule(getDocs(mail(caller)), false);
    await expectRule(getDoc(doc(mail(caller), 'm1')), false);
  });

  it("allow: admin lists a member's failed deliveries, a bounded query", async () => {
    const failures = (caller: Caller, max: number) =>
      getDocs(
        query(
          mail(caller),
          where('to', '==', 'aluno@demo.test'),
          where('delivery.state', '==', 'ERROR'),
          limit(max),
        ),
      );
    await expectRule(failures('admin', MAIL_FAILURES_LIST_MAX), true);
    await expectRule(failures('admin', MAIL_FAILURES_LIST_MAX + 1), false);
    await expectRule(failures('student', MAIL_FAILURES_LIST_MAX), false);
    await expectRule(failures('signedOut', MAIL_FAILURES_LIST_MAX), false);
  });

  it('deny: admin lists e-mails without the failed filter, or gets a failed one', async () => {
    await expectRule(
      getDocs(query(mail('admin'), where('to', '==', 'aluno@demo.test'), limit(5))),
      false,
    );
    await expectRule(getDoc(doc(mail('admin'), 'm2')), false);
  });

  it('deny: admin deletes a queued e-mail', async () => {
    await expectRule(deleteDoc(doc(mail('admin'), 'm1')), false);
  });
});
