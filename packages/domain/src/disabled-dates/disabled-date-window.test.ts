import { describe, expect, it } from 'vitest';
import { DisabledDateInputSchema } from './disabled-date.schema';
import {
  blockedRangeOf,
  displayWindowOf,
  findEntryAt,
  resolveDisabledDateBounds,
  SKIPPED_TIME_MESSAGE,
} from './disabled-date-window';

const utc = (iso: string) => Date.parse(iso);
const input = (overrides: Record<string, unknown>) =>
  DisabledDateInputSchema.parse({ scope: 'SPACE', title: 'Cierre', reason: 'Feriado', ...overrides });
const allDay = (startDay: string, endDay: string) => ({
  isAllDay: true,
  startDay,
  endDay,
  startAt: null,
  endAt: null,
});

describe('resolveDisabledDateBounds', () => {
  it('keeps calendar days for all-day entries, whatever the offset of an ISO string', () => {
    const parsed = input({ startDate: '2026-03-10T23:00:00-05:00', endDate: '2026-03-11' });
    expect(resolveDisabledDateBounds(parsed, 'America/Santiago')).toEqual({
      isValid: true,
      bounds: { isAllDay: true, startDay: '2026-03-10', endDay: '2026-03-11' },
    });
  });

  it('reads a date plus times in the space zone', () => {
    const parsed = input({
      isAllDay: false,
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      startTime: '09:00',
      endTime: '17:00',
    });
    expect(resolveDisabledDateBounds(parsed, 'America/Santiago')).toEqual({
      isValid: true,
      bounds: { isAllDay: false, startAt: utc('2026-03-10T12:00:00Z'), endAt: utc('2026-03-10T20:00:00Z') },
    });
  });

  it('refuses a local time that DST skips', () => {
    const parsed = input({ isAllDay: false, startDate: '2026-03-29T02:30', endDate: '2026-03-29T05:00' });
    expect(resolveDisabledDateBounds(parsed, 'Europe/Madrid')).toEqual({
      isValid: false,
      field: 'startDate',
      message: SKIPPED_TIME_MESSAGE,
    });
  });
});

describe('blocked ranges and display', () => {
  it('blocks whole local days of the space, shown as local 00:00 to 23:59:59.999', () => {
    const entry = allDay('2026-03-10', '2026-03-10');
    expect(blockedRangeOf(entry, 'America/Santiago')).toEqual({
      startAt: utc('2026-03-10T03:00:00Z'),
      endAt: utc('2026-03-11T03:00:00Z'),
    });
    expect(displayWindowOf(entry, 'America/Santiago')).toEqual({
      startDate: '2026-03-10T03:00:00.000Z',
      endDate: '2026-03-11T02:59:59.999Z',
    });
  });

  it('finds the entry blocking an instant, and none just outside', () => {
    const entries = [allDay('2026-03-10', '2026-03-10')];
    expect(findEntryAt(entries, utc('2026-03-11T02:59:00Z'), 'America/Santiago')).toBe(entries[0]);
    expect(findEntryAt(entries, utc('2026-03-11T03:00:00Z'), 'America/Santiago')).toBeUndefined();
    expect(findEntryAt(entries, utc('2026-03-10T02:59:00Z'), 'America/Santiago')).toBeUndefined();
  });
});
