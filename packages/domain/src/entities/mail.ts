// mail/{id}: outgoing e-mail in the Trigger Email extension's shape; functions only.
import { z } from 'zod';

export const mailSchema = z.object({
  to: z.union([z.string(), z.array(z.string())]),
  message: z.object({
    subject: z.string().min(1),
    text: z.string(),
    html: z.string(),
    /** Extra headers (nodemailer's `headers`), e.g. List-Unsubscribe on reminders. */
    headers: z.record(z.string(), z.string()).optional(),
  }),
});
export type Mail = z.infer<typeof mailSchema>;

/**
 * Failed deliveries a member's 'Histórico' lists at most (the extension's delivery.state ERROR;
 * firestore.rules lets admins list only those, this many at a time).
 */
export const MAIL_FAILURES_LIST_MAX = 20;
