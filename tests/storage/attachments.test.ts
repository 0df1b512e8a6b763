// attachments/{classId}/…: admins upload PDF/DOC/DOCX/XLS/XLSX/ZIP up to 10 MB and delete;
// nobody reads or lists them directly (getAttachmentUrl hands out signed URLs instead).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ATTACHMENT_MIME_TYPES } from '@app/domain';
import { describe, it } from 'vitest';
import { MB, seedObject, storageAs, upload, useStorageEnv } from '../support/storage-env';

const env = useStorageEnv();
const FILE = 'attachments/aula-1/apostila.pdf';

describe('attachments: upload', () => {
  it.each([...ATTACHMENT_MIME_TYPES])('allow: admin uploads %s', async (type) => {
    await assertSucceeds(upload(storageAs(env(), 'admin'), FILE, 2048, type));
  });

  it('allow: admin uploads exactly 10 MB', async () => {
    await assertSucceeds(upload(storageAs(env(), 'admin'), FILE, 10 * MB, 'application/pdf'));
  });

  it('deny: admin uploads more than 10 MB', async () => {
    await assertFails(upload(storageAs(env(), 'admin'), FILE, 10 * MB + 1, 'application/pdf'));
  });

  it.each(['image/png', 'text/plain', 'application/x-msdownload'])(
    'deny: admin uploads %s',
    async (type) => {
      await assertFails(upload(storageAs(env(), 'admin'), FILE, 2048, type));
    },
  );

  it.each(['subscriber', 'student', 'noProfile', 'signedOut'] as const)(
    'deny: %s uploads a PDF',
    async (caller) => {
      await assertFails(upload(storageAs(env(), caller), FILE, 2048, 'application/pdf'));
    },
  );
});

describe('attachments: never read directly', () => {
  it.each(['admin', 'subscriber', 'student', 'signedOut'] as const)(
    'deny: %s reads an attachment',
    async (caller) => {
      await seedObject(env(), FILE, 'application/pdf');
      await assertFails(storageAs(env(), caller).ref(FILE).getMetadata());
      await assertFails(storageAs(env(), caller).ref(FILE).getDownloadURL());
    },
  );

  it.each(['admin', 'subscriber'] as const)(
    "deny: %s lists a class's attachments",
    async (caller) => {
      await seedObject(env(), FILE, 'application/pdf');
      await assertFails(storageAs(env(), caller).ref('attachments/aula-1').listAll());
    },
  );
});

describe('attachments: delete', () => {
  it('allow: admin deletes an attachment', async () => {
    await seedObject(env(), FILE, 'application/pdf');
    await assertSucceeds(storageAs(env(), 'admin').ref(FILE).delete());
  });

  it.each(['subscriber', 'signedOut'] as const)(
    'deny: %s deletes an attachment',
    async (caller) => {
      await seedObject(env(), FILE, 'application/pdf');
      await assertFails(storageAs(env(), caller).ref(FILE).delete());
    },
  );
});
