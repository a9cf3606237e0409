import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_DELAY, signInDelayMs } from './sign-in-delay';

describe('signInDelayMs', () => {
  it('is free for the first failures, then doubles from one second up to the cap', () => {
    const delays = Array.from({ length: 14 }, (_, failures) =>
      signInDelayMs(failures, 5, DEFAULT_SIGN_IN_DELAY),
    );
    expect(delays).toEqual([
      0, 0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('never exceeds the cap, whatever the count', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 100 }), (failures, free) => {
        const delay = signInDelayMs(failures, free, DEFAULT_SIGN_IN_DELAY);
        return delay >= 0 && delay <= DEFAULT_SIGN_IN_DELAY.capMs;
      }),
    );
  });
});
