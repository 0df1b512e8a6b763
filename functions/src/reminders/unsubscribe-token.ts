import { EMAIL_PREFERENCE_KEYS, type EmailPreferenceKey } from '@app/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link's token: who, which switch and until when, signed with
 * HMAC-SHA256 under UNSUBSCRIBE_SECRET. `{payload}.{signature}`, both base64url; the payload is
 * JSON `[uid, key, expiresAtSeconds]`. Nothing secret is inside, only nothing forgeable.
 */
export interface UnsubscribeClaim {
  uid: string;
  key: EmailPreferenceKey;
  expiresAt: Date;
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function signUnsubscribeToken(claim: UnsubscribeClaim, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify([claim.uid, claim.key, Math.floor(claim.expiresAt.getTime() / 1000)]),
  ).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

export type TokenCheck =
  | { ok: true; uid: string; key: EmailPreferenceKey }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

export function verifyUnsubscribeToken(token: string, secret: string, now: Date): TokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'forged' };
  }
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!Array.isArray(claim) || claim.length !== 3) return { ok: false, reason: 'malformed' };
  const [uid, key, expiresAt] = claim as [unknown, unknown, unknown];
  if (
    typeof uid !== 'string' ||
    !uid ||
    !EMAIL_PREFERENCE_KEYS.includes(key as EmailPreferenceKey) ||
    typeof expiresAt !== 'number'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (now.getTime() >= expiresAt * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, uid, key: key as EmailPreferenceKey };
}
