import { z } from 'zod';
import { defineCallable, outputType } from './define-callable';
import { idField } from './fields';
import { callableMessages as m } from './messages';

// revokeCertificate: 'Revogar' on a member's certificates in the member console (admins only).
// The certificate stays, marked revoked with the reason (its public check says so); the audit
// trail keeps who revoked it, when and why.

export const REVOKE_REASON_MIN_LENGTH = 3;
export const REVOKE_REASON_MAX_LENGTH = 500;

export const revokeCertificateInputSchema = z.object(
  {
    uid: idField(m.userNotFound),
    courseId: idField(m.certificateNotFound),
    reason: z
      .string({ error: m.revokeReasonRequired })
      .trim()
      .min(REVOKE_REASON_MIN_LENGTH, m.revokeReasonRequired)
      .max(REVOKE_REASON_MAX_LENGTH, m.revokeReasonTooLong),
  },
  { error: m.certificateNotFound },
);

export type RevokeCertificateInput = z.input<typeof revokeCertificateInputSchema>;

export interface RevokeCertificateOutput {
  code: string;
  /** false when it was already revoked: nothing written. */
  revoked: boolean;
}

export const revokeCertificateCallable = defineCallable({
  name: 'revokeCertificate',
  input: revokeCertificateInputSchema,
  output: outputType<RevokeCertificateOutput>(),
});
