// certificates/{uid}/{code}.pdf: the certificate's PDF, written by a function only; its owner and
// admins read it, nobody else (not another member holding the code, not a visitor), nobody lists
// a folder, no client writes or deletes one.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { certificatePdfPath } from '@app/domain';
import { describe, it } from 'vitest';
import { DEMO_UIDS } from '../support/profiles';
import { seedObject, storageAs, upload, useStorageEnv } from '../support/storage-env';

const env = useStorageEnv();
const FILE = certificatePdfPath(DEMO_UIDS.subscriber, 'FNCS7KQ4M2XD');

describe('certificate PDFs: read', () => {
  it.each(['subscriber', 'admin'] as const)('allow: %s downloads it', async (caller) => {
    await seedObject(env(), FILE, 'application/pdf');
    await assertSucceeds(storageAs(env(), caller).ref(FILE).getMetadata());
  });

  it.each(['student', 'noProfile', 'signedOut'] as const)(
    "deny: %s reads another member's PDF",
    async (caller) => {
      await seedObject(env(), FILE, 'application/pdf');
      await assertFails(storageAs(env(), caller).ref(FILE).getMetadata());
      await assertFails(storageAs(env(), caller).ref(FILE).getDownloadURL());
    },
  );

  it.each(['subscriber', 'admin'] as const)('deny: %s lists a folder', async (caller) => {
    await seedObject(env(), FILE, 'application/pdf');
    await assertFails(
      storageAs(env(), caller).ref(`certificates/${DEMO_UIDS.subscriber}`).listAll(),
    );
  });
});

describe('certificate PDFs: only the function writes', () => {
  it.each(['subscriber', 'admin'] as const)('deny: %s uploads or replaces one', async (caller) => {
    await assertFails(upload(storageAs(env(), caller), FILE, 2048, 'application/pdf'));
    await seedObject(env(), FILE, 'application/pdf');
    await assertFails(upload(storageAs(env(), caller), FILE, 2048, 'application/pdf'));
  });

  it.each(['subscriber', 'admin'] as const)('deny: %s deletes one', async (caller) => {
    await seedObject(env(), FILE, 'application/pdf');
    await assertFails(storageAs(env(), caller).ref(FILE).delete());
  });
});
