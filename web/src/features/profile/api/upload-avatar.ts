import { deleteObject, getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { storage } from '@/lib/storage';

/** The one avatar object of a user (storage.rules allow no other name). */
export function avatarPath(uid: string): string {
  return `avatars/${uid}/avatar`;
}

export class AvatarUrlError extends Error {}

/**
 * Uploads an already validated image (avatarFileSchema) over avatars/{uid}/avatar and returns
 * its download URL. The object keeps its name, so browsers revalidate it ('no-cache': a cheap
 * 304 while it is unchanged) instead of showing an old picture for an hour. A URL failure is
 * told apart: the file is stored but unusable. A file left by an older upload (under another
 * name) is removed; a failure there is only logged.
 */
export async function uploadAvatar(
  uid: string,
  file: File,
  previousUrl: string | null = null,
): Promise<string> {
  const target = ref(storage, avatarPath(uid));
  await uploadBytes(target, file, { contentType: file.type, cacheControl: 'no-cache' });
  let url: string;
  try {
    url = await getDownloadURL(target);
  } catch (error) {
    throw new AvatarUrlError(String(error));
  }
  await removeOlderAvatar(uid, previousUrl);
  return url;
}

async function removeOlderAvatar(uid: string, previousUrl: string | null) {
  if (!previousUrl) return;
  try {
    const previous = ref(storage, previousUrl);
    if (previous.fullPath.startsWith(`avatars/${uid}/`) && previous.fullPath !== avatarPath(uid)) {
      await deleteObject(previous);
    }
  } catch (error) {
    console.warn('Não foi possível remover o avatar anterior', error);
  }
}
