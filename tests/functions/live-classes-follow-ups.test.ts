// The replay's follow-ups in the Functions emulator: who attended gets their own notice and the
// replay completed, everybody else one announcement, and the e-mails ('Lembretes de aulas ao vivo')
// are split the same way; run again (a repeated trigger), nothing is written twice. The trigger
// itself runs once publishLiveReplay links the replay, and the one-off migration moves the links.
// The insights' attendance chart and 'Em risco' read the same attendance.
import {
  buildLiveClass,
  COLLECTIONS,
  liveAttendanceId,
  notificationIds,
  publishLiveReplayCallable,
  type Mail,
} from '@app/domain';
import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runReplayFollowUps } from '../../functions/src/live-classes/follow-ups';
import { migrateLiveClassLinks } from '../../functions/src/live-classes/migrate-rooms';
import { liveAttendanceFacts } from '../../functions/src/indicators/live-attendance-facts';
import { scanMembers } from '../../functions/src/indicators/members-overview';
import { adminDb, profileData, seedAdmin, useFunctionsSuite } from '../support/functions-env';

const HOUR = 3_600_000;
const POLL = { timeout: 20_000, interval: 100 };
const SECRET = /^UNSUBSCRIBE_SECRET=(.+)$/m.exec(
  readFileSync(new URL('../../functions/.secret.local', import.meta.url), 'utf8'),
)![1]!;
const links = {
  appUrl: 'https://escola.example',
  unsubscribeUrl: 'https://escola.example/unsubscribe',
  secret: SECRET,
};
const TITLE = 'Revisão do mês';

const client = useFunctionsSuite();
const now = new Date();

async function member(uid: string, overrides: Record<string, unknown> = {}) {
  await adminDb
    .collection(COLLECTIONS.profiles)
    .doc(uid)
    .set(
      profileData(`${uid}@demo.test`, {
        name: `${uid[0]!.toUpperCase()}${uid.slice(1)} Silva`,
        plan: 'mensal',
        ...overrides,
      }),
    );
}

/** An ended live class; with `replay`, already linked to its replay class. */
async function endedLiveClass(id: string, replay: boolean) {
  await adminDb
    .collection(COLLECTIONS.liveClasses)
    .doc(id)
    .set({
      ...buildLiveClass({
        title: TITLE,
        startsAt: Timestamp.fromMillis(now.getTime() - 3 * HOUR),
        endsAt: Timestamp.fromMillis(now.getTime() - 2 * HOUR),
        createdAt: Timestamp.fromMillis(now.getTime() - 48 * HOUR),
      }),
      ...(replay ? { replayClassId: `gravacao-${id}`, replaySlug: `gravacao-${id}-abcd1234` } : {}),
    });
}

async function attended(liveClassId: string, uid: string) {
  await adminDb
    .collection(COLLECTIONS.liveAttendance)
    .doc(liveAttendanceId(liveClassId, uid))
    .set({
      liveClassId,
      uid,
      name: uid,
      email: `${uid}@demo.test`,
      firstJoinedAt: Timestamp.fromMillis(now.getTime() - 3 * HOUR),
      lastJoinedAt: Timestamp.fromMillis(now.getTime() - 3 * HOUR),
      joins: 1,
    });
}

async function mailsOf(liveClassId: string) {
  const snap = await adminDb.collection(COLLECTIONS.mail).get();
  return snap.docs
    .filter((doc) => doc.id.startsWith(`live-replay-${liveClassId}-`))
    .map((doc) => doc.data() as Mail)
    .map((mail) => ({ to: String(mail.to), subject: mail.message.subject }))
    .sort((a, b) => a.to.localeCompare(b.to));
}

const notice = (uid: string, liveClassId: string) =>
  adminDb
    .doc(
      `${COLLECTIONS.profiles}/${uid}/${COLLECTIONS.notifications}/${notificationIds.liveReplay(liveClassId)}`,
    )
    .get();
const completion = (uid: string, classId: string) =>
  adminDb.doc(`${COLLECTIONS.profiles}/${uid}/${COLLECTIONS.completions}/${classId}`).get();

const attendedSubject = `A gravação de "${TITLE}" já está disponível`;
const missedSubject = `Você perdeu "${TITLE}"? A gravação já está no ar`;

