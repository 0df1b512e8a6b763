// Cover images (covers/, courses/, live-classes/): signed-in users read and list; admins upload
// JPEG/PNG/WebP up to 5 MB and delete. Same rules on the three folders, so each case runs on all.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { MB, seedObject, storageAs, upload, useStorageEnv } from '../support/storage-env';

const env = useStorageEnv();
const FOLDERS = ['covers', 'courses', 'live-classes'] as const;
// Callers standing for each case: a subscriber, a plain student, an account without a profile
// (uploads), and a student who lost access (reads stay open to every signed-in user).
const NON_ADMINS = ['subscriber', 'student', 'noProfile'] as const;
const READERS = ['admin', 'student', 'cancelled', 'noProfile'] as const;

describe.each(FOLDERS)('%s/: upload', (folder) => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('allow: admin uploads %s', async (type) => {
    await assertSucceeds(upload(storageAs(env(), 'admin'), `${folder}/capa.img`, 2048, type));
  });

  it('allow: admin uploads exactly 5 MB', async () => {
    await assertSucceeds(
      upload(storageAs(env(), 'admin'), `${folder}/grande.png`, 5 * MB, 'image/png'),
    );
  });

  it('allow: admin uploads into a subfolder', async () => {
    await assertSucceeds(
      upload(storageAs(env(), 'admin'), `${folder}/abc/capa.png`, 2048, 'image/png'),
    );
  });

  it('deny: admin uploads more than 5 MB', async () => {
    await assertFails(
      upload(storageAs(env(), 'admin'), `${folder}/grande.png`, 5 * MB + 1, 'image/png'),
    );
  });

  it.each(['image/gif', 'application/pdf', 'image/svg+xml'])(
    'deny: admin uploads %s',
    async (type) => {
      await assertFails(upload(storageAs(env(), 'admin'), `${folder}/capa.img`, 2048, type));
    },
  );

  it.each(NON_ADMINS)('deny: %s uploads a valid image', async (caller) => {
    await assertFails(upload(storageAs(env(), caller), `${folder}/capa.png`, 2048, 'image/png'));
  });

  it('deny: signed out uploads a valid image', async () => {
    await assertFails(
      upload(storageAs(env(), 'signedOut'), `${folder}/capa.png`, 2048, 'image/png'),
    );
  });
});

describe.each(FOLDERS)('%s/: read and list', (folder) => {
  it.each(READERS)('allow: %s reads a cover', async (caller) => {
    await seedObject(env(), `${folder}/capa.png`);
    await assertSucceeds(storageAs(env(), caller).ref(`${folder}/capa.png`).getMetadata());
    await assertSucceeds(storageAs(env(), caller).ref(`${folder}/capa.png`).getDownloadURL());
  });

  it('deny: signed out reads a cover', async () => {
    await seedObject(env(), `${folder}/capa.png`);
    await assertFails(storageAs(env(), 'signedOut').ref(`${folder}/capa.png`).getMetadata());
  });

  it('allow: a signed-in user lists the folder', async () => {
    await seedObject(env(), `${folder}/capa.png`);
    const listing = await assertSucceeds(storageAs(env(), 'student').ref(folder).listAll());
    if (listing.items.map((item) => item.fullPath).join() !== `${folder}/capa.png`) {
      throw new Error(`unexpected listing: ${listing.items.map((item) => item.fullPath).join()}`);
    }
  });

  it('deny: signed out lists the folder', async () => {
    await assertFails(storageAs(env(), 'signedOut').ref(folder).listAll());
  });
});

describe.each(FOLDERS)('%s/: update metadata and delete', (folder) => {
  it('allow: admin changes the content type to another image type', async () => {
    await seedObject(env(), `${folder}/capa.png`);
    await assertSucceeds(
      storageAs(env(), 'admin')
        .ref(`${folder}/capa.png`)
        .updateMetadata({ contentType: 'image/webp' }),
    );
  });

  it('deny: admin changes the content type to a non-image', async () => {
    await seedObject(env(), `${folder}/capa.png`);
    await assertFails(
      storageAs(env(), 'admin')
        .ref(`${folder}/capa.png`)
        .updateMetadata({ contentType: 'text/html' }),
    );
  });

  it('deny: student changes metadata', async () => {
    await seedObject(env(), `${folder}/capa.png`);
    await assertFails(
      storageAs(env(), 'subscriber')
        .ref(`${folder}/capa.png`)
        .updateMetadata({ contentType: 'image/webp' }),
    );
  });

  it('allow: admin deletes a cover', async () => {
    await seedObject(env(), `${folder}/capa.png`);
    await assertSucceeds(storageAs(env(), 'admin').ref(`${folder}/capa.png`).delete());
  });

  it.each(['subscriber', 'signedOut'] as const)('deny: %s deletes a cover', async (caller) => {
    await seedObject(env(), `${folder}/capa.png`);
    await assertFails(storageAs(env(), caller).ref(`${folder}/capa.png`).delete());
  });
});
