import {
  buildClass,
  callableMessages as m,
  getAttachmentUrlCallable,
  SIGNED_URL_TTL_SECONDS,
  type Attachment,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  adminStorage,
  expectCallableError,
  seedAdmin,
  seedUser,
  storageHost,
  useFunctionsSuite,
} from '../support/functions-env';
import { createFileOnce } from '../../functions/src/common/create-file-once';

const client = useFunctionsSuite();
const getUrl = (data?: unknown) => client.call(getAttachmentUrlCallable, data);

const DAY_MS = 24 * 60 * 60 * 1000;
const PDF_BYTES = '%PDF-1.4 material de apoio';
const PDF = 'application/pdf';

function attachment(classId: string, id: string, path = `attachments/${classId}/${id}.pdf`) {
  return { id, name: `${id}.pdf`, path, contentType: 'application/pdf', size: PDF_BYTES.length };
}

async function seedClass(
  classId: string,
  type: 'SEMANAL' | 'INSIGHT' | 'CURSO',
  attachments: Attachment[],
) {
  await adminDb
    .collection('classes')
    .doc(classId)
    .set(
      buildClass({
        title: `Aula ${classId}`,
        description: 'Uma aula com material de apoio para baixar.',
        slug: `aula-${classId}-abcdefgh`,
        professorName: 'Professora',
        type,
        themeIds: [],
        attachments,
        authorId: 'admin',
        authorName: 'Admin Demo',
        createdAt: Timestamp.now(),
      }),
    );
}

beforeEach(async () => {
  await seedClass('semanal-1', 'SEMANAL', [
    attachment('semanal-1', 'apostila'),
    // A stored path outside the class's own folder must never be signed.
    attachment('semanal-1', 'intruso', 'attachments/outra-aula/segredo.pdf'),
  ]);
  await seedClass('curso-1', 'CURSO', [attachment('curso-1', 'planilha')]);
});

describe('getAttachmentUrl: who may ask', () => {
  it('refuses signed-out callers', async () => {
    await expectCallableError(
      getUrl({ classId: 'semanal-1', attachmentId: 'apostila' }),
      'unauthenticated',
      m.signedOut,
    );
  });

  it('refuses users whose access expired or who cancelled', async () => {
    await client.signIn(
      await seedUser('expirado@demo.test', {
        plan: 'fundador',
        validUntil: Timestamp.fromMillis(Date.now() - DAY_MS),
      }),
    );
    await expectCallableError(
      getUrl({ classId: 'semanal-1', attachmentId: 'apostila' }),
      'permission-denied',
      m.accessExpired,
    );
    await client.signIn(
      await seedUser('cancelado@demo.test', { plan: 'fundador', cancelled: true }),
    );
    await expectCallableError(
      getUrl({ classId: 'semanal-1', attachmentId: 'apostila' }),
      'permission-denied',
      m.accessExpired,
    );
  });

  it('keeps course materials for subscribers', async () => {
    await client.signIn(await seedUser('aluno@demo.test', { plan: '' }));
    await expectCallableError(
      getUrl({ classId: 'curso-1', attachmentId: 'planilha' }),
      'permission-denied',
      m.subscribersOnly,
    );
  });

  it('answers not-found for unknown classes and attachments, and for paths outside the class', async () => {
    await client.signIn(await seedUser('aluno@demo.test'));
    await expectCallableError(
      getUrl({ classId: 'nao-existe', attachmentId: 'apostila' }),
      'not-found',
      m.classNotFound,
    );
    await expectCallableError(
      getUrl({ classId: 'semanal-1', attachmentId: 'nao-existe' }),
      'not-found',
      m.attachmentNotFound,
    );
    await expectCallableError(
      getUrl({ classId: 'semanal-1', attachmentId: 'intruso' }),
      'not-found',
      m.attachmentNotFound,
    );
  });

  it('rejects bad input', async () => {
    await client.signIn(await seedUser('aluno@demo.test'));
    await expectCallableError(getUrl(undefined), 'invalid-argument', m.classNotFound);
    await expectCallableError(
      getUrl({ attachmentId: 'apostila' }),
      'invalid-argument',
      m.classNotFound,
    );
    await expectCallableError(
      getUrl({ classId: '../x/y', attachmentId: 'apostila' }),
      'invalid-argument',
      m.classNotFound,
    );
    await expectCallableError(
      getUrl({ classId: 'semanal-1', attachmentId: 5 }),
      'invalid-argument',
      m.attachmentNotFound,
    );
  });
});

// Without a Storage emulator in this run the functions emulator cannot build any working URL,
// so a caller who passes every check gets the download error instead of a URL.
describe.runIf(storageHost() === null)('getAttachmentUrl without a Storage emulator', () => {
  it('lets subscribers and admins past the checks, then reports the download error', async () => {
    await client.signIn(await seedUser('assinante@demo.test', { plan: 'fundador' }));
    await expectCallableError(
      getUrl({ classId: 'curso-1', attachmentId: 'planilha' }),
      'internal',
      m.downloadFailed,
    );
    await client.signIn(await seedAdmin());
    await expectCallableError(
      getUrl({ classId: 'semanal-1', attachmentId: 'apostila' }),
      'internal',
      m.downloadFailed,
    );
  });
});

describe.runIf(storageHost() !== null)('getAttachmentUrl with the Storage emulator', () => {
  beforeEach(async () => {
    const bucket = adminStorage().bucket();
    await createFileOnce(bucket.file('attachments/semanal-1/apostila.pdf'), PDF_BYTES, PDF);
    await createFileOnce(bucket.file('attachments/curso-1/planilha.pdf'), PDF_BYTES, PDF);
  });

  it('returns a URL that downloads the file, which storage.rules alone would refuse', async () => {
    await client.signIn(await seedUser('assinante@demo.test', { plan: 'fundador' }));
    const startedAt = Date.now();
    const { url, expiresAt } = await getUrl({ classId: 'curso-1', attachmentId: 'planilha' });

    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(PDF_BYTES);
    const ttl = new Date(expiresAt).getTime() - startedAt;
    expect(ttl).toBeGreaterThanOrEqual(SIGNED_URL_TTL_SECONDS * 1000 - 5_000);
    expect(ttl).toBeLessThanOrEqual(SIGNED_URL_TTL_SECONDS * 1000 + 5_000);

    // The same object without the token goes through storage.rules, which deny reads.
    const withoutToken = new URL(url);
    withoutToken.searchParams.delete('token');
    expect((await fetch(withoutToken)).status).toBe(403);
  });

  it('answers not-found when the file is missing from Storage', async () => {
    await adminStorage().bucket().file('attachments/semanal-1/apostila.pdf').delete();
    await client.signIn(await seedUser('aluno@demo.test'));
    await expectCallableError(
      getUrl({ classId: 'semanal-1', attachmentId: 'apostila' }),
      'not-found',
      m.attachmentNotFound,
    );
  });
});
