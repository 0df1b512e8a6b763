import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether the token a request carries is the configured one, in constant time: both sides are
 * hashed first, so neither the content nor the length of the secret leaks through timing.
 */
export function hottokMatches(received: string | undefined, expected: string): boolean {
  if (!received || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}
