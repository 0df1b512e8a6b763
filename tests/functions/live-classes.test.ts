// The live class's callables in the Functions emulator: joinLiveClass hands out the room's link
// only inside the window and to members with access, and records one attendance per member even
// under concurrent calls; publishLiveReplay makes the replay class once. The window's exact edges
// run through the same code with a chosen clock (joinLiveClassAt); the callable itself is called
// with start times relative to the real clock and wide margins (no sleeping).
import {
  buildLiveClass,
  COLLECTIONS,
  callableMessages,
  joinLiveClassCallable,
  joinLiveClassMessages,
  LIVE_JOIN_OPENS_BEFORE_MS,
  liveAttendanceId,
  liveReplayClassId,
  publishLiveReplayCallable,
  publishLiveReplayMessages,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { joinLiveClassAt } from '../../functions/src/live-classes/join';
import {
  adminDb,
  expectCallableError,
  seedAdmin,
  seedUser,
  useFunctionsSuite,
  withoutBackgroundTriggers,
} from '../support/functions-env';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ROOM = 'https://zoom.us/j/987654321';

const client = useFunctionsSuite();
// publishLiveReplay's follow-ups are tests/functions/live-classes-follow-ups.test.ts's subject.
withoutBackgroundTriggers();

const lives = adminDb.collection(COLLECTIONS.liveClasses);
const attendanceOf = (liveClassId: string, uid: string) =>
  adminDb.collection(COLLECTIONS.liveAttendance).doc(liveAttendanceId(liveClassId, uid));

/** A live class from `startsAt` for an hour, with its room. */
async function schedule(id: string, startsAt: Date, minutes = 60) {
  await lives.doc(id).set(
    buildLiveClass({
      title: 'Planejamento tributário ao vivo',
      coverUrl: 'https://example.com/capa-ao-vivo.jpg',
      mainThemeId: 'tributario',
      mainThemeName: 'Tributário',
      startsAt: Timestamp.fromDate(startsAt),
      endsAt: Timestamp.fromMillis(startsAt.getTime() + minutes * MINUTE),
      createdAt: Timestamp.now(),
    }),
  );
  await adminDb.collection(COLLECTIONS.liveClassRooms).doc(id).set({
    externalLink: ROOM,
    updatedAt: Timestamp.now(),
  });
}

const join = (liveClassId: string) => client.call(joinLiveClassCallable, { liveClassId });

async function signedInMember(email = 'membro@demo.test', profile: Record<string, unknown> = {}) {
  const user = await seedUser(email, { name: 'Bruno Assinante', plan: 'mensal', ...profile });
  await client.signIn(user);
  return user;
}

describe('joinLiveClass: the window (chosen clock)', () => {
  const startsAt = new Date('2030-05-10T22:00:00Z');
  const endsAt = new Date(startsAt.getTime() + HOUR);
  const joiner = { uid: 'bruno', name: 'Bruno', email: 'bruno@demo.test' };
  const joinAt = (ms: number) => joinLiveClassAt(adminDb, joiner, 'janela', new Date(ms));
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpsError);
    return { code: (error as HttpsError).code, message: (error as HttpsError).message };
  };

  it('refuses at T−15 min − 1 s, opens at T−15 min, refuses at the end and after it', async () => {
    await schedule('janela', startsAt);
    const opens = startsAt.getTime() - LIVE_JOIN_OPENS_BEFORE_MS;

    expect(await refusal(joinAt(opens - 1000))).toEqual({
      code: 'failed-precondition',
      message: joinLiveClassMessages.notOpenYet('18:45'),
    });
    expect((await attendanceOf('janela', 'bruno').get()).exists).toBe(false);

    expect(await joinAt(opens)).toEqual({ url: ROOM, joins: 1 });
    expect(await joinAt(endsAt.getTime() - 1000)).toEqual({ url: ROOM, joins: 2 });

    const ended = { code: 'failed-precondition', message: joinLiveClassMessages.ended };
    expect(await refusal(joinAt(endsAt.getTime()))).toEqual(ended);
    expect(await refusal(joinAt(endsAt.getTime() + 1000))).toEqual(ended);

    const stored = (await attendanceOf('janela', 'bruno').get()).data()!;
    expect(stored).toMatchObject({ liveClassId: 'janela', uid: 'bruno', joins: 2 });
    expect((stored.firstJoinedAt as Timestamp).toMillis()).toBe(opens);
    expect((stored.lastJoinedAt as Timestamp).toMillis()).toBe(endsAt.getTime() - 1000);
  });
});

