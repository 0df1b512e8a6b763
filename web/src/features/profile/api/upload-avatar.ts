import { AVATAR_CACHE_SECONDS } from '@app/domain';
import { getDownloadURL, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A random file name, so a new avatar never hits a cached copy of the previous one. */
export function avatarPath(uid: string, contentType: string): string {
  const extension = EXTENSIONS[contentType] ?? 'img';
  return `avatars/${uid}/${crypto.randomUUID()}.${extension}`;
}

export class AvatarUrlError extends Error {}

/**
 * Uploads an already validated image (avatarFileSchema) to avatars/{uid}/<random>.<ext> and
 * returns its download URL. A URL failure is told apart: the file is stored but unusable.
 */
export async function uploadAvatar(
  storage: FirebaseStorage,
  uid: string,
  file: File,
): Promise<string> {
  const target = ref(storage, avatarPath(uid, file.type));
  await uploadBytes(target, file, {
    contentType: file.type,
    cacheControl: `public, max-age=${AVATAR_CACHE_SECONDS}`,
  });
  try {
    return await getDownloadURL(target);
  } catch (error) {
    throw new AvatarUrlError(String(error));
  }
}
