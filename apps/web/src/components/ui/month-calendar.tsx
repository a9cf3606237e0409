import { addMonths, type CalendarMonth, monthGridDates, monthOf } from '@citavet/domain/time/calendar-month';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatLongDate, formatMonthYear } from '@/lib/format-local-date';

// The one month calendar of the product: the agenda's 'Calendario', the public booking page and the
// booking changes page. Six Monday-first weeks of the space's local dates; the
// month arithmetic is pure domain code (`@citavet/domain/time/calendar-month`).

/** 'Martes, 24 de noviembre de 2026': how every calendar names a day to a screen reader. */
const formatCalendarDate = (date: LocalDate): string => formatLongDate(date);

/** 'Noviembre de 2026'. */
const formatCalendarMonth = (month: CalendarMonth): string => formatMonthYear(`${month}-01`);

/** Column headers, Monday first: the es-ES initial for the eye, the full name for screen readers. */
const WEEKDAY_HEADERS = [
  { initial: 'L', name: 'Lunes' },
  { initial: 'M', name: 'Martes' },
  { initial: 'X', name: 'Miércoles' },
  { initial: 'J', name: 'Jueves' },
  { initial: 'V', name: 'Viernes' },
  { initial: 'S', name: 'Sábado' },
  { initial: 'D', name: 'Domingo' },
] as const;

export interface MonthCalendarDay {
  date: LocalDate;
  isInMonth: boolean;
  isToday: boolean;
  isSelected: boolean;
  isDisabled: boolean;
  /** A day worth choosing (one with free times): tinted and dotted. */
  isHighlighted: boolean;
}

interface MonthCalendarProps {
  month: CalendarMonth;
  onMonthChange: (month: CalendarMonth) => void;
  /** The space's today (never the browser's): marked, and the base of past/future rules. */
  today: LocalDate;
  selectedDate: LocalDate | null;
  onSelectDate: (date: LocalDate) => void;
  canGoToPreviousMonth?: boolean;
  canGoToNextMonth?: boolean;
  isDateDisabled?: (date: LocalDate) => boolean;
  highlightedDates?: ReadonlySet<LocalDate>;
  /** Whether the neighbouring months' days can be chosen; otherwise their cells stay empty. */
  hasOutsideDays?: boolean;
  /** Added to the day's accessible name: ', con horarios disponibles'. */
  describeDay?: (day: MonthCalendarDay) => string | undefined;
  /** While another month loads the grid stays, dimmed. */
  isUpdating?: boolean;
  /** 'compact' for a side panel (the agenda), 'comfortable' for a page's main picker. */
  density?: 'comfortable' | 'compact';
}

const navigationClasses =
  'flex size-9 cursor-pointer items-center justify-center rounded-control text-slate-600 hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
  'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

const neverDisabled = () => false;
const noDates: ReadonlySet<LocalDate> = new Set();

export function MonthCalendar({
  month,
  onMonthChange,
  today,
  selectedDate,
  onSelectDate,
  canGoToPreviousMonth = true,
  canGoToNextMonth = true,
  isDateDisabled = neverDisabled,
  highlightedDates = noDates,
  hasOutsideDays = false,
  describeDay,
  isUpdating = false,
  density = 'comfortable',
}: MonthCalendarProps) {
  const title = formatCalendarMonth(month);
  const isCompact = density === 'compact';
  const days: MonthCalendarDay[] = monthGridDates(month).map((date) => {
    const isInMonth = monthOf(date) === month;
    const isDisabled = (!isInMonth && !hasOutsideDays) || isDateDisabled(date);
    return {
      date,
      isInMonth,
      isToday: date === today,
      isSelected: date === selectedDate && (isInMonth || hasOutsideDays),
      isDisabled,
      isHighlighted: !isDisabled && isInMonth && highlightedDates.has(date),
    };
  });

  return (
    <div className={isCompact ? 'space-y-2' : 'space-y-3'}>
      <MonthHeader
        title={title}
        isCompact={isCompact}
        onPrevious={canGoToPreviousMonth ? () => onMonthChange(addMonths(month, -1)) : undefined}
        onNext={canGoToNextMonth ? () => onMonthChange(addMonths(month, 1)) : undefined}
      />
      <fieldset
        aria-busy={isUpdating || undefined}
        className={clsx(
          'grid min-w-0 grid-cols-7 transition-opacity',
          isCompact ? 'gap-0.5' : 'gap-1',
          isUpdating && 'opacity-60',
        )}
      >
        <legend className="sr-only">{title}</legend>
        {WEEKDAY_HEADERS.map((weekday) => (
          <abbr
            key={weekday.name}
            title={weekday.name}
            className="py-1 text-center text-xs font-medium text-slate-500 no-underline"
          >
            {weekday.initial}
          </abbr>
        ))}
        {days.map((day) => (
          <DayButton
            key={day.date}
            day={day}
            description={describeDay?.(day)}
            isCompact={isCompact}
            hasOutsideDays={hasOutsideDays}
            onSelect={() => onSelectDate(day.date)}
          />
        ))}
      </fieldset>
    </div>
  );
}

