// A pet's age as the clinic says it: whole years and months ('3 años y 2 meses'), months under a
// year, weeks or days for the very young. Calendar arithmetic on clinic-local dates: a pet born on
// 31 January is one month old on 28 February (the month's last day stands in for a missing 31st).

export type CalendarAge = { years: number; months: number; days: number };

const parse = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
};
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whole years, months and days from `birthDate` to `onDate` (both 'YYYY-MM-DD'); null before birth. */
export function calendarAge(birthDate: string, onDate: string): CalendarAge | null {
  if (onDate < birthDate) return null;
  const birth = parse(birthDate);
  const on = parse(onDate);
  let months = (on.year - birth.year) * 12 + (on.month - birth.month);
  // The monthly anniversary in the month of `onDate` (clamped to that month's length).
  const anniversaryDay = Math.min(birth.day, daysInMonth(on.year, on.month));
  let days = on.day - anniversaryDay;
  if (days < 0) {
    months -= 1;
    const previousMonth = on.month === 1 ? 12 : on.month - 1;
    const previousYear = on.month === 1 ? on.year - 1 : on.year;
    const previousAnniversary = Math.min(birth.day, daysInMonth(previousYear, previousMonth));
    days = daysInMonth(previousYear, previousMonth) - previousAnniversary + on.day;
  }
  return { years: Math.floor(months / 12), months: months % 12, days };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * 'Edad' on the pet page: '3 años y 2 meses', '1 año', '5 meses', '2 semanas', '4 días'; 'unos 3
 * años' when the birth date is an estimate. Null without a birth date or before it.
 */
export function petAgeText(birthDate: string | null, onDate: string, isEstimated = false): string | null {
  if (!birthDate) return null;
  const age = calendarAge(birthDate, onDate);
  if (!age) return null;
  const prefix = isEstimated ? 'unos ' : '';
  if (age.years > 0) {
    const years = plural(age.years, 'año', 'años');
    // An estimate is told in years only: its months would be invented.
    if (isEstimated || age.months === 0) return `${prefix}${years}`;
    return `${years} y ${plural(age.months, 'mes', 'meses')}`;
  }
  if (age.months > 0) return `${prefix}${plural(age.months, 'mes', 'meses')}`;
  if (age.days >= 7) return `${prefix}${plural(Math.floor(age.days / 7), 'semana', 'semanas')}`;
  return `${prefix}${plural(age.days, 'día', 'días')}`;
}
