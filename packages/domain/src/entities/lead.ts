// leads/{id} and the lead popup of the sales page.
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LEAD_PHONE_MAX_DIGITS,
  LEAD_PHONE_MIN_DIGITS,
  PLAN_KEYS,
  SHORT_TEXT_MAX_LENGTH,
} from '../limits';
import { timestampLikeSchema } from '../timestamps';
import { phoneDigits } from './shared';

/**
 * Each lead error is shown as a toast title + description. The zod message is the title;
 * the UI looks the description up with `leadErrorToast(message)`.
 */
export const leadMessages = {
  name: { title: 'Nome obrigatório', description: 'Por favor, informe seu nome completo.' },
  nameInvalid: {
    title: 'Nome inválido',
    description: 'Por favor, informe seu nome com até 200 caracteres, sem quebras de linha.',
  },
  email: { title: 'Email inválido', description: 'Por favor, informe um email válido.' },
  phone: {
    title: 'Telefone inválido',
    description: 'Por favor, informe um telefone válido com DDD.',
  },
} as const;

export type LeadToast = (typeof leadMessages)[keyof typeof leadMessages];

/** The toast (title + description) for a lead-form error message, if it is one of ours. */
export function leadErrorToast(message: string): LeadToast | undefined {
  return Object.values(leadMessages).find((m) => m.title === message);
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** E-mail shape shared with firestore.rules (`^[^@\s]+@[^@\s]+\.[^@\s]+$`). */
export const LEAD_EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const LEAD_PHONE_PATTERN = /^[0-9]{10,11}$/;

/** Popup form; the phone is typed formatted "(DD) NNNNN-NNNN" and stored as digits. */
export const leadFormSchema = z.object({
  name: z
    .string({ error: leadMessages.name.title })
    .trim()
    .min(1, leadMessages.name.title)
    .max(SHORT_TEXT_MAX_LENGTH, leadMessages.nameInvalid.title)
    // Control characters (line breaks, tabs, NUL) have no place in a name and break exports.
    .refine((name) => !CONTROL_CHARACTERS.test(name), { error: leadMessages.nameInvalid.title }),
  email: z
    .string({ error: leadMessages.email.title })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, leadMessages.email.title)
    // z.email() is stricter than LEAD_EMAIL_PATTERN, so whatever passes here passes the rules.
    .pipe(z.email(leadMessages.email.title)),
  phone: z
    .string({ error: leadMessages.phone.title })
    .transform(phoneDigits)
    .refine((d) => d.length >= LEAD_PHONE_MIN_DIGITS && d.length <= LEAD_PHONE_MAX_DIGITS, {
      error: leadMessages.phone.title,
    }),
});
export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadFormValues = z.output<typeof leadFormSchema>;

export const leadSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** Digits only. */
  phone: z.string().regex(LEAD_PHONE_PATTERN),
  plan: z.enum(PLAN_KEYS),
  /** Where the lead came from, e.g. 'planos'. */
  origin: z.string(),
  createdAt: timestampLikeSchema,
});
export type Lead = z.infer<typeof leadSchema>;

/** "(DD) NNNNN-NNNN" display of up to 11 typed digits, formatted as the user types. */
export function formatPhone(input: string): string {
  const d = phoneDigits(input).slice(0, LEAD_PHONE_MAX_DIGITS);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
