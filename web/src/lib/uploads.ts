// Uploads with a per-file percentage, all or nothing: when one file fails, the others are
// cancelled or removed, so a failed save leaves no file behind.
import {
  deleteObject,
  getDownloadURL,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type UploadTask,
} from 'firebase/storage';
import type { Firestore } from 'firebase/firestore';

/** What a save that writes a document and uploads its files needs. */
export type UploadServices = { db: Firestore; storage: FirebaseStorage };

export type PendingUpload = {
  /** Identifies the file in progress reports (an attachment id, or 'cover'). */
  key: string;
  /** Shown to the admin (the original file name). */
  name: string;
  path: string;
  file: Blob;
  contentType: string;
};

/** key → 0..100 */
export type UploadProgress = Record<string, number>;

/** A file that could not be stored; `fileName` goes into the toast. */
export class UploadFailedError extends Error {
  constructor(
    readonly fileName: string,
    override readonly cause: unknown,
  ) {
    super(`Upload failed: ${fileName}`);
    this.name = 'UploadFailedError';
  }
}

/** Removes stored files; a failure is only logged (the caller's outcome does not depend on it). */
export async function removeStoredFiles(storage: FirebaseStorage, paths: string[]): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      try {
        await deleteObject(ref(storage, path));
      } catch (error) {
        console.warn(`Não foi possível remover ${path} do Storage`, error);
      }
    }),
  );
}

/**
 * Uploads every file at once, reporting progress per file. Resolves when all are stored; on the
 * first failure cancels the rest, removes those already stored and throws UploadFailedError
 * naming the file that failed.
 */
export async function uploadAll(
  storage: FirebaseStorage,
  uploads: PendingUpload[],
  onProgress: (progress: UploadProgress) => void = () => undefined,
): Promise<void> {
  const progress: UploadProgress = Object.fromEntries(uploads.map((u) => [u.key, 0]));
  if (uploads.length > 0) onProgress({ ...progress });
  const tasks: UploadTask[] = [];
  let failure: UploadFailedError | null = null;

  const results = await Promise.allSettled(
    uploads.map(
      (upload) =>
        new Promise<void>((resolve, reject) => {
          const task = uploadBytesResumable(ref(storage, upload.path), upload.file, {
            contentType: upload.contentType,
          });
          tasks.push(task);
          task.on(
            'state_changed',
            (snapshot) => {
              const percent =
                snapshot.totalBytes > 0
                  ? Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100)
                  : 100;
              progress[upload.key] = percent;
              onProgress({ ...progress });
            },
            (error) => {
              // The first real failure cancels the others; their 'canceled' errors are expected.
              if (!failure) {
                failure = new UploadFailedError(upload.name, error);
                for (const other of tasks) if (other !== task) other.cancel();
              }
              reject(error);
            },
            () => {
              progress[upload.key] = 100;
              onProgress({ ...progress });
              resolve();
            },
          );
          // A task created after the failure is cancelled at once.
          if (failure) task.cancel();
        }),
    ),
  );

  const failed = results.some((result) => result.status === 'rejected');
  if (!failed) return;
  const stored = uploads.filter((_, i) => results[i]?.status === 'fulfilled').map((u) => u.path);
  await removeStoredFiles(storage, stored);
  throw failure ?? new UploadFailedError(uploads[0]?.name ?? '', null);
}

/** The download URL of a stored file (covers are read by every signed-in user). */
export function downloadUrlOf(storage: FirebaseStorage, path: string): Promise<string> {
  return getDownloadURL(ref(storage, path));
}

/**
 * The Storage path behind a download URL of this bucket, or null for anything else (an
 * external image): old covers are removed only when they are ours.
 */
export function storedPathOf(storage: FirebaseStorage, url: string | null | undefined) {
  if (!url) return null;
  try {
    const path = ref(storage, url).fullPath;
    return path === '' ? null : path;
  } catch {
    return null;
  }
}

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * {folder}/<id>.<ext> for an uploaded image: a new random name for every upload, so a
 * replaced image never hits a cached copy.
 */
export function imagePath(folder: string, contentType: string, id: string): string {
  return `${folder}/${id}.${IMAGE_EXTENSIONS[contentType] ?? 'img'}`;
}

/** A random id for a file name (32 hex characters). */
export const randomFileId = () => crypto.randomUUID().replace(/-/g, '');

/**
 * Uploads one image under `folder` with a fresh name and returns its stored path and download
 * URL. Nothing is left behind when it fails.
 */
export async function uploadImage(
  storage: FirebaseStorage,
  folder: string,
  file: File,
): Promise<{ path: string; url: string }> {
  const path = imagePath(folder, file.type, randomFileId());
  await uploadAll(storage, [{ key: 'image', name: file.name, path, file, contentType: file.type }]);
  try {
    return { path, url: await downloadUrlOf(storage, path) };
  } catch (error) {
    await removeStoredFiles(storage, [path]);
    throw error;
  }
}

/** Removes the image behind `url` when it is one of ours under `folder`, never an external one. */
export async function removeOwnedImage(
  storage: FirebaseStorage,
  url: string | null | undefined,
  folder: string,
): Promise<void> {
  const path = storedPathOf(storage, url);
  if (path?.startsWith(`${folder}/`)) await removeStoredFiles(storage, [path]);
}
