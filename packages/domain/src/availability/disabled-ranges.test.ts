import { describe, expect, it } from 'vitest';
import { resolveDisabledRange, resolveDisabledRanges } from './disabled-ranges';

const utc = (iso: string) => Date.parse(iso);
const range = (startIso: string, endIso: string) => ({ startAt: utc(startIso), endAt: utc(endIso) });

describe('resolveDisabledRange: all-day entries', () => {
  it('blocks from local 00:00 of the first date to local 24:00 of the last', () => {
    expect(
      resolveDisabledRange(
        { isAllDay: true, startDate: '2026-06-01', endDate: '2026-06-03' },
        'Europe/Madrid',
      ),
    ).toEqual(range('2026-05-31T22:00:00Z', '2026-06-03T22:00:00Z'));
  });

  it('reads the calendar date of ISO strings and Dates, ignoring their time and offset', () => {
    const expected = range('2026-06-01T03:00:00Z', '2026-06-02T03:00:00Z');
    for (const [startDate, endDate] of [
      ['2026-06-01T00:00:00.000Z', '2026-06-01T23:59:59.999Z'],
      ['2026-06-01T15:00:00-03:00', '2026-06-01T09:00:00+14:00'],
      ['2026-06-01 00:00:00', '2026-06-01'],
    ] as const) {
      expect(resolveDisabledRange({ isAllDay: true, startDate, endDate }, 'America/Montevideo')).toEqual(
        expected,
      );
    }
    const dates = {
      isAllDay: true,
      startDate: new Date(utc('2026-06-01T00:00:00Z')),
      endDate: new Date(utc('2026-06-01T23:59:59.999Z')),
    };
    expect(resolveDisabledRange(dates, 'America/Montevideo')).toEqual(expected);
  });

  it('covers 23 and 25 hours on DST days and a skipped midnight', () => {
    expect(
      resolveDisabledRange(
        { isAllDay: true, startDate: '2026-03-29', endDate: '2026-03-29' },
        'Europe/Madrid',
      ),
    ).toEqual(range('2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z'));
    expect(
      resolveDisabledRange(
        { isAllDay: true, startDate: '2026-10-25', endDate: '2026-10-25' },
        'Europe/Madrid',
      ),
    ).toEqual(range('2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z'));
    expect(
      resolveDisabledRange(
        { isAllDay: true, startDate: '2026-09-05', endDate: '2026-09-05' },
        'America/Santiago',
      ),
    ).toEqual(range('2026-09-05T04:00:00Z', '2026-09-06T04:00:00Z'));
  });

  it('refuses values without a valid calendar date', () => {
    for (const value of ['', '2026-02-30', '01/06/2026', '2026-06-01x', 'mañana']) {
      expect(() =>
        resolveDisabledRange({ isAllDay: true, startDate: value, endDate: '2026-06-01' }, 'UTC'),
      ).toThrow(RangeError);
    }
    expect(() =>
      resolveDisabledRange({ isAllDay: true, startDate: new Date(Number.NaN), endDate: '2026-06-01' }, 'UTC'),
    ).toThrow(RangeError);
  });
});

describe('resolveDisabledRange: partial-day entries', () => {
  it('uses the instants as given', () => {
    expect(
      resolveDisabledRange(
        { isAllDay: false, startDate: '2026-06-01T09:00:00.000Z', endDate: '2026-06-01T10:30:00+02:00' },
        'Europe/Madrid',
      ),
    ).toEqual(range('2026-06-01T09:00:00Z', '2026-06-01T08:30:00Z'));
    const dates = {
      isAllDay: false,
      startDate: new Date(utc('2026-06-01T09:00:00Z')),
      endDate: new Date(utc('2026-06-01T17:00:00Z')),
    };
    expect(resolveDisabledRange(dates, 'Europe/Madrid')).toEqual(
      range('2026-06-01T09:00:00Z', '2026-06-01T17:00:00Z'),
    );
  });

  it('refuses date-times without an offset, which would depend on the server zone', () => {
    for (const value of ['2026-06-01T09:00:00', '2026-06-01', 'June 1, 2026 09:00', '2026-06-01T25:00:00Z']) {
      expect(() =>
        resolveDisabledRange({ isAllDay: false, startDate: value, endDate: '2026-06-02T00:00:00Z' }, 'UTC'),
      ).toThrow(RangeError);
    }
  });
});

describe('resolveDisabledRanges', () => {
  it('resolves each entry and drops those that block nothing', () => {
    expect(
      resolveDisabledRanges(
        [
          { isAllDay: true, startDate: '2026-06-01', endDate: '2026-06-01' },
          { isAllDay: true, startDate: '2026-06-03', endDate: '2026-06-02' },
          { isAllDay: false, startDate: '2026-06-05T10:00:00Z', endDate: '2026-06-05T10:00:00Z' },
          { isAllDay: false, startDate: '2026-06-05T10:00:00Z', endDate: '2026-06-05T11:00:00Z' },
        ],
        'UTC',
      ),
    ).toEqual([
      range('2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z'),
      range('2026-06-05T10:00:00Z', '2026-06-05T11:00:00Z'),
    ]);
  });
});
