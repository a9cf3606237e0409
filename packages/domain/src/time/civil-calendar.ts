// Proleptic Gregorian day arithmetic without Date objects, so nothing depends on the process's zone
// (and Date.UTC's two-digit-year quirk cannot bite). Algorithms from Howard Hinnant's "chrono-Compatible
// Low-Level Date Algorithms".

export const MILLISECONDS_PER_SECOND = 1_000;
export const MILLISECONDS_PER_MINUTE = 60_000;
export const MILLISECONDS_PER_HOUR = 3_600_000;
export const MILLISECONDS_PER_DAY = 86_400_000;

const DAYS_PER_ERA = 146_097;
const DAYS_FROM_ERA_START_TO_EPOCH = 719_468;

export type CivilDate = { year: number; month: number; day: number };

/** Days since 1970-01-01 of a valid calendar date. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const marchBasedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(marchBasedYear / 400);
  const yearOfEra = marchBasedYear - era * 400;
  const marchBasedMonth = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * marchBasedMonth + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - DAYS_FROM_ERA_START_TO_EPOCH;
}

export function civilFromDays(epochDay: number): CivilDate {
  const shifted = epochDay + DAYS_FROM_ERA_START_TO_EPOCH;
  const era = Math.floor(shifted / DAYS_PER_ERA);
  const dayOfEra = shifted - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const marchBasedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * marchBasedMonth + 2) / 5) + 1;
  const month = marchBasedMonth < 10 ? marchBasedMonth + 3 : marchBasedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return (
    daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) -
    daysFromCivil(year, month, 1)
  );
}

/** 1 = Monday .. 7 = Sunday; 1970-01-01 was a Thursday. */
export function weekdayOfEpochDay(epochDay: number): number {
  return ((((epochDay + 3) % 7) + 7) % 7) + 1;
}
