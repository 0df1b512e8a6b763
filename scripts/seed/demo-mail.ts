// `npm start` / `npm run seed` only (never the test projects): e-mails in the emulators' outbox
// (/caixa-de-saida.html), so it shows what the functions send. The weekly digest the scheduled
// function would queue (a reminder, with its List-Unsubscribe headers), and one e-mail the
// Trigger Email extension failed to deliver, which the student's 'Histórico' shows
// ('E-mail não entregue: …'; docs/operations.md).
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { runWeeklyDigest } from '../../functions/src/reminders/run-weekly-digest';

export async function seedDemoMail(db: Firestore): Promise<number> {
  const now = new Date();
  await runWeeklyDigest(db, now, {
    appUrl: 'http://127.0.0.1:5173',
    unsubscribeUrl: 'http://127.0.0.1:5001/demo-escola/southamerica-east1/unsubscribe',
    secret: 'demo-local',
  });
  await db
    .collection('mail')
    .doc('demo-undelivered')
    .set({
      to: 'aluno@demo.test',
      message: {
        subject: 'Bem-vindo à Escola Estratégica',
        text: 'Seu acesso está pronto.',
        html: '<p>Seu acesso está pronto.</p>',
      },
      delivery: {
        state: 'ERROR',
        attempts: 1,
        error: '550 5.1.1 Mailbox unavailable',
        startTime: Timestamp.fromDate(now),
        endTime: Timestamp.fromDate(now),
      },
    });
  return (await db.collection('mail').count().get()).data().count;
}
