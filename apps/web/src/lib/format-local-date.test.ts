import { describe, expect, it } from 'vitest';
import {
  dayOfMonth,
  formatDayAndMonth,
  formatLongDate,
  formatMonthYear,
  formatShortWeekday,
} from '@/lib/format-local-date';

describe('agenda date wording', () => {
  it('writes local dates in Spanish, capitalised, never moved by the browser zone', () => {
    expect(formatLongDate('2026-03-09')).toBe('Lunes, 9 de marzo de 2026');
    // The first and last days of a year are where a zone shift would show.
    expect(formatLongDate('2026-01-01')).toBe('Jueves, 1 de enero de 2026');
    expect(formatLongDate('2026-12-31')).toBe('Jueves, 31 de diciembre de 2026');
    expect(formatMonthYear('2026-03-31')).toBe('Marzo de 2026');
  });

  it('writes the short forms without abbreviation dots', () => {
    expect(formatShortWeekday('2026-03-09')).toBe('Lun');
    expect(formatShortWeekday('2026-03-15')).toBe('Dom');
    expect(formatDayAndMonth('2026-03-09')).toBe('9 mar');
    expect(dayOfMonth('2026-03-09')).toBe(9);
  });
});
