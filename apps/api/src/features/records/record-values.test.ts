import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainLocalDateTime, localDateTime } from './record-values';

describe('localDateTime', () => {
  it('reads every instant as the domain time-zone code does (DST included)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom('Europe/Madrid', 'America/Mexico_City', 'America/Santiago', 'Atlantic/Canary', 'UTC'),
        (milliseconds, timeZone) => {
          const instant = new Date(milliseconds);
          expect(localDateTime(instant, timeZone)).toBe(domainLocalDateTime(instant, timeZone));
        },
      ),
    );
  });
});
