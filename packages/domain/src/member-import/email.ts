// E-mail addresses as the platform stores and compares them. The checkout's webhook
// (entities/purchase.ts), the callables' e-mail field and the member import all normalise with
// normalizeEmail, so an imported member is the one a later purchase finds.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../limits';

/** Trimmed and lower-cased: how profiles store an e-mail and how every lookup compares it. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Whether a normalised e-mail is an address the platform accepts (Auth and the profile). */
export function isEmailAddress(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(email);
}

/**
 * Domains most Brazilian members use. A domain one or two keystrokes away from one of them
 * (gmial.com, hotmial.com, gmail.con) is most likely a typo: the import flags it, never fixes it.
 */
export const COMMON_EMAIL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'hotmail.com.br',
  'outlook.com',
  'outlook.com.br',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.com.br',
  'icloud.com',
  'me.com',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'ig.com.br',
  'globo.com',
  'globomail.com',
  'protonmail.com',
] as const;

const COMMON = new Set<string>(COMMON_EMAIL_DOMAINS);

/** Real providers one keystroke away from a common domain: never reported as typos. */
const REAL_LOOKALIKES = new Set(['mail.com', 'email.com', 'ymail.com', 'gmx.com', 'aol.com']);

/** Optimal string alignment distance: insertions, deletions, substitutions, swaps of neighbours. */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The common domain a normalised e-mail's domain was probably meant to be ('gmial.com' →
 * 'gmail.com'), or null when the domain is a common one or not close to any.
 */
export function likelyDomainTypo(email: string): string | null {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!domain || COMMON.has(domain) || REAL_LOOKALIKES.has(domain)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const common of COMMON_EMAIL_DOMAINS) {
    if (Math.abs(common.length - domain.length) > 2) continue;
    const distance = editDistance(domain, common);
    if (!best || distance < best.distance) best = { domain: common, distance };
  }
  if (!best) return null;
  // One slip; two only in the long Brazilian domains ('hotmial.con.br').
  const allowed = best.domain.length >= 11 ? 2 : 1;
  return best.distance <= allowed ? best.domain : null;
}
