// Small schema building blocks shared by the entity files.
import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../limits';

/** Optional stored field (`?` in docs/product.md, "Modelo de dados"): may be null or absent. */
export const optionalString = z.string().nullish();

/** An http(s) URL (the rules check the same prefix). */
export function httpUrl(message: string) {
  return z.url({ protocol: /^https?$/, error: message }).max(URL_MAX_LENGTH, message);
}

/** Form field that is either empty or an http(s) URL. */
export function urlOrEmpty(message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || httpUrl(message).safeParse(value).success, {
      error: message,
    });
}

/** Optional short free text of a form (empty string allowed). */
export const optionalShortText = z.string().trim().max(SHORT_TEXT_MAX_LENGTH);

/**
 * A browser File seen structurally ({name, size, type}) so the same schema runs in Node tests
 * and in functions, where `File` may not exist.
 */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.size === 'number' && typeof v.type === 'string';
}

/** Digits of a phone as typed ("(11) 98765-4321" → "11987654321"). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Empty strings from forms become null before they are stored. */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
