import { certificateVerifyPath, linkedInCertificationUrl, toDateValue } from '@app/domain';
import { PLATFORM_NAME } from '@/config/brand';
import type { MyCertificate } from './my-certificates';

/** Where a certificate is checked (this site) and its LinkedIn add-certification address. */
export function certificateLinks(certificate: MyCertificate) {
  const verifyPath = certificateVerifyPath(certificate.code);
  return {
    verifyPath,
    linkedIn: linkedInCertificationUrl({
      courseTitle: certificate.courseTitle,
      organization: PLATFORM_NAME,
      issuedAt: toDateValue(certificate.issuedAt),
      code: certificate.code,
      verifyUrl: `${window.location.origin}${verifyPath}`,
    }),
  };
}
