import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressBlock } from './address-block';
import { isIPv6 } from './ip-address';

// Oracle: the block's first 64 bits, from the address's bytes.
function bytesOfIPv6(groups: number[]): number[] {
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

describe('addressBlock', () => {
  it('counts IPv4 per /24 and IPv6 per /64', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.0/24');
    expect(addressBlock('203.0.113.250')).toBe('203.0.113.0/24');
    expect(addressBlock('203.0.114.7')).toBe('203.0.114.0/24');
    expect(addressBlock('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(addressBlock('desconocida')).toBe('desconocida');
  });

  it('puts two IPv4 addresses in one block exactly when their first 24 bits agree', () => {
    const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255));
    fc.assert(
      fc.property(ipv4, ipv4, (a, b) => {
        const same = a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
        return (addressBlock(a.join('.')) === addressBlock(b.join('.'))) === same;
      }),
    );
  });

  it('puts two IPv6 addresses in one block exactly when their first 64 bits agree, in any spelling', () => {
    const groups = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });
    // Spell an address the long way or with its longest run of zero groups as '::'.
    const spell = (values: number[], compress: boolean) => {
      const hex = values.map((value) => value.toString(16));
      if (!compress) return hex.join(':');
      let bestStart = -1;
      let bestLength = 0;
      for (let start = 0; start < 8; start++) {
        let length = 0;
        while (start + length < 8 && values[start + length] === 0) length++;
        if (length > bestLength) [bestStart, bestLength] = [start, length];
      }
      if (bestLength < 2) return hex.join(':');
      return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
    };
    fc.assert(
      fc.property(groups, groups, fc.boolean(), fc.boolean(), (a, b, compressA, compressB) => {
        const same = bytesOfIPv6(a)
          .slice(0, 8)
          .every((byte, index) => byte === bytesOfIPv6(b)[index]);
        const spelledA = spell(a, compressA);
        const spelledB = spell(b, compressB);
        expect(isIPv6(spelledA)).toBe(true);
        return (addressBlock(spelledA) === addressBlock(spelledB)) === same;
      }),
    );
  });
});
