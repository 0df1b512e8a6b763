import type { MemberCertificate } from '@app/domain';
import { liveCertificatesOf } from '@/lib/content';
import type { WithId } from '@/lib/schema-converter';

export type MyCertificate = WithId<MemberCertificate>;

/** The member's certificates, newest first, live (one appears when a course is finished). */
export const liveMyCertificates = liveCertificatesOf;
