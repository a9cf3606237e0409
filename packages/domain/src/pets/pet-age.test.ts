import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, petAgeText } from './pet-age';

const iso = (epochDay: number) => new Date(epochDay * 86_400_000).toISOString().slice(0, 10);

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

  it('says the same years and months as ageOn, and weeks or days only under a month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25_000 }), fc.integer({ min: 0, max: 9_000 }), (birth, span) => {
        const birthDate = iso(birth);
        const onDate = iso(birth + span);
        const age = ageOn(birthDate, onDate);
        const text = petAgeText(birthDate, onDate) ?? '';
        if (!age) throw new Error('born');
        if (age.years > 0) expect(text.startsWith(`${age.years} año`)).toBe(true);
        else if (age.months > 0) expect(text).toBe(`${age.months} ${age.months === 1 ? 'mes' : 'meses'}`);
        else expect(text).toMatch(span >= 7 ? /semana/ : /día/);
      }),
    );
  });
});
