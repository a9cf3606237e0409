import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAppointmentStart } from './appointment-default-time';

const clock = { today: '2026-03-10', minutesOfDay: 17 * 60 + 30 };
const slot = (date: string, startTime: string, available = true) => ({ date, startTime, available });

describe('defaultAppointmentStart', () => {
  it('opens on the next free slot from now, not on 09:00 of a day whose morning is over', () => {
    const slots = [
      slot('2026-03-10', '09:00'),
      slot('2026-03-10', '17:30', false),
      slot('2026-03-10', '18:00'),
    ];
    expect(defaultAppointmentStart({ date: '2026-03-10', clock, slots })).toEqual({
      date: '2026-03-10',
      startTime: '18:00',
    });
  });

  it('moves to a later day when today has nothing left', () => {
    const slots = [slot('2026-03-11', '10:00'), slot('2026-03-11', '09:30')];
    expect(defaultAppointmentStart({ date: '2026-03-10', clock, slots })).toEqual({
      date: '2026-03-11',
      startTime: '09:30',
    });
  });

  it('keeps a later day the user picked, even when only the next day has room', () => {
    const slots = [slot('2026-03-13', '10:00')];
    expect(defaultAppointmentStart({ date: '2026-03-12', clock, slots })).toEqual({
      date: '2026-03-12',
      startTime: '09:00',
    });
    expect(
      defaultAppointmentStart({ date: '2026-03-12', clock, slots: [...slots, slot('2026-03-12', '11:15')] }),
    ).toEqual({ date: '2026-03-12', startTime: '11:15' });
  });

  it('falls back to the next round quarter hour today, and 09:00 on a later day', () => {
    expect(
      defaultAppointmentStart({
        date: '2026-03-10',
        clock: { ...clock, minutesOfDay: 17 * 60 + 31 },
        slots: [],
      }),
    ).toEqual({
      date: '2026-03-10',
      startTime: '17:45',
    });
    expect(
      defaultAppointmentStart({
        date: '2026-03-10',
        clock: { ...clock, minutesOfDay: 23 * 60 + 50 },
        slots: [],
      }).startTime,
    ).toBe('23:45');
    expect(defaultAppointmentStart({ date: '2026-03-12', clock, slots: [] })).toEqual({
      date: '2026-03-12',
      startTime: '09:00',
    });
  });

  it('never answers a taken slot or a start in the past, as a scan of every slot would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 95 }), fc.boolean()), { maxLength: 20 }),
        (minutesOfDay, raw) => {
          const slots = raw.map(([quarter, available]) =>
            slot(
              '2026-03-10',
              `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`,
              available,
            ),
          );
          const chosen = defaultAppointmentStart({
            date: '2026-03-10',
            clock: { today: '2026-03-10', minutesOfDay },
            slots,
          });
          const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
          const freeAhead = slots
            .filter((each) => each.available && minutes(each.startTime) >= minutesOfDay)
            .map((each) => minutes(each.startTime));
          if (freeAhead.length > 0) expect(minutes(chosen.startTime)).toBe(Math.min(...freeAhead));
          else
            expect(minutes(chosen.startTime)).toBe(Math.min(Math.ceil(minutesOfDay / 15) * 15, 23 * 60 + 45));
        },
      ),
    );
  });
});
