import { COLLECTIONS } from '@app/domain';
import { onceRead, type Read } from '@/lib/use-read';
import { readCertificate, type PublicCertificate } from './read-certificate';

/** The certificate with this code, read once; a typed text that cannot be a code (null) reads nothing. */
export const certificateByCode = (code: string | null): Read<PublicCertificate | null> =>
  code
    ? onceRead(`${COLLECTIONS.certificates}/${code}`, () => readCertificate(code))
    : onceRead(`${COLLECTIONS.certificates}/-`, async () => null);
