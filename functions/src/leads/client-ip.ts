import type { IncomingHttpHeaders } from 'node:http';

/**
 * The address a lead is counted against. Behind Google's front end (Cloud Functions, Cloud Run)
 * the caller's address is the LAST entry of X-Forwarded-For: Google appends it, while anything
 * before it is whatever the client chose to send. Without the header (a direct connection) the
 * socket's address is used. IPv4-mapped IPv6 addresses count as their IPv4 address, and other
 * IPv6 addresses by their /64 network, because one subscriber line owns a whole /64 and could
 * otherwise rotate addresses to escape the limit.
 */
export function clientAddressKey(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
): string | null {
  const forwarded = headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = chain.at(-1) ?? socketAddress?.trim();
  return address ? addressKey(address) : null;
}

function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address.toLowerCase();
}

/** The eight 16-bit groups of an IPv6 address ('::' expanded, zone id dropped), or null. */
function expandIpv6(address: string): string[] | null {
  const [withoutZone = ''] = address.toLowerCase().split('%');
  const halves = withoutZone.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
