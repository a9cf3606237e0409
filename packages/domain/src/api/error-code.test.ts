import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorCodeSchema, isErrorCode } from './error-code';

describe('error codes', () => {
  it('lists each code once, in the envelope style (upper snake case)', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('tells our codes from anything else read off the wire', () => {
    expect(isErrorCode('BOOKING_OVERLAP')).toBe(true);
    expect(isErrorCode('booking_overlap')).toBe(false);
    expect(isErrorCode('HTTP_502')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(ErrorCodeSchema.safeParse('SLOT_NOT_OFFERED').success).toBe(true);
  });
});
