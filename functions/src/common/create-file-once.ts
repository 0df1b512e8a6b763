import type { Storage } from 'firebase-admin/storage';

type StorageFile = ReturnType<ReturnType<Storage['bucket']>['file']>;

/**
 * Uploads a file unless one is there already; false when it was. The create-only precondition
 * makes a repeated event or a second seed leave the file in place (412), and it is what lets the
 * Storage client retry the upload on a dropped connection (it retries only requests it knows are
 * idempotent, and an emulator closing an idle keep-alive socket surfaces as EPIPE).
 */
export async function createFileOnce(
  file: StorageFile,
  bytes: Buffer | Uint8Array | string,
  contentType: string,
  metadata?: { contentDisposition?: string },
): Promise<boolean> {
  try {
    await file.save(typeof bytes === 'string' ? bytes : Buffer.from(bytes), {
      contentType,
      resumable: false,
      preconditionOpts: { ifGenerationMatch: 0 },
      ...(metadata ? { metadata } : {}),
    });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 412) throw error;
    return false;
  }
}
