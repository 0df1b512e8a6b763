import { getBlob, ref } from 'firebase/storage';
import { storage } from '@/lib/storage';

/**
 * The certificate's PDF, read through storage.rules (its owner or an admin). Loaded on the
 * click, so the Storage SDK stays out of the pages that list certificates.
 */
export function fetchCertificatePdf(path: string): Promise<Blob> {
  return getBlob(ref(storage, path));
}
