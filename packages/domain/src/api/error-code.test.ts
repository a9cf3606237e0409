import { describe, expect, it } from 'vitest';
import { ErrorCodeSchema } from './envelope.schema';
import { ERROR_CODES } from './error-code';

describe('error codes', () => {
  it('lists each code once, in the envelope style (upper snake case)', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('tells our codes from anything else read off the wire', () => {
    expect(ErrorCodeSchema.safeParse('BOOKING_OVERLAP').success).toBe(true);
    expect(ErrorCodeSchema.safeParse('booking_overlap').success).toBe(false);
    expect(ErrorCodeSchema.safeParse('HTTP_502').success).toBe(false);
    expect(ErrorCodeSchema.safeParse(404).success).toBe(false);
  });
});
