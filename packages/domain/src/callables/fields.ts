import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../limits';
import { normalizeEmail } from '../member-import/email';
import { callableMessages as m } from './messages';

// Field schemas shared by more than one callable contract.

/** An e-mail as typed in the create-user dialog: trimmed and lower-cased, as profiles store it. */
export const emailField = z
  .string({ error: m.emailRequired })
  .overwrite(normalizeEmail)
  .min(1, m.emailRequired)
  .max(EMAIL_MAX_LENGTH, m.emailInvalid)
  .regex(z.regexes.email, m.emailInvalid);

/**
 * The input of a callable that takes none (it acts on the caller): anything sent is accepted and
 * ignored, so the web sends nothing.
 */
export const noInput = z.unknown();

/** A document id sent by the client (uid, class id, attachment id). */
export const idField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(128, message)
    // Firestore ids cannot contain '/', and an id with one would address another document.
    .refine((value) => !value.includes('/'), message);
