// The reminder e-mails against the emulators, with the clock in the test's hands: each job is run
// directly at a chosen "now" (runWeeklyDigest, runLiveReminders, runDailyReminders,
// queueReplyEmails), and what it leaves in `mail` is read back. The unsubscribe endpoint is
// called over HTTP in the Functions emulator, with tokens signed under the emulator's secret.
import { readFileSync } from 'node:fs';
import {
  COLLECTIONS,
  emailPreferenceMessages,
  FUNCTIONS_REGION,
  reminderEmailMessages as t,
  type Mail,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { queueReplyEmails } from '../../functions/src/reminders/queue-reply-emails';
import { runDailyReminders } from '../../functions/src/reminders/run-daily-reminders';
import { runLiveReminders } from '../../functions/src/reminders/run-live-reminders';
import { runWeeklyDigest } from '../../functions/src/reminders/run-weekly-digest';
import { signUnsubscribeToken } from '../../functions/src/reminders/unsubscribe-token';
import { classFixture } from '../support/class-fixture';
import { PROJECT_ID } from '../support/emulator-hosts';
import { adminDb, functionsHost, profileData, useFunctionsSuite } from '../support/functions-env';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The emulator's UNSUBSCRIBE_SECRET (functions/.secret.local), so tests sign real links. */
const SECRET = /^UNSUBSCRIBE_SECRET=(.+)$/m.exec(
  readFileSync(new URL('../../functions/.secret.local', import.meta.url), 'utf8'),
)![1]!;
const links = {
  appUrl: 'https://escola.example',
  unsubscribeUrl: 'https://escola.example/unsubscribe',
  secret: SECRET,
};
// A Monday, 08:00 in São Paulo.
const monday = new Date('2026-11-23T11:00:00Z');

async function member(uid: string, overrides: Record<string, unknown> = {}) {
  await adminDb
    .collection(COLLECTIONS.profiles)
    .doc(uid)
    .set(
      profileData(`${uid}@demo.test`, {
        name: `${uid[0]!.toUpperCase()}${uid.slice(1)} Silva`,
        plan: 'mensal',
        validUntil: Timestamp.fromMillis(monday.getTime() + 60 * DAY),
        createdAt: Timestamp.fromMillis(monday.getTime() - 90 * DAY),
        ...overrides,
      }),
    );
}

/** The e-mails queued so far, by recipient, with their document ids. */
async function mailbox() {
  const snap = await adminDb.collection(COLLECTIONS.mail).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Mail) }));
}
const recipients = async (idPrefix: string) =>
  (await mailbox())
    .filter((mail) => mail.id.startsWith(idPrefix))
    .map((mail) => mail.to)
    .sort();

/** One e-mail of each kind, as stored in `mail`, printed for the record (the closing note). */
function printMail(kind: string, mail: { id: string } & Mail) {
  console.log(`--- mail/${mail.id} (${kind}) ---\n${JSON.stringify(mail, null, 2)}`);
}

async function classCreated(id: string, type: 'SEMANAL' | 'INSIGHT', at: Date) {
  await adminDb
    .collection(COLLECTIONS.classes)
    .doc(id)
    .set({ ...classFixture(type, `Aula ${id}`), createdAt: Timestamp.fromDate(at) });
}

useFunctionsSuite({ client: false });

/** Members in every situation a reminder must tell apart. */
beforeEach(async () => {
  await member('ana'); // access, everything on
  await member('bia', { emailPreferences: { newClasses: false, liveClasses: false } });
  await member('caio', { validUntil: Timestamp.fromMillis(monday.getTime() - DAY) }); // expired
  await member('davi', { cancelled: true });
  await member('eva', { role: 'ADMIN' });
  await member('fabio', { plan: '', validUntil: null }); // a grant without an end
});

