import type { Storage } from 'firebase-admin/storage';

type StorageFile = ReturnType<ReturnType<Storage['bucket']>['file']>;

/**
 * Uploads a file unless one is there already. The create-only precondition is what lets the
 * Storage client retry the upload on a dropped connection (it retries only requests it knows are
 * idempotent, and an emulator closing an idle keep-alive socket surfaces as EPIPE); a second seed
 * finds the same bytes in place (412) and leaves them.
 */
export async function createFileOnce(
  file: StorageFile,
  bytes: Buffer | string,
  contentType: string,
): Promise<void> {
  try {
    await file.save(bytes, {
      contentType,
      resumable: false,
      preconditionOpts: { ifGenerationMatch: 0 },
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 412) throw error;
  }
}
