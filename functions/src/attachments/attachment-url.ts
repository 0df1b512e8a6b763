import { SIGNED_URL_TTL_SECONDS } from '@app/domain';
import type { Storage } from 'firebase-admin/storage';
import { randomUUID } from 'node:crypto';

/** A Cloud Storage object handle, typed through firebase-admin (its own dependency). */
type File = ReturnType<ReturnType<Storage['bucket']>['file']>;

export interface AttachmentUrl {
  url: string;
  expiresAt: Date;
}

export type UrlStrategy =
  | { kind: 'signed' }
  | { kind: 'emulator'; host: string }
  | { kind: 'unavailable' };

/**
 * How to hand out a read URL in this environment.
 * - Deployed: a V4 signed URL. The runtime service account signs through IAM signBlob (it needs
 *   roles/iam.serviceAccountTokenCreator on itself).
 * - Functions emulator: there is no service account whose key could sign, and the Storage
 *   emulator does not verify V4 signatures anyway. It does honour Firebase download tokens:
 *   firebase-tools' storage emulator (lib/emulator/storage/files.js `getObject`) authorises a GET
 *   whose `?token=` matches one of the object's `firebaseStorageDownloadTokens` before, and
 *   instead of, evaluating storage.rules, which forbid clients reading attachments/ directly.
 *   So the emulator branch returns a token URL (the same shape as getDownloadURL()).
 * - Functions emulator without a Storage emulator: no URL can work.
 */
export function urlStrategy(env: NodeJS.ProcessEnv): UrlStrategy {
  if (env.FUNCTIONS_EMULATOR !== 'true') return { kind: 'signed' };
  const host = env.FIREBASE_STORAGE_EMULATOR_HOST ?? env.STORAGE_EMULATOR_HOST;
  if (!host) return { kind: 'unavailable' };
  return { kind: 'emulator', host: host.replace(/^https?:\/\//, '') };
}

export const urlExpiry = (now: Date) => new Date(now.getTime() + SIGNED_URL_TTL_SECONDS * 1000);

/** A V4 signed read URL, valid SIGNED_URL_TTL_SECONDS from `now`. */
export async function signedReadUrl(file: File, now: Date): Promise<AttachmentUrl> {
  const expiresAt = urlExpiry(now);
  // accessibleAt = now makes the validity window exactly [now, now + TTL].
  const [url] = await file.getSignedUrl({
    version: 'v4',
    action: 'read',
    accessibleAt: now,
    expires: expiresAt,
  });
  return { url, expiresAt };
}

/**
 * The Storage emulator's download URL for `file`, giving the object a download token first if
 * it has none (objects written through the admin SDK start without one). Such a URL does not
 * expire; `expiresAt` still reports the production TTL so clients behave the same locally.
 */
export async function emulatorReadUrl(file: File, host: string, now: Date): Promise<AttachmentUrl> {
  const [metadata] = await file.getMetadata();
  let token = String(metadata.metadata?.firebaseStorageDownloadTokens ?? '').split(',')[0] ?? '';
  if (!token) {
    token = randomUUID();
    await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
  }
  const objectPath = encodeURIComponent(file.name);
  const url = `http://${host}/v0/b/${file.bucket.name}/o/${objectPath}?alt=media&token=${token}`;
  return { url, expiresAt: urlExpiry(now) };
}