describe('weekly digest', () => {
  it('skips a week without news', async () => {
    await classCreated('antiga', 'SEMANAL', new Date(monday.getTime() - 8 * DAY));
    expect(await runWeeklyDigest(adminDb, monday, links)).toEqual({
      skipped: 'nothing-new',
      members: 0,
      reads: 1, // the one empty query
    });
    expect(await mailbox()).toEqual([]);
  });

  it("lists the week's classes to members with access and the switch on, once", async () => {
    await classCreated('nova', 'SEMANAL', new Date(monday.getTime() - 2 * DAY));
    await classCreated('insight', 'INSIGHT', new Date(monday.getTime() - 6 * DAY));
    await classCreated('antiga', 'SEMANAL', new Date(monday.getTime() - 8 * DAY));

    const first = await runWeeklyDigest(adminDb, monday, links);
    expect(first).toMatchObject({ classes: 2, queued: 2, alreadySent: 0 });
    expect(await recipients('digest-2026-11-23-')).toEqual(['ana@demo.test', 'fabio@demo.test']);
    const mail = (await mailbox()).find((m) => m.to === 'ana@demo.test')!;
    expect(mail.message.subject).toBe(t.digest.subject(2));
    expect(mail.message.text).toContain('Olá, Ana!');
    expect(mail.message.text).toContain('Aula nova (aula semanal)');
    expect(mail.message.text).toContain('Aula insight (insight)');
    expect(mail.message.text).not.toContain('Aula antiga');
    expect(mail.message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    printMail('resumo semanal', mail);

    // The job runs again (a retry, a second schedule): nothing new.
    const second = await runWeeklyDigest(adminDb, new Date(monday.getTime() + HOUR), links);
    expect(second).toMatchObject({ queued: 0, members: 0 });
    // A run cut short before it recorded its end: each member's e-mail is still sent once.
    await adminDb.collection(COLLECTIONS.reminderRuns).doc('digest-2026-11-23').delete();
    const third = await runWeeklyDigest(adminDb, new Date(monday.getTime() + 2 * HOUR), links);
    expect(third).toMatchObject({ queued: 0, alreadySent: 2 });
    expect(await mailbox()).toHaveLength(2);
  });
});

describe('live class in 1 hour', () => {
  const live = adminDb.collection(COLLECTIONS.liveClasses).doc('ao-vivo');
  const schedule = (startsAt: Date) =>
    live.set({
      title: 'Planejamento ao vivo',
      externalLink: 'https://meet.example/abc',
      coverUrl: null,
      startsAt: Timestamp.fromDate(startsAt),
      endsAt: Timestamp.fromMillis(startsAt.getTime() + HOUR),
      createdAt: Timestamp.now(),
    });

  it('reminds once per class, follows a class moved later, and forgets a cancelled one', async () => {
    const start = new Date(monday.getTime() + 3 * HOUR);
    await schedule(start);
    // Two hours before: too early.
    expect(await runLiveReminders(adminDb, new Date(start.getTime() - 2 * HOUR), links)).toEqual({
      classes: 0,
      skippedDone: 0,
      queued: 0,
      alreadySent: 0,
      reads: 1, // the one empty query
    });
    // 55 minutes before, then twice more in the hour (late, repeated): one e-mail each.
    const soon = new Date(start.getTime() - 55 * 60_000);
    expect(await runLiveReminders(adminDb, soon, links)).toMatchObject({ classes: 1, queued: 2 });
    expect(await recipients('live-ao-vivo-')).toEqual(['ana@demo.test', 'fabio@demo.test']);
    const mail = (await mailbox())[0]!;
    expect(mail.message.subject).toBe(t.liveClass.subject('Planejamento ao vivo'));
    expect(mail.message.text).toContain('começa hoje às 11:00');
    printMail('aula ao vivo', mail);
    await runLiveReminders(adminDb, new Date(soon.getTime() + 5 * 60_000), links);
    await runLiveReminders(adminDb, new Date(soon.getTime() + 50 * 60_000), links);
    expect(await mailbox()).toHaveLength(2);

    // Moved two hours later: a new reminder in the hour before the new time.
    const moved = new Date(start.getTime() + 2 * HOUR);
    await schedule(moved);
    await runLiveReminders(adminDb, new Date(moved.getTime() - 30 * 60_000), links);
    expect(await mailbox()).toHaveLength(4);

    // Cancelled (deleted) before its hour: nothing.
    const other = adminDb.collection(COLLECTIONS.liveClasses).doc('cancelada');
    await other.set({
      ...(await live.get()).data(),
      startsAt: Timestamp.fromMillis(moved.getTime() + DAY),
    });
    await other.delete();
    await runLiveReminders(adminDb, new Date(moved.getTime() + DAY - 30 * 60_000), links);
    expect(await mailbox()).toHaveLength(4);
  });
});

describe('continue studying', () => {
  const now = monday;
  const view = (uid: string, title: string, daysAgo: number) =>
    adminDb
      .collection(COLLECTIONS.profiles)
      .doc(uid)
      .collection(COLLECTIONS.recentViews)
      .doc(title)
      .set({
        classId: title,
        slug: `${title}-slug`,
        title,
        type: 'SEMANAL',
        classNumber: 1,
        coverUrl: null,
        courseId: null,
        viewedAt: Timestamp.fromMillis(now.getTime() - daysAgo * DAY),
      });

  it('after 14 idle days: the last class opened, or the newest weekly class; then not for 30 days', async () => {
    await member('gabi', { lastActiveOn: '2026-11-09' }); // 14 days
    await view('gabi', 'Fluxo de caixa', 14);
    await view('gabi', 'Orçamento', 20);
    await member('hugo', { lastActiveOn: '2026-11-01' }); // never viewed a class he can find
    await member('iris', { lastActiveOn: '2026-11-20' }); // active
    await member('joao', {
      lastActiveOn: '2026-11-01',
      emailPreferences: { studyReminders: false },
    });
    await classCreated('mais-nova', 'SEMANAL', new Date(now.getTime() - DAY));
    // ana, bia, fabio joined 90 days ago and never opened a class: idle too.

    const result = await runDailyReminders(adminDb, now, links);
    expect(result.continueStudying).toMatchObject({ candidates: 5, queued: 5, alreadySent: 0 });
    const sent = (await mailbox()).filter((m) => m.id.startsWith('continue-2026-11-23-'));
    const gabi = sent.find((m) => m.to === 'gabi@demo.test')!;
    expect(gabi.message.subject).toBe('Continue de onde parou: Fluxo de caixa');
    expect(gabi.message.text).toContain(
      'https://escola.example/dashboard/aula/Fluxo de caixa-slug'.replace(/ /g, '%20'),
    );
    printMail('continue estudando', gabi);
    const hugo = sent.find((m) => m.to === 'hugo@demo.test')!;
    expect(hugo.message.subject).toBe('Continue de onde parou: Aula mais-nova');
    expect(sent.map((m) => m.to)).not.toContain('iris@demo.test');
    expect(sent.map((m) => m.to)).not.toContain('joao@demo.test');

    // Again the same day, and 10 days later (still idle): nothing new.
    await runDailyReminders(adminDb, new Date(now.getTime() + HOUR), links);
    await runDailyReminders(adminDb, new Date(now.getTime() + 10 * DAY), links);
    expect((await mailbox()).filter((m) => m.id.startsWith('continue-'))).toHaveLength(5);
    // 30 days later, still idle: one more.
    await runDailyReminders(adminDb, new Date(now.getTime() + 30 * DAY), links);
    expect(
      (await mailbox()).filter((m) => m.to === 'gabi@demo.test' && m.id.startsWith('continue-')),
    ).toHaveLength(2);
  });
});

describe('access ending', () => {
  it('7 days before an end that will not renew, once per end date', async () => {
    const inDays = (days: number) => Timestamp.fromMillis(monday.getTime() + days * DAY);
    await adminDb
      .collection(COLLECTIONS.profiles)
      .doc('ana')
      .update({ lastActiveOn: '2026-11-23' });
    await member('kiko', { plan: '', validUntil: inDays(5), lastActiveOn: '2026-11-23' }); // a grant
    await member('lia', {
      renewalStopped: true,
      validUntil: inDays(7),
      lastActiveOn: '2026-11-23',
    });
    await member('max', { validUntil: inDays(6), lastActiveOn: '2026-11-23' }); // renews
    await member('nina', { plan: '', validUntil: inDays(9), lastActiveOn: '2026-11-23' }); // later
    await member('olga', {
      plan: '',
      validUntil: inDays(3),
      lastActiveOn: '2026-11-23',
      emailPreferences: { studyReminders: false },
    });

    const result = await runDailyReminders(adminDb, monday, links);
    expect(result.accessEnding).toMatchObject({ candidates: 2, queued: 2, alreadySent: 0 });
    expect(await recipients('access-ending-')).toEqual(['kiko@demo.test', 'lia@demo.test']);
    const kiko = (await mailbox()).find((m) => m.to === 'kiko@demo.test')!;
    expect(kiko.message.subject).toBe('Seu acesso termina em 28 de novembro de 2026');
    expect(kiko.message.text).toContain('https://escola.example/planos');
    printMail('fim de acesso', kiko);

    await runDailyReminders(adminDb, new Date(monday.getTime() + DAY), links);
    expect(await recipients('access-ending-')).toEqual(['kiko@demo.test', 'lia@demo.test']);
  });
});

describe('a reply to my comment', () => {
  const comment = adminDb
    .collection(COLLECTIONS.classes)
    .doc('aula-1')
    .collection(COLLECTIONS.comments)
    .doc('c-1');
  const reply = (replyId: string, at: Date) =>
    queueReplyEmails(
      adminDb,
      {
        classId: 'aula-1',
        commentId: 'c-1',
        replyId,
        reply: { userId: 'eva', userName: 'Eva Equipe', text: 'Boa pergunta <veja a aula 2>' },
      },
      at,
      links,
    );

  beforeEach(async () => {
    await comment.set({
      userId: 'ana',
      userName: 'Ana Silva',
      userRole: 'ALUNO',
      text: 'Como faço a reserva?',
      classId: 'aula-1',
      classTitle: 'Reserva de emergência',
      classSlug: 'reserva-abc',
      createdAt: Timestamp.fromDate(monday),
    });
  });

  it('at most one e-mail per thread an hour, however many replies', async () => {
    expect(await reply('r-1', monday)).toEqual({ ana: 'queued' });
    expect(await reply('r-2', new Date(monday.getTime() + 20 * 60_000))).toEqual({
      ana: 'throttled',
    });
    expect(await reply('r-1', monday)).toEqual({ ana: 'throttled' }); // the same event again
    expect(await reply('r-3', new Date(monday.getTime() + 61 * 60_000))).toEqual({
      ana: 'queued',
    });
    const sent = await mailbox();
    expect(sent.map((m) => m.id).sort()).toEqual(['reply-r-1-ana', 'reply-r-3-ana']);
    expect(sent[0]!.message.subject).toBe(t.reply.subject('Reserva de emergência'));
    expect(sent[0]!.message.html).toContain('Boa pergunta &#60;veja a aula 2&#62;');
    printMail('resposta', sent[0]!);
  });

  it('not at all with the switch off', async () => {
    await adminDb
      .collection(COLLECTIONS.profiles)
      .doc('ana')
      .update({ 'emailPreferences.replies': false });
    expect(await reply('r-1', monday)).toEqual({ ana: 'switched-off' });
    expect(await mailbox()).toEqual([]);
  });
});

describe('unsubscribe link', () => {
  async function open(token: string, method: 'GET' | 'POST' = 'GET') {
    const { host, port } = await functionsHost();
    const url = `http://${host}:${port}/${PROJECT_ID}/${FUNCTIONS_REGION}/unsubscribe?t=${encodeURIComponent(token)}`;
    const response = await fetch(url, {
      method,
      ...(method === 'POST'
        ? {
            body: 'List-Unsubscribe=One-Click',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          }
        : {}),
    });
    return { status: response.status, html: await response.text() };
  }
  const preferences = async (uid: string) =>
    (await adminDb.collection(COLLECTIONS.profiles).doc(uid).get()).get('emailPreferences');
  const token = (key: 'newClasses' | 'liveClasses', expiresAt: Date, secret = SECRET) =>
    signUnsubscribeToken({ uid: 'ana', key, expiresAt }, secret);

  it('turns off that kind only, without signing in', async () => {
    const page = await open(token('newClasses', new Date(Date.now() + DAY)));
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      `Pronto: você não receberá mais ${emailPreferenceMessages.unsubscribedWhat.newClasses}.`,
    );
    expect(page.html).toContain('/dashboard/perfil');
    expect(await preferences('ana')).toEqual({ newClasses: false });

    // A mail client's own button (RFC 8058 one-click POST).
    expect((await open(token('liveClasses', new Date(Date.now() + DAY)), 'POST')).status).toBe(200);
    expect(await preferences('ana')).toEqual({ newClasses: false, liveClasses: false });
  });

  it('refuses an expired or forged token and changes nothing', async () => {
    const expired = await open(token('newClasses', new Date(Date.now() - 1000)));
    expect(expired.status).toBe(400);
    expect(expired.html).toContain(t.unsubscribePage.invalid);
    const forged = await open(token('newClasses', new Date(Date.now() + DAY), 'outro-segredo'));
    expect(forged.status).toBe(400);
    expect((await open('nada')).status).toBe(400);
    expect(await preferences('ana')).toBeUndefined();
  });
});
