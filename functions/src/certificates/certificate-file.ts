import {
  certificatePdfPath,
  certificateVerifyPath,
  longPtBrDate,
  memberCertificateSchema,
  saoPauloToday,
  toDateValue,
  type DateLike,
  type MemberCertificate,
} from '@app/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import { createFileOnce } from '../common/create-file-once';

type Bucket = ReturnType<Storage['bucket']>;

export type PdfResult = 'stored' | 'already-stored' | 'no-certificate';

/**
 * Renders the member's certificate (profiles/{uid}/certificates/{courseId}) to its PDF, stores it
 * once under certificatePdfPath and records the path on the member's copy, which is what turns on
 * 'Baixar certificado'. The upload only creates (generation precondition 0): a repeated event or
 * a retry after the upload finds the file there and just records the path. A certificate is
 * rendered from its own document, so the PDF carries the name frozen at issue. A certificate
 * removed during the render leaves no PDF behind.
 */
export async function storeCertificatePdf(
  own: DocumentReference,
  uid: string,
  bucket: Bucket,
  siteUrl: string,
): Promise<PdfResult> {
  const snap = await own.get();
  if (!snap.exists) return 'no-certificate';
  const certificate = memberCertificateSchema.parse(snap.data());
  if (certificate.pdfPath) return 'already-stored';
  const { path, result } = await writeCertificatePdf(bucket, uid, certificate, siteUrl);
  try {
    await own.update({ pdfPath: path });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    // The certificate went away while it was rendered (its member deleted the account): the PDF,
    // which carries her name, must not outlive it.
    await bucket.file(path).delete({ ignoreNotFound: true });
    return 'no-certificate';
  }
  return result;
}

/** Firestore's NOT_FOUND (gRPC code 5): an update of a document that no longer exists. */
function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown }).code === 5;
}

/** Renders the certificate and uploads it to its path unless a file is there already. */
export async function writeCertificatePdf(
  bucket: Bucket,
  uid: string,
  certificate: Pick<
    MemberCertificate,
    'name' | 'courseTitle' | 'hours' | 'completedOn' | 'code' | 'quizScore'
  > & {
    issuedAt: DateLike;
  },
  siteUrl: string,
): Promise<{ path: string; result: 'stored' | 'already-stored' }> {
  const path = certificatePdfPath(uid, certificate.code);
  // Loaded here, not with the module: every function of the bundle loads this module, only the
  // certificate ones draw, and pdf-lib added ~75 ms to each function's cold start.
  const { drawCertificatePdf } = await import('./certificate-pdf');
  const bytes = await drawCertificatePdf({
    name: certificate.name,
    courseTitle: certificate.courseTitle,
    hours: certificate.hours,
    completedOn: certificate.completedOn,
    code: certificate.code,
    verifyUrl: `${siteUrl}${certificateVerifyPath(certificate.code)}`,
    issuedOn: longPtBrDate(saoPauloToday(toDateValue(certificate.issuedAt))),
    quizScore: certificate.quizScore ?? null,
  });
  const stored = await createFileOnce(bucket.file(path), bytes, 'application/pdf', {
    contentDisposition: 'attachment',
  });
  return { path, result: stored ? 'stored' : 'already-stored' };
}
