import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSeeBookingPrice } from './booking-price-visibility';

describe('canSeeBookingPrice', () => {
  it('shows an ADMIN every price and a MEMBER only their own appointments', () => {
    const id = fc.constantFrom('u1', 'u2', 'u3');
    fc.assert(
      fc.property(
        fc.constantFrom('ADMIN' as const, 'MEMBER' as const),
        id,
        fc.option(id, { nil: null }),
        (role, userId, hostId) => {
          // Oracle: the rule in words.
          const expected = role === 'ADMIN' ? true : hostId === userId;
          return canSeeBookingPrice({ role, userId }, hostId) === expected;
        },
      ),
    );
    expect(canSeeBookingPrice({ role: 'MEMBER', userId: 'u1' }, null)).toBe(false);
  });
});
