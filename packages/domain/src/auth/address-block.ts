import { isIPv4, isIPv6 } from './ip-address';

/**
 * The block a client address is counted in: its /24 for IPv4 and its /64 for IPv6. One host on
 * IPv6 usually holds a whole /64 (and a rented IPv4 range a /24), so counting single addresses
 * would hand an attacker billions of "new" addresses for free. IPv4-mapped IPv6 addresses
 * (`::ffff:203.0.113.7`) count as the IPv4 they carry. Anything else is its own block.
 */
export function addressBlock(address: string): string {
  const text = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)?.[1];
  const v4 = mapped ?? text;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).map(Number).join('.')}.0/24`;
  if (isIPv6(text)) return `${expandIPv6(text).slice(0, 4).join(':')}::/64`;
  return text;
}

/** The eight groups of an IPv6 address, each as 1–4 lowercase hex digits without leading zeros. */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? address;
  // A trailing dotted IPv4 takes the last two groups.
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(withoutZone)?.[1];
  let text = withoutZone;
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${withoutZone.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
