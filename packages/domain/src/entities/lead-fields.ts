// The lead form's fields without zod: the checks, messages and phone mask that the sales page's
// small lead script (no zod on public pages) and the zod schemas in lead.ts (the function's input
// and the popup's schema) share, so the browser and the function refuse exactly the same input.
import {
  EMAIL_MAX_LENGTH,
  LEAD_PHONE_MAX_DIGITS,
  LEAD_PHONE_MIN_DIGITS,
  SHORT_TEXT_MAX_LENGTH,
} from '../limits';

/**
 * Each lead error as a title + description (the title is also the schema's error message; the
 * form shows the description under the field).
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

/** The message pair for a lead-form error message, if it is one of ours. */
export function leadErrorToast(message: string): LeadToast | undefined {
  return Object.values(leadMessages).find((m) => m.title === message);
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** E-mail shape shared with firestore.rules (`^[^@\s]+@[^@\s]+\.[^@\s]+$`). */
export const LEAD_EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/**
 * The e-mail a lead may have: zod's own e-mail pattern (`z.email()`), written out so code without
 * zod checks the same. Stricter than LEAD_EMAIL_PATTERN, so what passes here passes the rules.
 */
export const LEAD_EMAIL_STRICT =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const LEAD_PHONE_PATTERN = /^[0-9]{10,11}$/;

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** A trimmed name's error, or null when it is a valid name. */
export function leadNameError(name: string): LeadToast | null {
  if (name.length === 0) return leadMessages.name;
  if (name.length > SHORT_TEXT_MAX_LENGTH || CONTROL_CHARACTERS.test(name)) {
    return leadMessages.nameInvalid;
  }
  return null;
}

/** A trimmed, lower-cased e-mail's error, or null. */
export function leadEmailError(email: string): LeadToast | null {
  return email.length <= EMAIL_MAX_LENGTH && LEAD_EMAIL_STRICT.test(email)
    ? null
    : leadMessages.email;
}

/** A phone's error (digits are counted, the mask ignored), or null. */
export function leadPhoneError(phone: string): LeadToast | null {
  const digits = digitsOf(phone).length;
  return digits >= LEAD_PHONE_MIN_DIGITS && digits <= LEAD_PHONE_MAX_DIGITS
    ? null
    : leadMessages.phone;
}

export type LeadFields = { name: string; email: string; phone: string };
export type LeadFieldErrors = Partial<Record<keyof LeadFields, LeadToast>>;

/**
 * The form's values as they are stored (name trimmed, e-mail trimmed and lower-cased, phone as
 * digits) with each field's error; `values` only when there is none.
 */
export function checkLeadFields(input: LeadFields): {
  values: LeadFields | null;
  errors: LeadFieldErrors;
} {
  const values = {
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    phone: digitsOf(input.phone),
  };
  const errors: LeadFieldErrors = {};
  const name = leadNameError(values.name);
  if (name) errors.name = name;
  const email = leadEmailError(values.email);
  if (email) errors.email = email;
  const phone = leadPhoneError(values.phone);
  if (phone) errors.phone = phone;
  return { values: Object.keys(errors).length ? null : values, errors };
}

/** "(DD) NNNNN-NNNN" display of up to 11 typed digits, formatted as the user types. */
export function formatPhone(input: string): string {
  const d = digitsOf(input).slice(0, LEAD_PHONE_MAX_DIGITS);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