describe('runReplayFollowUps', () => {
  it('splits by attendance, in the app and by e-mail, and sends nothing twice', async () => {
    await endedLiveClass('revisao', true);
    await member('bruno'); // attended
    await member('carla'); // attended, but turned the live-class e-mails off
    await member('diego'); // missed
    await member('elisa', { validUntil: Timestamp.fromMillis(now.getTime() - 24 * HOUR) }); // no access
    await member('ana', { role: 'ADMIN' }); // the team gets no e-mail
    await attended('revisao', 'bruno');
    await attended('revisao', 'carla');
    await adminDb.doc('profiles/carla').update({ 'emailPreferences.liveClasses': false });

    const first = await runReplayFollowUps(adminDb, 'revisao', links, now);
    expect(first).toMatchObject({
      attendees: 2,
      notices: 2,
      completions: 2,
      announced: true,
      skippedMail: false,
      queued: 2,
      alreadySent: 0,
    });

    for (const uid of ['bruno', 'carla']) {
      expect((await notice(uid, 'revisao')).data()).toMatchObject({
        kind: 'liveReplay',
        title: TITLE,
        classSlug: 'gravacao-revisao-abcd1234',
        liveClassId: 'revisao',
      });
      expect((await completion(uid, 'gravacao-revisao')).data()).toMatchObject({
        classId: 'gravacao-revisao',
        courseId: null,
      });
    }
    expect((await notice('diego', 'revisao')).exists).toBe(false);
    expect((await completion('diego', 'gravacao-revisao')).exists).toBe(false);
    const announcement = await adminDb
      .collection(COLLECTIONS.announcements)
      .doc(notificationIds.liveMissed('revisao'))
      .get();
    expect(announcement.data()).toMatchObject({
      kind: 'liveMissed',
      audience: 'members',
      title: TITLE,
      classSlug: 'gravacao-revisao-abcd1234',
    });
    expect(await mailsOf('revisao')).toEqual([
      { to: 'bruno@demo.test', subject: attendedSubject },
      { to: 'diego@demo.test', subject: missedSubject },
    ]);

    // The trigger again, even with the sweep's record lost: nothing new anywhere.
    const second = await runReplayFollowUps(adminDb, 'revisao', links, now);
    expect(second).toMatchObject({
      notices: 0,
      completions: 0,
      announced: false,
      skippedMail: true,
    });
    await adminDb.collection(COLLECTIONS.reminderRuns).doc('live-replay-revisao').delete();
    const third = await runReplayFollowUps(adminDb, 'revisao', links, now);
    expect(third).toMatchObject({ notices: 0, completions: 0, queued: 0, alreadySent: 2 });
    expect(await mailsOf('revisao')).toHaveLength(2);
  });

  it('does nothing for a class without a replay', async () => {
    await endedLiveClass('sem-gravacao', false);
    await member('bruno');
    await attended('sem-gravacao', 'bruno');
    expect(await runReplayFollowUps(adminDb, 'sem-gravacao', links, now)).toMatchObject({
      attendees: 0,
      notices: 0,
      announced: false,
      queued: 0,
    });
  });
});

describe('followUpLiveReplay (trigger)', () => {
  it('publishing the replay sets the follow-ups off, once', async () => {
    await endedLiveClass('gatilho', false);
    await member('bruno');
    await member('diego');
    await attended('gatilho', 'bruno');
    const admin = await seedAdmin();
    await client.signIn(admin);
    const published = await client.call(publishLiveReplayCallable, {
      liveClassId: 'gatilho',
      videoUrl: 'https://www.youtube.com/embed/abc',
      description: '',
    });

    const run = adminDb.collection(COLLECTIONS.reminderRuns).doc('live-replay-gatilho');
    await expect.poll(async () => (await run.get()).exists, POLL).toBe(true);
    expect((await notice('bruno', 'gatilho')).exists).toBe(true);
    expect((await completion('bruno', published.classId)).exists).toBe(true);
    expect(await mailsOf('gatilho')).toEqual([
      { to: 'bruno@demo.test', subject: attendedSubject },
      { to: 'diego@demo.test', subject: missedSubject },
    ]);
    // No 'Nova aula' announcement for the replay: its follow-ups say it.
    expect(
      (
        await adminDb
          .collection(COLLECTIONS.announcements)
          .doc(notificationIds.newClass(published.classId))
          .get()
      ).exists,
    ).toBe(false);
  });
});

