// The thread state the functions keep on a comment (startThread, keepThreadState) and the
// conversation deleteThread removes with it, in the Functions emulator: comments and replies are
// written with the admin SDK, as the class page's writes would land, and polled until the
// triggers have run.
import { buildComment, buildReply, COLLECTIONS } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { classFixture } from '../support/class-fixture';
import { adminDb, useFunctionsSuite } from '../support/functions-env';

const POLL = { timeout: 15_000, interval: 100 };
const CLASS_ID = 'aula-com-conversas';
const classRef = adminDb.collection(COLLECTIONS.classes).doc(CLASS_ID);
const commentRef = (id: string) => classRef.collection(COLLECTIONS.comments).doc(id);
const replyRef = (commentId: string, id: string) =>
  commentRef(commentId).collection(COLLECTIONS.replies).doc(id);
const minutes = (n: number) => Timestamp.fromMillis(Date.UTC(2026, 10, 20, 12, n));

const author = {
  student: { userId: 'aluno-1', userName: 'Carla Aluna', userRole: 'ALUNO' },
  subscriber: { userId: 'assinante-1', userName: 'Bruno Assinante', userRole: 'ALUNO' },
  admin: { userId: 'admin-1', userName: 'Ana Administradora', userRole: 'ADMIN' },
};

const ask = (id: string, who: keyof typeof author) =>
  commentRef(id).set(
    buildComment({
      ...author[who],
      classId: CLASS_ID,
      classTitle: 'Aula com conversas',
      classSlug: 'aula-com-conversas-abcd1234',
      createdAt: minutes(0),
    }),
  );

const reply = (commentId: string, id: string, who: keyof typeof author, at: number) =>
  replyRef(commentId, id).set(
    buildReply({ ...author[who], classId: CLASS_ID, commentId, createdAt: minutes(at) }),
  );

async function thread(id: string) {
  const data = (await commentRef(id).get()).data();
  return {
    replyCount: data?.replyCount,
    awaitingReply: data?.awaitingReply,
    answeredAt: (data?.answeredAt as Timestamp | undefined)?.toMillis() ?? null,
  };
}

useFunctionsSuite({ client: false, reset: 'once' });

describe('thread state (startThread, keepThreadState)', () => {
  it("a student's question waits for the team; the admin's own comment does not", async () => {
    await classRef.set(classFixture('SEMANAL', 'Aula com conversas'));
    await ask('pergunta', 'student');
    await ask('aviso', 'admin');
    await expect
      .poll(() => thread('pergunta'), POLL)
      .toEqual({ replyCount: 0, awaitingReply: true, answeredAt: null });
    await expect
      .poll(() => thread('aviso'), POLL)
      .toEqual({ replyCount: 0, awaitingReply: false, answeredAt: null });
  });

  it("students' replies count but leave it waiting; the team's answers it; deleting that reopens it", async () => {
    await ask('duvida', 'student');
    await reply('duvida', 'r1', 'subscriber', 1);
    await expect
      .poll(() => thread('duvida'), POLL)
      .toEqual({ replyCount: 1, awaitingReply: true, answeredAt: null });

    await reply('duvida', 'r2', 'admin', 2);
    await reply('duvida', 'r3', 'admin', 3);
    await expect
      .poll(() => thread('duvida'), POLL)
      .toEqual({ replyCount: 3, awaitingReply: false, answeredAt: minutes(2).toMillis() });

    await replyRef('duvida', 'r2').delete();
    await expect
      .poll(() => thread('duvida'), POLL)
      .toEqual({ replyCount: 2, awaitingReply: false, answeredAt: minutes(3).toMillis() });
    await replyRef('duvida', 'r3').delete();
    await expect
      .poll(() => thread('duvida'), POLL)
      .toEqual({ replyCount: 1, awaitingReply: true, answeredAt: null });
    // Absent, not null: the 'Respondidos' tab orders by answeredAt and must not list it.
    expect((await commentRef('duvida').get()).data()).not.toHaveProperty('answeredAt');
  });

  it('editing a comment keeps its thread state', async () => {
    await ask('editada', 'student');
    await reply('editada', 'r1', 'admin', 1);
    await expect.poll(async () => (await thread('editada')).awaitingReply, POLL).toBe(false);
    await commentRef('editada').update({ text: 'Texto novo', updatedAt: Timestamp.now() });
    await reply('editada', 'r2', 'student', 2);
    await expect
      .poll(() => thread('editada'), POLL)
      .toEqual({ replyCount: 2, awaitingReply: false, answeredAt: minutes(1).toMillis() });
    expect((await commentRef('editada').get()).get('text')).toBe('Texto novo');
  });
});

describe('deleteThread', () => {
  it('deleting a comment deletes every reply of it, and only of it', async () => {
    await ask('condenada', 'student');
    await ask('fica', 'student');
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        reply('condenada', `r${i}`, i % 2 ? 'admin' : 'subscriber', i + 1),
      ),
    );
    await reply('fica', 'r0', 'admin', 1);
    await expect.poll(async () => (await thread('condenada')).replyCount, POLL).toBe(12);

    await commentRef('condenada').delete();
    await expect
      .poll(
        async () => (await commentRef('condenada').collection(COLLECTIONS.replies).get()).size,
        POLL,
      )
      .toBe(0);
    expect((await commentRef('condenada').get()).exists).toBe(false);
    expect((await replyRef('fica', 'r0').get()).exists).toBe(true);
  });
});
