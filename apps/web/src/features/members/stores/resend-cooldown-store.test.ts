import { describe, expect, it } from 'vitest';
import { resendAvailableAt } from './resend-cooldown-store';

const now = Date.parse('2025-03-05T12:00:00.000Z');
const seconds = (count: number) => count * 1000;

describe('resendAvailableAt', () => {
  it('is 60 s after this browser sent the e-mail', () => {
    expect(resendAvailableAt(now - seconds(10), undefined, now)).toBe(now + seconds(50));
    expect(resendAvailableAt(now - seconds(90), undefined, now)).toBe(now - seconds(30));
  });

  it("honours the server's time for an e-mail sent elsewhere within the cooldown", () => {
    const serverTime = new Date(now + seconds(40)).toISOString();
    expect(resendAvailableAt(undefined, serverTime, now)).toBe(now + seconds(40));
  });

  it('ignores a server time further away than the cooldown itself (a clock difference)', () => {
    const skewed = new Date(now + seconds(600)).toISOString();
    expect(resendAvailableAt(undefined, skewed, now)).toBe(0);
    expect(resendAvailableAt(now, skewed, now)).toBe(now + seconds(60));
  });

  it('is open when nothing says otherwise', () => {
    expect(resendAvailableAt(undefined, undefined, now)).toBe(0);
    expect(resendAvailableAt(undefined, 'not a date', now)).toBe(0);
  });
});
