import { daysInMonth } from '@citavet/domain/time/civil-calendar';
import {
  addDays,
  epochDayToLocalDate,
  type LocalDate,
  localDateToEpochDay,
  weekdayOf,
} from '@citavet/domain/time/zoned-time';

// The public calendar (part 2 §2 step 3): six weeks of seven days, Monday first as every calendar of
// the product (design.md §4.4). Past days and days of the neighbouring months cannot be chosen.

export const CALENDAR_CELLS = 42;

export interface CalendarMonth {
  year: number;
  /** 1 = January .. 12 = December. */
  month: number;
}

export interface CalendarDay {
  date: LocalDate;
  dayOfMonth: number;
  isInMonth: boolean;
  isPast: boolean;
  isToday: boolean;
  hasSlots: boolean;
  isDisabled: boolean;
}

/** Column headers, Monday first: short letter for the eye, full name for screen readers. */
export const WEEKDAY_HEADERS = [
  { short: 'L', name: 'Lunes' },
  { short: 'M', name: 'Martes' },
  { short: 'X', name: 'Miércoles' },
  { short: 'J', name: 'Jueves' },
  { short: 'V', name: 'Viernes' },
  { short: 'S', name: 'Sábado' },
  { short: 'D', name: 'Domingo' },
] as const;

const monthTitleFormatter = new Intl.DateTimeFormat('es-ES', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function padTwo(value: number): string {
  return String(value).padStart(2, '0');
}

export function monthOf(date: LocalDate): CalendarMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function isSameMonth(first: CalendarMonth, second: CalendarMonth): boolean {
  return first.year === second.year && first.month === second.month;
}

/** First and last day of the month: the range the page asks the available slots for. */
export function monthRange({ year, month }: CalendarMonth): { fromDate: LocalDate; toDate: LocalDate } {
  return {
    fromDate: `${year}-${padTwo(month)}-01`,
    toDate: `${year}-${padTwo(month)}-${padTwo(daysInMonth(year, month))}`,
  };
}

/** 'Marzo de 2026'. */
export function monthTitle({ year, month }: CalendarMonth): string {
  const text = monthTitleFormatter.format(new Date(Date.UTC(year, month - 1, 1)));
  return text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);
}

/** The 42 days shown for `month`, starting on the Monday on or before its first day. */
export function buildMonthGrid(
  month: CalendarMonth,
  today: LocalDate,
  datesWithSlots: ReadonlySet<LocalDate>,
): CalendarDay[] {
  const { fromDate } = monthRange(month);
  const firstCell = addDays(fromDate, 1 - weekdayOf(fromDate));
  const firstEpochDay = localDateToEpochDay(firstCell);
  const todayEpochDay = localDateToEpochDay(today);
  return Array.from({ length: CALENDAR_CELLS }, (_, index) => {
    const epochDay = firstEpochDay + index;
    const date = epochDayToLocalDate(epochDay);
    const isInMonth = isSameMonth(monthOf(date), month);
    const isPast = epochDay < todayEpochDay;
    return {
      date,
      dayOfMonth: Number(date.slice(8, 10)),
      isInMonth,
      isPast,
      isToday: epochDay === todayEpochDay,
      hasSlots: isInMonth && !isPast && datesWithSlots.has(date),
      isDisabled: !isInMonth || isPast,
    };
  });
}
