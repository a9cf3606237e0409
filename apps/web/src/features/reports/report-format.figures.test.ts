import { describe, expect, it } from 'vitest';
import { bucketLabel, formatHours, formatLocalDate, formatMoney, formatRate } from './report-format';

// How the reports write the API's figures: es-ES numbers, one amount per currency, calendar dates
// that no browser zone can move.
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('report figures', () => {
  it('writes rates as es-ES percentages with one decimal at most, and a dash for none', () => {
    expect(spaces(formatRate(0.125))).toBe('12,5 %');
    expect(spaces(formatRate(1))).toBe('100 %');
    expect(spaces(formatRate(0.33333))).toBe('33,3 %');
    expect(formatRate(null)).toBe('—');
  });

  it('writes money from the API’s decimal text in its own currency', () => {
    expect(spaces(formatMoney('1234.5', 'EUR'))).toBe('1234,50 €');
    // Whole amounts without decimals.
    expect(spaces(formatMoney('120', 'USD'))).toBe('120 US$');
  });

  it('writes offered minutes as hours with one decimal', () => {
    expect(spaces(formatHours(90))).toBe('1,5 h');
    expect(spaces(formatHours(0))).toBe('0 h');
    expect(spaces(formatHours(125))).toBe('2,1 h');
  });

  it('labels buckets and dates by the calendar day, whatever the browser’s zone', () => {
    expect(bucketLabel('2026-03-02', 'day')).toBe('2/3');
    expect(bucketLabel('2026-03-02', 'week')).toBe('Sem. 2/3');
    expect(bucketLabel('2026-12-31', 'day')).toBe('31/12');
    expect(bucketLabel('2026-03-01', 'month')).toMatch(/^mar 2026$/);
    expect(formatLocalDate('2026-01-01')).toBe('1 de enero de 2026');
  });
});
