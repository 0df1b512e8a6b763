// Notifications in the Functions emulator: a reply tells the right people once (notifyReply); a
// new class is one announcement for everybody (announceNewClass); the live-class announcer
// (runLiveClassAnnouncer, called with chosen clocks) announces each live class once per kind,
// however often or late it runs.
import { buildComment, buildLiveClass, buildReply, COLLECTIONS } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runLiveClassAnnouncer } from '../../functions/src/notifications/run-live-class-announcer';
import { classFixture } from '../support/class-fixture';
import { adminDb, useFunctionsSuite } from '../support/functions-env';

const POLL = { timeout: 15_000, interval: 100 };
const MINUTE = 60_000;

const classes = adminDb.collection(COLLECTIONS.classes);
const announcements = adminDb.collection(COLLECTIONS.announcements);
const inbox = (uid: string) =>
  adminDb.collection(COLLECTIONS.profiles).doc(uid).collection(COLLECTIONS.notifications);
const inboxIds = async (uid: string) => (await inbox(uid).get()).docs.map((d) => d.id).sort();

const people = {
  carla: { userId: 'carla', userName: 'Carla Aluna', userRole: 'ALUNO' },
  bruno: { userId: 'bruno', userName: 'Bruno Assinante', userRole: 'ALUNO' },
  ana: { userId: 'ana', userName: 'Ana Administradora', userRole: 'ADMIN' },
};

useFunctionsSuite({ client: false, reset: 'once' });

describe('notifyReply', () => {
  it('tells the author and earlier repliers, never the one replying, once per reply', async () => {
    const classId = 'aula-notificada';
    await classes.doc(classId).set(classFixture('SEMANAL', 'Aula notificada'));
    const comment = classes.doc(classId).collection(COLLECTIONS.comments).doc('pergunta');
    await comment.set(
      buildComment({
        ...people.carla,
        classId,
        classTitle: 'Aula notificada',
        classSlug: 'aula-notificada-abcd1234',
        createdAt: Timestamp.now(),
      }),
    );
    const reply = (id: string, who: keyof typeof people) =>
      comment
        .collection(COLLECTIONS.replies)
        .doc(id)
        .set(
          buildReply({
            ...people[who],
            classId,
            commentId: 'pergunta',
            createdAt: Timestamp.now(),
          }),
        );

    await reply('r1', 'ana');
    await expect.poll(() => inboxIds('carla'), POLL).toEqual(['reply-r1']);
    const told = (await inbox('carla').doc('reply-r1').get()).data()!;
    expect(told).toMatchObject({
      kind: 'reply',
      title: 'Aula notificada',
      classSlug: 'aula-notificada-abcd1234',
    });

    await reply('r2', 'bruno');
    await expect.poll(() => inboxIds('ana'), POLL).toEqual(['reply-r2']);
    await expect.poll(() => inboxIds('carla'), POLL).toEqual(['reply-r1', 'reply-r2']);

    await reply('r3', 'carla');
    await expect.poll(() => inboxIds('bruno'), POLL).toEqual(['reply-r3']);
    await expect.poll(() => inboxIds('ana'), POLL).toEqual(['reply-r2', 'reply-r3']);
    // The one replying is never told of their own reply, and nobody twice of one reply.
    expect(await inboxIds('carla')).toEqual(['reply-r1', 'reply-r2']);
    expect(await inboxIds('bruno')).toEqual(['reply-r3']);
  });
});

describe('announceNewClass', () => {
  it('a weekly class is one announcement for every member', async () => {
    await classes.doc('semanal-nova').set(
      classFixture('SEMANAL', 'Fluxo de caixa na prática', {
        slug: 'fluxo-de-caixa-abcd1234',
        createdAt: Timestamp.now(),
      }),
    );
    await expect
      .poll(async () => (await announcements.doc('class-semanal-nova').get()).data(), POLL)
      .toMatchObject({
        kind: 'newClass',
        title: 'Fluxo de caixa na prática',
        classSlug: 'fluxo-de-caixa-abcd1234',
        audience: 'members',
      });
  });

  it("a course class is announced to subscribers with the course's title", async () => {
    await adminDb.collection(COLLECTIONS.courses).doc('curso-vendas').set({ title: 'Vendas B2B' });
    await classes.doc('curso-aula-1').set(
      classFixture('CURSO', 'Prospecção', {
        courseId: 'curso-vendas',
        classNumber: null,
        createdAt: Timestamp.now(),
      }),
    );
    await expect
      .poll(async () => (await announcements.doc('class-curso-aula-1').get()).data(), POLL)
      .toMatchObject({
        kind: 'courseClass',
        title: 'Prospecção',
        courseTitle: 'Vendas B2B',
        audience: 'subscribers',
      });
  });
});

describe('runLiveClassAnnouncer', () => {
  it('announces each live class once per kind, on time or late, and never after the fact', async () => {
    const start = Date.UTC(2026, 10, 24, 22, 0);
    const live = (id: string, startsAt: number, endsAt: number) =>
      adminDb
        .collection(COLLECTIONS.liveClasses)
        .doc(id)
        .set(
          buildLiveClass({
            title: `Ao vivo ${id}`,
            startsAt: Timestamp.fromMillis(startsAt),
            endsAt: Timestamp.fromMillis(endsAt),
            createdAt: Timestamp.fromMillis(start - 86_400_000),
          }),
        );
    await live('hoje', start, start + 60 * MINUTE);
    await live('ontem', start - 24 * 60 * MINUTE, start - 23 * 60 * MINUTE);
    await live('amanha', start + 24 * 60 * MINUTE, start + 25 * 60 * MINUTE);

    const run = (minutesFromStart: number) =>
      runLiveClassAnnouncer(adminDb, new Date(start + minutesFromStart * MINUTE));

    expect(await run(-50)).toEqual({ soon: 1, started: 0 });
    expect(await run(-50)).toEqual({ soon: 0, started: 0 }); // the same run twice
    expect(await run(-45)).toEqual({ soon: 0, started: 0 });
    expect(await run(2)).toEqual({ soon: 0, started: 1 });
    expect(await run(7)).toEqual({ soon: 0, started: 0 });
    // A run after the end announces nothing (and a late first run would not say 'em 1 hora').
    expect(await run(90)).toEqual({ soon: 0, started: 0 });

    const ids = (await announcements.where('kind', 'in', ['liveSoon', 'liveStarted']).get()).docs
      .map((d) => d.id)
      .sort();
    expect(ids).toEqual(['live-soon-hoje', 'live-started-hoje']);
    expect((await announcements.doc('live-started-hoje').get()).data()).toMatchObject({
      kind: 'liveStarted',
      title: 'Ao vivo hoje',
      liveClassId: 'hoje',
      audience: 'members',
    });
  });

  it('a class first seen after its start gets only "começou"', async () => {
    const start = Date.UTC(2026, 10, 25, 12, 0);
    await adminDb
      .collection(COLLECTIONS.liveClasses)
      .doc('atrasada')
      .set(
        buildLiveClass({
          title: 'Ao vivo atrasada',
          startsAt: Timestamp.fromMillis(start),
          endsAt: Timestamp.fromMillis(start + 60 * MINUTE),
          createdAt: Timestamp.fromMillis(start - MINUTE),
        }),
      );
    expect(await runLiveClassAnnouncer(adminDb, new Date(start + 20 * MINUTE))).toEqual({
      soon: 0,
      started: 1,
    });
    expect((await announcements.doc('live-soon-atrasada').get()).exists).toBe(false);
  });
});
