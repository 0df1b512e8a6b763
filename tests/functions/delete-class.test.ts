// deleteClass through the Functions emulator: it leaves nothing behind (comments, ratings,
// completions, recent views, files, references), works for hundreds of comments, is idempotent,
// and refuses non-admins without touching anything.
import { buildComment, buildCourse, callableMessages as m, deleteClassCallable } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { classFixture } from '../support/class-fixture';
import {
  adminDb,
  adminStorage,
  BUCKET,
  clearEmulators,
  expectCallableError,
  seedAdmin,
  seedUser,
  useFunctionsSuite,
  withoutBackgroundTriggers,
} from '../support/functions-env';
import { createFileOnce } from '../../functions/src/common/create-file-once';

const COMMENTS = 450;
const classRef = (id: string) => adminDb.collection('classes').doc(id);
const client = useFunctionsSuite();
// Each test seeds 450 comments: their thread and catalogue triggers have nothing to do with
// deleteClass (which deletes replies through the comments it deletes: deleteThread).
// Its documents are cleared before they come back on, or the next file's clear would fire
// hundreds of deletes.
withoutBackgroundTriggers({ beforeEnable: clearEmulators });
const deleteClass = (data?: unknown) => client.call(deleteClassCallable, data);

async function seedDoomedClass() {
  const bucket = adminStorage().bucket(BUCKET);
  const pdf = 'application/pdf';
  await createFileOnce(bucket.file('attachments/condenada/guia.pdf'), '%PDF-1.4 guia', pdf);
  await createFileOnce(bucket.file('attachments/condenada/planilha.xlsx'), 'xlsx', 'text/plain');
  await createFileOnce(bucket.file('covers/condenada.png'), 'png', 'image/png');
  await createFileOnce(bucket.file('attachments/outra/fica.pdf'), '%PDF-1.4 fica', pdf);
  const coverUrl = `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent('covers/condenada.png')}?alt=media`;
  await classRef('condenada').set(classFixture('SEMANAL', 'Aula que será excluída', { coverUrl }));
  await classRef('insight-ref').set(
    classFixture('INSIGHT', 'Insight que citava a aula', { referencedClassId: 'condenada' }),
  );
  await classRef('outra').set(classFixture('SEMANAL', 'Aula que fica', { classNumber: 8 }));

  const writer = adminDb.bulkWriter();
  for (let i = 0; i < COMMENTS; i++) {
    void writer.set(
      classRef('condenada').collection('comments').doc(`c${i}`),
      buildComment({
        userId: 'u1',
        userName: 'Aluno',
        text: `Comentário ${i}`,
        classId: 'condenada',
        classTitle: 'Aula que será excluída',
        classSlug: 'aula-que-sera-excluida-abcd1234',
        createdAt: Timestamp.now(),
      }),
    );
  }
  for (const uid of ['u1', 'u2']) {
    void writer.set(classRef('condenada').collection('ratings').doc(uid), {
      userId: uid,
      value: 4,
      updatedAt: Timestamp.now(),
    });
    void writer.set(adminDb.doc(`profiles/${uid}/completions/condenada`), {
      classId: 'condenada',
      completedAt: Timestamp.now(),
    });
    void writer.set(adminDb.doc(`profiles/${uid}/completions/outra`), {
      classId: 'outra',
      completedAt: Timestamp.now(),
    });
    void writer.set(adminDb.doc(`profiles/${uid}/recentViews/condenada`), {
      classId: 'condenada',
      slug: 'aula-que-sera-excluida-abcd1234',
      title: 'Aula que será excluída',
      type: 'SEMANAL',
      viewedAt: Timestamp.now(),
    });
  }
  await writer.close();
}

const exists = async (path: string) => (await adminDb.doc(path).get()).exists;
const fileExists = async (path: string) =>
  (await adminStorage().bucket(BUCKET).file(path).exists())[0];

beforeEach(async () => {
  await seedDoomedClass();
});

describe('deleteClass', () => {
  it(
    'removes the class and everything that hangs on it, and nothing else',
    { timeout: 60_000 },
    async () => {
      await client.signIn(await seedAdmin());
      const result = await deleteClass({ classId: 'condenada' });
      expect(result).toEqual({
        deleted: true,
        comments: COMMENTS,
        ratings: 2,
        completions: 2,
        recentViews: 2,
        files: 3,
        referencesCleared: 1,
      });
      expect(await exists('classes/condenada')).toBe(false);
      expect((await classRef('condenada').collection('comments').count().get()).data().count).toBe(
        0,
      );
      expect((await classRef('condenada').collection('ratings').count().get()).data().count).toBe(
        0,
      );
      for (const uid of ['u1', 'u2']) {
        expect(await exists(`profiles/${uid}/completions/condenada`)).toBe(false);
        expect(await exists(`profiles/${uid}/recentViews/condenada`)).toBe(false);
        expect(await exists(`profiles/${uid}/completions/outra`)).toBe(true);
      }
      expect(await fileExists('attachments/condenada/guia.pdf')).toBe(false);
      expect(await fileExists('attachments/condenada/planilha.xlsx')).toBe(false);
      expect(await fileExists('covers/condenada.png')).toBe(false);
      expect(await fileExists('attachments/outra/fica.pdf')).toBe(true);
      const insight = (await classRef('insight-ref').get()).data();
      expect(insight?.referencedClassId).toBeNull();
      expect(insight?.title).toBe('Insight que citava a aula');
      expect(await exists('classes/outra')).toBe(true);

      // A second call finds nothing left and says so.
      expect(await deleteClass({ classId: 'condenada' })).toEqual({
        deleted: false,
        comments: 0,
        ratings: 0,
        completions: 0,
        recentViews: 0,
        files: 0,
        referencesCleared: 0,
      });
    },
  );

  it(
    'refuses students and signed-out callers, and changes nothing',
    { timeout: 30_000 },
    async () => {
      await expectCallableError(
        deleteClass({ classId: 'condenada' }),
        'unauthenticated',
        m.signedOut,
      );
      await client.signIn(await seedUser('aluno@demo.test', { plan: 'fundador' }));
      await expectCallableError(
        deleteClass({ classId: 'condenada' }),
        'permission-denied',
        m.deleteClassAdminOnly,
      );
      expect(await exists('classes/condenada')).toBe(true);
      expect((await classRef('condenada').collection('comments').count().get()).data().count).toBe(
        COMMENTS,
      );
      expect(await fileExists('attachments/condenada/guia.pdf')).toBe(true);
    },
  );

  it('takes a course class out of its course order', async () => {
    await client.signIn(await seedAdmin());
    const course = adminDb.collection('courses').doc('curso-ordem');
    await course.set(
      buildCourse({
        title: 'Curso com ordem',
        description: '',
        classOrder: ['aula-b', 'aula-a'],
        createdAt: Timestamp.now(),
      }),
    );
    for (const id of ['aula-a', 'aula-b']) {
      await classRef(id).set(
        classFixture('CURSO', `Aula ${id}`, { courseId: 'curso-ordem', classNumber: null }),
      );
    }

    await deleteClass({ classId: 'aula-b' });

    expect((await classRef('aula-b').get()).exists).toBe(false);
    expect((await course.get()).get('classOrder')).toEqual(['aula-a']);
  });

  it('rejects a missing class id with the pt-BR message', async () => {
    await client.signIn(await seedAdmin());
    await expectCallableError(deleteClass({}), 'invalid-argument', m.classNotFound);
  });
});
