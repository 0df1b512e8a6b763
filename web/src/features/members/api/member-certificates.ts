import {
  revokeCertificateCallable,
  type MemberCertificate,
  type RevokeCertificateInput,
  type RevokeCertificateOutput,
} from '@app/domain';
import { callFunction } from '@/lib/call-function';
import { readCertificatesOf } from '@/lib/content';
import type { WithId } from '@/lib/schema-converter';

export type MemberCertificateRow = WithId<MemberCertificate>;

/** A member's certificates, newest first (admins may read them), read once. */
export const memberCertificates = readCertificatesOf;

/** revokeCertificate (contract in @app/domain): admins only, with the reason. */
export async function revokeMemberCertificate(
  input: RevokeCertificateInput,
): Promise<RevokeCertificateOutput> {
  return callFunction(revokeCertificateCallable, input);
}
