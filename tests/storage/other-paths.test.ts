// Everything outside covers/, courses/, live-classes/, avatars/ and attachments/ is denied, and
// list requests follow the real service: a folder listing is granted by the rules of the objects
// one level below it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { DEMO_UIDS } from '../support/profiles';
import { seedObject, storageAs, upload, useStorageEnv } from '../support/storage-env';

const env = useStorageEnv();

describe('other paths', () => {
  it('allow (control): admin uploads a cover', async () => {
    await assertSucceeds(upload(storageAs(env(), 'admin'), 'covers/capa.png', 2048, 'image/png'));
  });

  it.each(['outros/capa.png', 'capa.png', 'Covers/capa.png'])(
    'deny: admin uploads %s',
    async (path) => {
      await assertFails(upload(storageAs(env(), 'admin'), path, 2048, 'image/png'));
    },
  );

  it.each(['admin', 'student'] as const)(
    'deny: %s reads a file outside the known folders',
    async (caller) => {
      await seedObject(env(), 'outros/capa.png');
      await assertFails(storageAs(env(), caller).ref('outros/capa.png').getMetadata());
    },
  );

  it.each(['admin', 'student'] as const)(
    'deny: %s deletes a file outside the known folders',
    async (caller) => {
      await seedObject(env(), 'outros/capa.png');
      await assertFails(storageAs(env(), caller).ref('outros/capa.png').delete());
    },
  );
});

describe('list requests', () => {
  it('deny: a signed-in user lists the bucket root', async () => {
    await assertFails(storageAs(env(), 'admin').ref().listAll());
  });

  it('deny: a signed-in user lists avatars/ (user ids stay private)', async () => {
    await seedObject(env(), `avatars/${DEMO_UIDS.student}/avatar`);
    await assertFails(storageAs(env(), 'subscriber').ref('avatars').listAll());
  });

  it("deny: a signed-in user lists one user's avatar folder", async () => {
    await seedObject(env(), `avatars/${DEMO_UIDS.student}/avatar`);
    await assertFails(storageAs(env(), 'subscriber').ref(`avatars/${DEMO_UIDS.student}`).listAll());
  });

  it('deny: signed out lists an avatar folder', async () => {
    await assertFails(
      storageAs(env(), 'signedOut').ref(`avatars/${DEMO_UIDS.student}`).list({ maxResults: 10 }),
    );
  });

  it('deny: admin lists attachments/ or a folder outside the known ones', async () => {
    await assertFails(storageAs(env(), 'admin').ref('attachments').listAll());
    await assertFails(storageAs(env(), 'admin').ref('outros').listAll());
  });
});
