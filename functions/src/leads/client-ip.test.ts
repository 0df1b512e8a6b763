import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-ip';

describe('clientAddressKey', () => {
  it("takes the last X-Forwarded-For entry, the one Google's front end appended", () => {
    expect(clientAddressKey({ 'x-forwarded-for': '203.0.113.7' }, '10.0.0.1')).toBe('203.0.113.7');
    // A client cannot pick its own key by sending the header: the real address comes last.
    expect(clientAddressKey({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }, '10.0.0.1')).toBe(
      '203.0.113.7',
    );
  });

  it('falls back to the socket address, and to null without any', () => {
    expect(clientAddressKey({}, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressKey({ 'x-forwarded-for': ' , ' }, '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressKey({}, undefined)).toBeNull();
  });

  it('counts IPv6 addresses by their /64 network', () => {
    expect(clientAddressKey({ 'x-forwarded-for': '2001:db8:1:2:aaaa::1' }, undefined)).toBe(
      '2001:db8:1:2::/64',
    );
    expect(clientAddressKey({ 'x-forwarded-for': '2001:DB8:1:2:ffff:0:0:9' }, undefined)).toBe(
      '2001:db8:1:2::/64',
    );
    expect(clientAddressKey({}, '::1')).toBe('0:0:0:0::/64');
  });
});