interface MonthHeaderProps {
  title: string;
  isCompact: boolean;
  /** Absent when the calendar may not go back further. */
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
}

/** The month's name between the buttons to the months either side. */
function MonthHeader({ title, isCompact, onPrevious, onNext }: MonthHeaderProps) {
  return (
    <div className="flex items-center justify-between gap-2">
      <button
        type="button"
        className={navigationClasses}
        onClick={onPrevious}
        disabled={!onPrevious}
        aria-label="Mes anterior"
      >
        <ChevronLeft className={isCompact ? 'size-4' : 'size-5'} aria-hidden />
      </button>
      <p
        className={clsx('font-semibold text-slate-900', isCompact ? 'text-sm' : 'text-base')}
        aria-live="polite"
      >
        {title}
      </p>
      <button
        type="button"
        className={navigationClasses}
        onClick={onNext}
        disabled={!onNext}
        aria-label="Mes siguiente"
      >
        <ChevronRight className={isCompact ? 'size-4' : 'size-5'} aria-hidden />
      </button>
    </div>
  );
}

interface DayButtonProps {
  day: MonthCalendarDay;
  /** Added to the day's accessible name. */
  description: string | undefined;
  isCompact: boolean;
  hasOutsideDays: boolean;
  onSelect: () => void;
}

/** One day of the grid: chosen, today, worth choosing (dotted), or not to be chosen. */
function DayButton({ day, description, isCompact, hasOutsideDays, onSelect }: DayButtonProps) {
  return (
    <button
      type="button"
      disabled={day.isDisabled}
      aria-pressed={day.isSelected}
      aria-current={day.isToday ? 'date' : undefined}
      aria-label={`${formatCalendarDate(day.date)}${description ? `, ${description}` : ''}`}
      onClick={onSelect}
      className={clsx(
        'relative flex cursor-pointer items-center justify-center tabular-nums transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
        'disabled:cursor-not-allowed',
        isCompact ? 'mx-auto size-8 rounded-full text-xs' : 'aspect-square rounded-control text-sm',
        !day.isInMonth && !hasOutsideDays && 'invisible',
        day.isDisabled && 'text-slate-300',
        !day.isDisabled &&
          !day.isSelected &&
          !day.isHighlighted &&
          (day.isInMonth ? 'text-slate-800 hover:bg-slate-100' : 'text-slate-500 hover:bg-slate-100'),
        day.isHighlighted &&
          !day.isSelected &&
          'bg-primary-tint font-semibold text-primary-hover hover:bg-teal-200',
        day.isSelected && 'bg-primary font-semibold text-white',
        day.isToday && !day.isSelected && 'font-semibold ring-1 ring-primary ring-inset',
      )}
    >
      {Number(day.date.slice(8, 10))}
      {day.isHighlighted && !isCompact && (
        <span
          className={clsx(
            'absolute bottom-1 size-1 rounded-full',
            day.isSelected ? 'bg-white' : 'bg-primary',
          )}
          aria-hidden
        />
      )}
    </button>
  );
}