describe('joinLiveClass (callable, real clock)', () => {
  it('gives a member with access the link inside the window and records the attendance', async () => {
    await schedule('agora', new Date(Date.now() - 10 * MINUTE));
    const user = await signedInMember();

    expect(await join('agora')).toEqual({ url: ROOM, joins: 1 });
    const stored = (await attendanceOf('agora', user.uid).get()).data()!;
    expect(stored).toMatchObject({
      liveClassId: 'agora',
      uid: user.uid,
      name: 'Bruno Assinante',
      email: 'membro@demo.test',
      joins: 1,
    });
  });

  it('refuses before the window and after the end, recording nothing', async () => {
    await schedule('depois', new Date(Date.now() + 2 * HOUR));
    await schedule('passada', new Date(Date.now() - 3 * HOUR));
    const user = await signedInMember();

    const refused = await join('depois').then(
      () => null,
      (error: unknown) => error as { code: string; message: string },
    );
    expect(refused?.code).toBe('functions/failed-precondition');
    expect(refused?.message).toMatch(/^A sala abre às \d\d:\d\d\./);
    await expectCallableError(join('passada'), 'failed-precondition', joinLiveClassMessages.ended);
    expect((await attendanceOf('depois', user.uid).get()).exists).toBe(false);
    expect((await attendanceOf('passada', user.uid).get()).exists).toBe(false);
  });

  it('refuses a member without access and an unknown class', async () => {
    await schedule('agora', new Date(Date.now() - 10 * MINUTE));
    const user = await signedInMember('expirado@demo.test', {
      validUntil: Timestamp.fromMillis(Date.now() - 24 * HOUR),
    });
    await expectCallableError(join('agora'), 'permission-denied', callableMessages.accessExpired);
    expect((await attendanceOf('agora', user.uid).get()).exists).toBe(false);

    await client.signOut();
    await signedInMember('outro@demo.test');
    await expectCallableError(join('nenhuma'), 'not-found', joinLiveClassMessages.notFound);
  });

  it('refuses while the room has no link', async () => {
    await schedule('sem-sala', new Date(Date.now() - 10 * MINUTE));
    await adminDb.collection(COLLECTIONS.liveClassRooms).doc('sem-sala').delete();
    await signedInMember();
    await expectCallableError(
      join('sem-sala'),
      'failed-precondition',
      joinLiveClassMessages.noRoom,
    );
  });

  it('two simultaneous calls (two tabs) make one attendance with two joins', async () => {
    await schedule('agora', new Date(Date.now() - 10 * MINUTE));
    const user = await signedInMember();

    const answers = await Promise.all([join('agora'), join('agora')]);
    expect(answers.map((a) => a.joins).sort()).toEqual([1, 2]);
    const all = await adminDb
      .collection(COLLECTIONS.liveAttendance)
      .where('liveClassId', '==', 'agora')
      .get();
    expect(all.size).toBe(1);
    expect(all.docs[0]!.id).toBe(liveAttendanceId('agora', user.uid));
    expect(all.docs[0]!.get('joins')).toBe(2);
  });

  it('a member joining after the replay exists has it completed', async () => {
    await schedule('agora', new Date(Date.now() - 10 * MINUTE));
    await lives.doc('agora').update({ replayClassId: 'gravacao-agora', replaySlug: 'g-abc' });
    const user = await signedInMember();
    await join('agora');
    const completion = await adminDb
      .doc(`${COLLECTIONS.profiles}/${user.uid}/${COLLECTIONS.completions}/gravacao-agora`)
      .get();
    expect(completion.data()).toMatchObject({ classId: 'gravacao-agora', courseId: null });
  });
});

describe('publishLiveReplay', () => {
  const publish = (liveClassId: string) =>
    client.call(publishLiveReplayCallable, {
      liveClassId,
      videoUrl: 'https://www.youtube.com/embed/gravacao123',
      description: '',
    });

  it('creates the replay class once, even when published twice at the same time', async () => {
    await schedule('passada', new Date(Date.now() - 3 * HOUR));
    await adminDb
      .collection(COLLECTIONS.classes)
      .doc('semanal-9')
      .set({ type: 'SEMANAL', classNumber: 9 });
    await adminDb
      .collection(COLLECTIONS.counters)
      .doc('classNumber')
      .set({ last: 9, classId: 'semanal-9', updatedAt: Timestamp.now() });
    const admin = await seedAdmin('admin@demo.test', { name: 'Ana Administradora' });
    await client.signIn(admin);

    const answers = await Promise.all([publish('passada'), publish('passada')]);
    const classId = liveReplayClassId('passada');
    expect(answers.map((a) => a.classId)).toEqual([classId, classId]);
    expect(answers.map((a) => a.created).sort()).toEqual([false, true]);
    expect(answers[0]!.slug).toBe(answers[1]!.slug);

    const again = await publish('passada');
    expect(again).toEqual({ classId, slug: answers[0]!.slug, created: false });

    const replays = await adminDb
      .collection(COLLECTIONS.classes)
      .where('title', '==', 'Gravação: Planejamento tributário ao vivo')
      .get();
    expect(replays.size).toBe(1);
    expect(replays.docs[0]!.data()).toMatchObject({
      type: 'SEMANAL',
      classNumber: 10,
      slug: answers[0]!.slug,
      videoUrl: 'https://www.youtube.com/embed/gravacao123',
      coverUrl: 'https://example.com/capa-ao-vivo.jpg',
      mainThemeId: 'tributario',
      mainThemeName: 'Tributário',
      themeIds: ['tributario'],
      description: 'Perguntas e respostas.',
      authorId: admin.uid,
      professorName: 'Ana Administradora',
      courseId: null,
    });
    expect((await adminDb.doc('counters/classNumber').get()).get('last')).toBe(10);
    expect((await lives.doc('passada').get()).data()).toMatchObject({
      replayClassId: classId,
      replaySlug: answers[0]!.slug,
    });
  });

  it('refuses before the end, and anyone but an admin', async () => {
    await schedule('agora', new Date(Date.now() - 10 * MINUTE));
    const admin = await seedAdmin();
    await client.signIn(admin);
    await expectCallableError(
      publish('agora'),
      'failed-precondition',
      publishLiveReplayMessages.notEnded,
    );

    await client.signOut();
    await signedInMember();
    await expectCallableError(
      publish('agora'),
      'permission-denied',
      publishLiveReplayMessages.adminsOnly,
    );
    expect(
      (await adminDb.collection(COLLECTIONS.classes).doc(liveReplayClassId('agora')).get()).exists,
    ).toBe(false);
  });
});
