/**
 * The Storage object behind a download URL of our bucket (the cover's coverUrl), or null for
 * anything else (an external image). Handles both the Firebase download URL
 * (/v0/b/{bucket}/o/{encoded path}) and the emulator's same-shaped URL.
 */
export function storagePathFromUrl(url: string | null | undefined, bucket: string): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const prefix = `/v0/b/${bucket}/o/`;
  if (!parsed.pathname.startsWith(prefix)) return null;
  const path = decodeURIComponent(parsed.pathname.slice(prefix.length));
  return path === '' ? null : path;
}