describe('migrateLiveClassLinks', () => {
  it('moves the public links to liveClassRooms, keeps a room already there, and is idempotent', async () => {
    const legacy = (link: string) => ({
      ...buildLiveClass({
        title: 'Aula antiga',
        startsAt: Timestamp.fromMillis(now.getTime() + HOUR),
        endsAt: Timestamp.fromMillis(now.getTime() + 2 * HOUR),
        createdAt: Timestamp.now(),
      }),
      externalLink: link,
    });
    await adminDb.doc('liveClasses/antiga-1').set(legacy('https://meet.example.com/um'));
    await adminDb.doc('liveClasses/antiga-2').set(legacy('https://meet.example.com/dois'));
    await adminDb
      .doc('liveClassRooms/antiga-2')
      .set({ externalLink: 'https://zoom.us/j/novo', updatedAt: Timestamp.now() });
    await endedLiveClass('nova', false);

    expect(await migrateLiveClassLinks(adminDb, { dryRun: true })).toEqual({
      classes: 3,
      moved: 1,
      cleared: 1,
    });
    expect((await adminDb.doc('liveClasses/antiga-1').get()).get('externalLink')).toBeDefined();

    expect(await migrateLiveClassLinks(adminDb)).toEqual({ classes: 3, moved: 1, cleared: 1 });
    expect((await adminDb.doc('liveClassRooms/antiga-1').get()).get('externalLink')).toBe(
      'https://meet.example.com/um',
    );
    expect((await adminDb.doc('liveClassRooms/antiga-2').get()).get('externalLink')).toBe(
      'https://zoom.us/j/novo',
    );
    for (const id of ['antiga-1', 'antiga-2']) {
      expect((await adminDb.doc(`liveClasses/${id}`).get()).get('externalLink')).toBeUndefined();
    }
    expect(await migrateLiveClassLinks(adminDb)).toEqual({ classes: 3, moved: 0, cleared: 0 });
  });
});

describe("the insights: 'Presença nas aulas ao vivo' and 'Em risco'", () => {
  it('counts the latest classes and flags who missed the last 4 and watched no replay', async () => {
    const day = 24 * HOUR;
    for (let i = 1; i <= 5; i++) {
      await adminDb
        .collection(COLLECTIONS.liveClasses)
        .doc(`semana-${i}`)
        .set({
          ...buildLiveClass({
            title: `Aula ao vivo ${i}`,
            startsAt: Timestamp.fromMillis(now.getTime() - (6 - i) * 7 * day),
            endsAt: Timestamp.fromMillis(now.getTime() - (6 - i) * 7 * day + HOUR),
            createdAt: Timestamp.fromMillis(now.getTime() - 60 * day),
          }),
          ...(i === 3 ? { replayClassId: 'gravacao-semana-3', replaySlug: 'g3' } : {}),
        });
    }
    const longAgo = Timestamp.fromMillis(now.getTime() - 90 * day);
    await member('fiel', { createdAt: longAgo });
    await member('sumido', { createdAt: longAgo });
    await member('assistiu', { createdAt: longAgo });
    await member('novato', { createdAt: Timestamp.fromMillis(now.getTime() - 10 * day) });
    await attended('semana-5', 'fiel');
    await attended('semana-1', 'sumido'); // the fifth-last does not count
    await attended('semana-2', 'fiel');
    await adminDb
      .collection(COLLECTIONS.indicatorCompletions)
      .doc('assistiu_gravacao-semana-3')
      .set({ day: '2026-01-01', classId: 'gravacao-semana-3', courseId: null });

    const facts = await liveAttendanceFacts(adminDb, now);
    expect(facts.chart.map((point) => [point.liveClassId, point.attendees])).toEqual([
      ['semana-1', 1],
      ['semana-2', 1],
      ['semana-3', 0],
      ['semana-4', 0],
      ['semana-5', 1],
    ]);
    const overview = await scanMembers(adminDb, now, facts);
    const missed = overview.atRisk
      .filter((m) => m.reasons.includes('missedLive'))
      .map((m) => m.uid);
    expect(missed).toEqual(['sumido']);
  });
});
