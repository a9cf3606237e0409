import { type EstimatedAge, isCalendarDate } from './pet.schema';

// Ages are kept as birth dates (exact or estimated) so they grow with time; these rules turn one
// into the other. `today` is the space's calendar day (YYYY-MM-DD), passed in.

/** The birth date an estimated age stands for, counted back from today (clamped to month end). */
export function estimatedBirthDate(age: EstimatedAge, today: string): string {
  if (!isCalendarDate(today)) throw new Error(`not a calendar date: ${today}`);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const totalMonths = year * 12 + (month - 1) - (age.years * 12 + age.months);
  const birthYear = Math.floor(totalMonths / 12);
  const birthMonth = (totalMonths % 12) + 1;
  const lastDay = new Date(Date.UTC(birthYear, birthMonth, 0)).getUTCDate();
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(birthYear, 4)}-${pad(birthMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** Whole years and months between a birth date and today (both YYYY-MM-DD); null when unborn. */
export function ageOn(birthDate: string, today: string): EstimatedAge | null {
  if (birthDate > today) return null;
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [number, number, number];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  let months = (year - birthYear) * 12 + (month - birthMonth);
  if (day < birthDay) months -= 1;
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** Birth and death dates make sense together and against today. */
export function petDatesProblem(
  dates: { birthDate: string | null; deceasedOn: string | null },
  today: string,
): 'BIRTH_IN_FUTURE' | 'DEATH_IN_FUTURE' | 'DEATH_BEFORE_BIRTH' | null {
  if (dates.birthDate && dates.birthDate > today) return 'BIRTH_IN_FUTURE';
  if (dates.deceasedOn && dates.deceasedOn > today) return 'DEATH_IN_FUTURE';
  if (dates.birthDate && dates.deceasedOn && dates.deceasedOn < dates.birthDate) return 'DEATH_BEFORE_BIRTH';
  return null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * 'Edad' on the pet page, from `ageOn`: '3 años y 2 meses', '1 año', '5 meses', then weeks or days
 * under a month ('2 semanas', '4 días'); 'unos 3 años' when the birth date is an estimate (its
 * months would be invented). Null without a birth date or before it.
 */
export function petAgeText(birthDate: string | null, onDate: string, isEstimated = false): string | null {
  if (!birthDate) return null;
  const age = ageOn(birthDate, onDate);
  if (!age) return null;
  const prefix = isEstimated ? 'unos ' : '';
  if (age.years > 0) {
    const years = plural(age.years, 'año', 'años');
    if (isEstimated || age.months === 0) return `${prefix}${years}`;
    return `${years} y ${plural(age.months, 'mes', 'meses')}`;
  }
  if (age.months > 0) return `${prefix}${plural(age.months, 'mes', 'meses')}`;
  const days = epochDay(onDate) - epochDay(birthDate);
  if (days >= 7) return `${prefix}${plural(Math.floor(days / 7), 'semana', 'semanas')}`;
  return `${prefix}${plural(days, 'día', 'días')}`;
}
