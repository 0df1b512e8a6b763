import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'segredo-de-teste';
const now = new Date('2026-11-25T12:00:00Z');
const later = new Date('2026-12-25T12:00:00Z');

describe('unsubscribe tokens', () => {
  const token = signUnsubscribeToken({ uid: 'u-1', key: 'newClasses', expiresAt: later }, SECRET);

  it('name the member and the switch until they expire', () => {
    expect(verifyUnsubscribeToken(token, SECRET, now)).toEqual({
      ok: true,
      uid: 'u-1',
      key: 'newClasses',
    });
    expect(verifyUnsubscribeToken(token, SECRET, later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse another secret, an altered payload and garbage', () => {
    expect(verifyUnsubscribeToken(token, 'outro', now)).toEqual({ ok: false, reason: 'forged' });
    const [, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify(['u-2', 'newClasses', 2e9])).toString(
      'base64url',
    );
    expect(verifyUnsubscribeToken(`${otherPayload}.${signature}`, SECRET, now)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(verifyUnsubscribeToken('', SECRET, now).ok).toBe(false);
    expect(verifyUnsubscribeToken('a.b.c', SECRET, now).ok).toBe(false);
  });

  it('refuse a signed payload that is not a claim', () => {
    const forged = signUnsubscribeToken(
      { uid: 'u-1', key: 'admin' as never, expiresAt: later },
      SECRET,
    );
    expect(verifyUnsubscribeToken(forged, SECRET, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
