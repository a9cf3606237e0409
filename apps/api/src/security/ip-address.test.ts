import { isIP } from 'node:net';
import { isIPv4, isIPv6 } from '@citavet/domain/auth/ip-address';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// The domain cannot use node:net (it also runs in the browser); node:net is the oracle here.
describe('the domain address checks', () => {
  it('recognise addresses exactly as node:net does', () => {
    const candidates = fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      fc.ipV4Extended(),
      fc.stringMatching(/^[0-9a-f:.]{0,20}$/),
    );
    fc.assert(
      fc.property(candidates, (text) => {
        expect(isIPv4(text)).toBe(isIP(text) === 4);
        expect(isIPv6(text)).toBe(isIP(text) === 6);
      }),
      { numRuns: 3000 },
    );
  });
});
