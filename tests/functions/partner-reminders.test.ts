import { COLLECTIONS } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runPartnerReminders } from '../../functions/src/partners/run-partner-reminders';
import {
  adminDb,
  profileOf,
  scheduledTriggerUrl,
  seedUser,
  useFunctionsSuite,
} from '../support/functions-env';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A temporary partner user who completed registration at `completedAt`. */
function partnerProfile(name: string, completedAt: Date, overrides: Record<string, unknown> = {}) {
  return {
    name,
    isTemporary: true,
    isPartner: true,
    partnerName: 'Parceira',
    plan: '',
    registrationComplete: true,
    registrationCompletedAt: Timestamp.fromDate(completedAt),
    validUntil: Timestamp.fromMillis(completedAt.getTime() + 30 * DAY_MS),
    ...overrides,
  };
}

async function mailTo(email: string) {
  const snapshot = await adminDb.collection(COLLECTIONS.mail).where('to', '==', email).get();
  return snapshot.docs.map(
    (doc) => doc.data() as { to: string; message: { subject: string; text: string; html: string } },
  );
}

const subjects = async (email: string) =>
  (await mailTo(email)).map((mail) => mail.message.subject).sort();

async function seedSurvey(uid: string) {
  await adminDb.collection(COLLECTIONS.partnerSurveys).doc(uid).set({
    userId: uid,
    rating: 5,
    comment: null,
    createdAt: Timestamp.now(),
  });
}

useFunctionsSuite({ client: false });

describe('runPartnerReminders', () => {
  const now = new Date('2025-06-30T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  it('queues each due e-mail once, for the right users only', async () => {
    const day16 = await seedUser('dia16@demo.test', partnerProfile('Ana Souza', daysAgo(16)));
    const day25 = await seedUser('dia25@demo.test', partnerProfile('Bruno Lima', daysAgo(25)));
    await seedSurvey(day25.uid);
    const day25NoSurvey = await seedUser(
      'dia25b@demo.test',
      partnerProfile('Carla Dias', daysAgo(25)),
    );
    await seedUser('dia10@demo.test', partnerProfile('Davi', daysAgo(10)));
    await seedUser('assinante@demo.test', partnerProfile('Eva', daysAgo(25), { plan: 'fundador' }));
    await seedUser(
      'nao-parceiro@demo.test',
      partnerProfile('Fabio', daysAgo(25), { isPartner: false }),
    );
    await seedUser('expirado@demo.test', partnerProfile('Gil', daysAgo(31)));
    await seedUser(
      'incompleto@demo.test',
      partnerProfile('Hugo', daysAgo(25), { registrationCompletedAt: null }),
    );

    const first = await runPartnerReminders(adminDb, now);

    expect(first.queued).toEqual({ survey: 2, expiryReminder: 2 });
    expect(await subjects('dia16@demo.test')).toEqual([
      'Como está sendo sua experiência na plataforma?',
    ]);
    expect(await subjects('dia25@demo.test')).toEqual(['Restam 5 dias do seu acesso gratuito']);
    expect(await subjects('dia25b@demo.test')).toEqual([
      'Como está sendo sua experiência na plataforma?',
      'Restam 5 dias do seu acesso gratuito',
    ]);
    expect((await adminDb.collection(COLLECTIONS.mail).count().get()).data().count).toBe(4);

    const [survey] = await mailTo('dia16@demo.test');
    expect(survey?.message.text).toContain('Olá, Ana!');
    expect(survey?.message.html).toContain('<p>Olá, Ana!</p>');
    expect(await profileOf(day16.uid)).toMatchObject({
      partnerEmails: { surveySentAt: Timestamp.fromDate(now) },
    });
    expect((await profileOf(day25NoSurvey.uid))?.partnerEmails).toEqual({
      surveySentAt: Timestamp.fromDate(now),
      expiryReminderSentAt: Timestamp.fromDate(now),
    });

    // A re-run, now or an hour later, sends nothing new.
    expect((await runPartnerReminders(adminDb, now)).queued).toEqual({
      survey: 0,
      expiryReminder: 0,
    });
    const later = new Date(now.getTime() + 60 * 60 * 1000);
    expect((await runPartnerReminders(adminDb, later)).queued).toEqual({
      survey: 0,
      expiryReminder: 0,
    });
    expect((await adminDb.collection(COLLECTIONS.mail).count().get()).data().count).toBe(4);
  });

  it('sends the expiry reminder later to a user who got the survey, and says 1 dia on the last day', async () => {
    await seedUser('parceiro@demo.test', partnerProfile('Ana', daysAgo(15)));
    await runPartnerReminders(adminDb, now);
    await runPartnerReminders(adminDb, new Date(now.getTime() + 14.5 * DAY_MS));
    expect(await subjects('parceiro@demo.test')).toEqual([
      'Como está sendo sua experiência na plataforma?',
      'Resta 1 dia do seu acesso gratuito',
    ]);
  });

  it('escapes the user name in the HTML body', async () => {
    await seedUser('parceiro@demo.test', partnerProfile('<b>Ana</b>', daysAgo(15)));
    await runPartnerReminders(adminDb, now);
    const [mail] = await mailTo('parceiro@demo.test');
    expect(mail?.message.html).toContain('Olá, &#60;b&#62;Ana&#60;/b&#62;!');
    expect(mail?.message.html).not.toContain('<b>');
  });
});

describe('partnerReminders in the functions emulator', () => {
  /** Runs the scheduled function once, as Cloud Scheduler would at `scheduleTime`. */
  async function trigger(url: string, scheduleTime: Date) {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-CloudScheduler-ScheduleTime': scheduleTime.toISOString(),
      },
      body: '{}',
    });
    expect(response.status).toBe(200);
  }

  it('queues one e-mail per stage however often it runs', async () => {
    const completedAt = new Date(Date.now() - DAY_MS);
    const partner = await seedUser('parceiro@demo.test', partnerProfile('Ana Souza', completedAt));
    const url = await scheduledTriggerUrl('partnerReminders');
    const day = (n: number) => new Date(completedAt.getTime() + n * DAY_MS + 60_000);

    await trigger(url, day(16));
    await trigger(url, day(16));
    expect(await subjects(partner.email)).toEqual([
      'Como está sendo sua experiência na plataforma?',
    ]);

    await trigger(url, day(24));
    await trigger(url, day(24));
    expect(await subjects(partner.email)).toEqual([
      'Como está sendo sua experiência na plataforma?',
      'Restam 6 dias do seu acesso gratuito',
    ]);
    expect(await profileOf(partner.uid)).toMatchObject({
      partnerEmails: {
        surveySentAt: Timestamp.fromDate(day(16)),
        expiryReminderSentAt: Timestamp.fromDate(day(24)),
      },
    });
  });
});
