// avatars/{uid}/avatar: signed-in users get it; the owner, while they have access,
// uploads JPEG/PNG/WebP up to 5 MB over it (one object per user) and deletes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { DEMO_UIDS } from '../support/profiles';
import { NO_PROFILE_UID } from '../support/rules-env';
import { MB, seedObject, storageAs, upload, useStorageEnv } from '../support/storage-env';

const env = useStorageEnv();
const avatarOf = (uid: string, file = 'avatar') => `avatars/${uid}/${file}`;

describe('avatars: upload', () => {
  it.each(['admin', 'subscriber', 'student', 'partner'] as const)(
    'allow: %s uploads their own avatar',
    async (caller) => {
      await assertSucceeds(
        upload(storageAs(env(), caller), avatarOf(DEMO_UIDS[caller]), 2048, 'image/png'),
      );
    },
  );

  it.each(['image/jpeg', 'image/webp'])('allow: owner uploads %s', async (type) => {
    await assertSucceeds(
      upload(storageAs(env(), 'student'), avatarOf(DEMO_UIDS.student), 2048, type),
    );
  });

  it('allow: owner uploads exactly 5 MB', async () => {
    await assertSucceeds(
      upload(storageAs(env(), 'student'), avatarOf(DEMO_UIDS.student), 5 * MB, 'image/png'),
    );
  });

  it('deny: owner uploads more than 5 MB', async () => {
    await assertFails(
      upload(storageAs(env(), 'student'), avatarOf(DEMO_UIDS.student), 5 * MB + 1, 'image/png'),
    );
  });

  it.each(['image/gif', 'application/pdf'])('deny: owner uploads %s', async (type) => {
    await assertFails(upload(storageAs(env(), 'student'), avatarOf(DEMO_UIDS.student), 2048, type));
  });

  it.each(['student', 'admin'] as const)(
    "deny: %s uploads into another user's folder",
    async (caller) => {
      await assertFails(
        upload(storageAs(env(), caller), avatarOf(DEMO_UIDS.subscriber), 2048, 'image/png'),
      );
    },
  );

  it.each(['expired', 'cancelled'] as const)(
    'deny: %s profile uploads their own avatar',
    async (caller) => {
      await assertFails(
        upload(storageAs(env(), caller), avatarOf(DEMO_UIDS[caller]), 2048, 'image/png'),
      );
    },
  );

  it('deny: a signed-in user without a profile uploads their own avatar', async () => {
    await assertFails(
      upload(storageAs(env(), 'noProfile'), avatarOf(NO_PROFILE_UID), 2048, 'image/png'),
    );
  });

  it('deny: signed out uploads', async () => {
    await assertFails(
      upload(storageAs(env(), 'signedOut'), avatarOf(DEMO_UIDS.student), 2048, 'image/png'),
    );
  });

  it.each(['avatar.png', 'outro-arquivo', 'sub/avatar'])(
    'deny: owner uploads a second object (%s) into their folder',
    async (name) => {
      await assertFails(
        upload(storageAs(env(), 'student'), avatarOf(DEMO_UIDS.student, name), 2048, 'image/png'),
      );
    },
  );

  it('allow: owner replaces their avatar (the same object)', async () => {
    await seedObject(env(), avatarOf(DEMO_UIDS.student));
    await assertSucceeds(
      upload(storageAs(env(), 'student'), avatarOf(DEMO_UIDS.student), 2048, 'image/png'),
    );
  });

  it('deny: owner uploads directly under avatars/ (outside their folder)', async () => {
    await assertFails(
      upload(storageAs(env(), 'student'), `avatars/${DEMO_UIDS.student}.png`, 2048, 'image/png'),
    );
  });
});

describe('avatars: read', () => {
  it.each(['student', 'expired', 'admin'] as const)(
    "allow: %s reads another user's avatar",
    async (caller) => {
      await seedObject(env(), avatarOf(DEMO_UIDS.subscriber));
      await assertSucceeds(
        storageAs(env(), caller).ref(avatarOf(DEMO_UIDS.subscriber)).getDownloadURL(),
      );
    },
  );

  it('deny: signed out reads an avatar', async () => {
    await seedObject(env(), avatarOf(DEMO_UIDS.subscriber));
    await assertFails(
      storageAs(env(), 'signedOut').ref(avatarOf(DEMO_UIDS.subscriber)).getDownloadURL(),
    );
  });
});

describe('avatars: delete', () => {
  it('allow: owner deletes a file an older upload left under another name', async () => {
    await seedObject(env(), avatarOf(DEMO_UIDS.student, '3f1c.png'));
    await assertSucceeds(
      storageAs(env(), 'student').ref(avatarOf(DEMO_UIDS.student, '3f1c.png')).delete(),
    );
  });

  it('allow: owner deletes their avatar', async () => {
    await seedObject(env(), avatarOf(DEMO_UIDS.student));
    await assertSucceeds(storageAs(env(), 'student').ref(avatarOf(DEMO_UIDS.student)).delete());
  });

  it("deny: another user deletes someone's avatar", async () => {
    await seedObject(env(), avatarOf(DEMO_UIDS.student));
    await assertFails(storageAs(env(), 'subscriber').ref(avatarOf(DEMO_UIDS.student)).delete());
  });

  it('deny: cancelled owner deletes their avatar', async () => {
    await seedObject(env(), avatarOf(DEMO_UIDS.cancelled));
    await assertFails(storageAs(env(), 'cancelled').ref(avatarOf(DEMO_UIDS.cancelled)).delete());
  });
});
