import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarAge, petAgeText } from './pet-age';

const iso = (epochDay: number) => new Date(epochDay * 86_400_000).toISOString().slice(0, 10);

/** Oracle: walk month by month from the birth date, clamping the day, then count the days left. */
function bruteForceAge(birthDate: string, onDate: string) {
  const [by = 0, bm = 1, bd = 1] = birthDate.split('-').map(Number);
  const anniversary = (months: number) => {
    const year = by + Math.floor((bm - 1 + months) / 12);
    const month = ((bm - 1 + months) % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return new Date(Date.UTC(year, month - 1, Math.min(bd, last))).toISOString().slice(0, 10);
  };
  let months = 0;
  while (anniversary(months + 1) <= onDate) months += 1;
  const days = (Date.parse(onDate) - Date.parse(anniversary(months))) / 86_400_000;
  return { years: Math.floor(months / 12), months: months % 12, days };
}

describe('petAgeText', () => {
  it('tells years and months, months, weeks and days', () => {
    expect(petAgeText('2023-01-12', '2026-03-20')).toBe('3 años y 2 meses');
    expect(petAgeText('2025-03-20', '2026-03-20')).toBe('1 año');
    expect(petAgeText('2025-10-01', '2026-03-20')).toBe('5 meses');
    expect(petAgeText('2026-03-01', '2026-03-20')).toBe('2 semanas');
    expect(petAgeText('2026-03-16', '2026-03-20')).toBe('4 días');
    expect(petAgeText('2026-03-20', '2026-03-20')).toBe('0 días');
    expect(petAgeText('2023-01-12', '2026-03-20', true)).toBe('unos 3 años');
    expect(petAgeText(null, '2026-03-20')).toBeNull();
    expect(petAgeText('2026-04-01', '2026-03-20')).toBeNull();
  });

  it('counts a month from the 31st to the month’s last day', () => {
    expect(calendarAge('2026-01-31', '2026-02-28')).toEqual({ years: 0, months: 1, days: 0 });
    expect(calendarAge('2024-02-29', '2025-02-28')).toEqual({ years: 1, months: 0, days: 0 });
  });

  it('agrees with a month-by-month oracle for any two dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25_000 }), fc.integer({ min: 0, max: 9_000 }), (birth, span) => {
        const birthDate = iso(birth);
        const onDate = iso(birth + span);
        expect(calendarAge(birthDate, onDate)).toEqual(bruteForceAge(birthDate, onDate));
      }),
    );
  });
});
