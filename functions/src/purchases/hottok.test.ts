// Unit test: the webhook's token check.
import { describe, expect, it } from 'vitest';
import { hottokMatches } from './hottok';

describe('hottokMatches', () => {
  it('accepts only the exact configured token', () => {
    expect(hottokMatches('tok-123', 'tok-123')).toBe(true);
    expect(hottokMatches('tok-124', 'tok-123')).toBe(false);
    expect(hottokMatches('tok-1234', 'tok-123')).toBe(false);
    expect(hottokMatches('TOK-123', 'tok-123')).toBe(false);
  });

  it('refuses a missing token, and everything when no token is configured', () => {
    expect(hottokMatches(undefined, 'tok-123')).toBe(false);
    expect(hottokMatches('', 'tok-123')).toBe(false);
    expect(hottokMatches('', '')).toBe(false);
  });
});
