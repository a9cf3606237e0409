import { describe, expect, it } from 'vitest';
import { freedSlotOf, requestExpiry, windowEndInstant, windowsAhead } from './waitlist-rules';

const MADRID = 'Europe/Madrid';
const at = (iso: string) => Date.parse(iso);

describe('waitlist rules', () => {
  it('reads a window end in the clinic zone, 24:00 as the next midnight', () => {
    expect(windowEndInstant({ date: '2026-03-02', from: '09:00', to: '12:00' }, MADRID)).toBe(
      at('2026-03-02T11:00:00Z'),
    );
    expect(windowEndInstant({ date: '2026-03-02', from: '18:00', to: '24:00' }, MADRID)).toBe(
      at('2026-03-02T23:00:00Z'),
    );
    // Summer time starts on 2026-03-29: midnight that night is 22:00Z.
    expect(windowEndInstant({ date: '2026-03-29', from: '18:00', to: '24:00' }, MADRID)).toBe(
      at('2026-03-29T22:00:00Z'),
    );
  });

  it('keeps only the windows still ahead', () => {
    const windows = [
      { date: '2026-03-02', from: '09:00', to: '10:00' },
      { date: '2026-03-02', from: '10:00', to: '12:00' },
    ];
    expect(windowsAhead(windows, MADRID, at('2026-03-02T09:00:00Z'))).toEqual([windows[1]]);
    expect(windowsAhead(windows, MADRID, at('2026-03-02T11:00:00Z'))).toEqual([]);
  });

  it('ends a request after its days or at its last window, whichever comes first', () => {
    const now = at('2026-03-02T08:00:00Z');
    const windows = [{ date: '2026-03-03', from: '09:00', to: '12:00' }];
    expect(requestExpiry(windows, MADRID, now, 7)).toBe(at('2026-03-03T11:00:00Z'));
    const far = [{ date: '2026-04-30', from: '09:00', to: '12:00' }];
    expect(requestExpiry(far, MADRID, now, 7)).toBe(now + 7 * 86_400_000);
  });

  it('reads a freed booking as a slot in wall time, past midnight as 24:00', () => {
    const booking = {
      serviceId: 's',
      hostId: 'h',
      startAt: at('2026-03-02T09:00:00Z'),
      endAt: at('2026-03-02T09:30:00Z'),
    };
    expect(freedSlotOf(booking, MADRID)).toEqual({
      serviceId: 's',
      hostId: 'h',
      date: '2026-03-02',
      startTime: '10:00',
      endTime: '10:30',
      startAt: booking.startAt,
    });
    const late = { ...booking, startAt: at('2026-03-02T22:30:00Z'), endAt: at('2026-03-02T23:30:00Z') };
    expect(freedSlotOf(late, MADRID).endTime).toBe('24:00');
  });
});
