import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capReached, capWindowsAt, DEFAULT_PUBLIC_BOOKING_CAPS } from './public-booking-caps';

describe('capReached', () => {
  it('refuses the booking that would go past a cap, and never with a cap of 0', () => {
    fc.assert(
      fc.property(
        fc.record({
          spaceLastHour: fc.nat(100),
          hostLastDay: fc.nat(100),
          emailLastDay: fc.nat(100),
        }),
        fc.record({ perSpacePerHour: fc.nat(100), perHostPerDay: fc.nat(100), perEmailPerDay: fc.nat(100) }),
        (counts, caps) => {
          const reached = capReached(counts, caps);
          const full = {
            email: caps.perEmailPerDay > 0 && counts.emailLastDay >= caps.perEmailPerDay,
            host: caps.perHostPerDay > 0 && counts.hostLastDay >= caps.perHostPerDay,
            space: caps.perSpacePerHour > 0 && counts.spaceLastHour >= caps.perSpacePerHour,
          };
          expect(reached === null).toBe(!full.email && !full.host && !full.space);
          if (reached) expect(full[reached]).toBe(true);
        },
      ),
    );
  });

  it('answers the narrowest cap first', () => {
    const counts = { spaceLastHour: 60, hostLastDay: 40, emailLastDay: 5 };
    expect(capReached(counts, DEFAULT_PUBLIC_BOOKING_CAPS)).toBe('email');
    expect(capReached({ ...counts, emailLastDay: 4 }, DEFAULT_PUBLIC_BOOKING_CAPS)).toBe('host');
    expect(capReached({ ...counts, emailLastDay: 4, hostLastDay: 39 }, DEFAULT_PUBLIC_BOOKING_CAPS)).toBe(
      'space',
    );
  });

  it('counts over the hour and the day before now', () => {
    expect(capWindowsAt(86_400_000)).toEqual({ hourAgo: 82_800_000, dayAgo: 0 });
  });
});
