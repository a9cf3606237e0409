import { describe, expect, it } from 'vitest';
import type { Slot } from '../availability/compute-slots';
import { distinctSlots, todayIn, toPublicSlot } from './public-slot';

const slot = (overrides: Partial<Slot> = {}): Slot => ({
  date: '2026-03-10',
  startTime: '10:00',
  endTime: '10:30',
  startAt: Date.parse('2026-03-10T09:00:00.000Z'),
  endAt: Date.parse('2026-03-10T09:30:00.000Z'),
  scheduleId: 'schedule-a',
  dayOfWeek: 2,
  ...overrides,
});

describe('public slots', () => {
  it('labels a slot with its days from today and Spanish weekday, instants in ISO', () => {
    expect(toPublicSlot(slot(), '2026-03-02', 45)).toEqual({
      date: '2026-03-10',
      startTime: '10:00',
      endTime: '10:30',
      startAt: '2026-03-10T09:00:00.000Z',
      endAt: '2026-03-10T09:30:00.000Z',
      available: true,
      scheduleId: 'schedule-a',
      price: 45,
      daysFromNow: 8,
      dayName: 'Martes',
    });
  });

  it("reads today in the space's zone, not in UTC", () => {
    const lateEvening = Date.parse('2026-03-02T23:30:00.000Z');
    expect(todayIn('Europe/Madrid', lateEvening)).toBe('2026-03-03');
    expect(todayIn('America/Montevideo', lateEvening)).toBe('2026-03-02');
  });

  it('keeps one slot per time when two schedules offer it', () => {
    const slots = [slot(), slot({ scheduleId: 'schedule-b' }), slot({ startAt: slot().startAt + 1_800_000 })];
    expect(distinctSlots(slots).map((item) => item.scheduleId)).toEqual(['schedule-a', 'schedule-a']);
  });
});
