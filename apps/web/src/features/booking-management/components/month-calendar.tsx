import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  type CalendarMonth,
  calendarDays,
  formatLongDate,
  formatMonthTitle,
  monthOf,
} from '../booking-dates';

// Monday first (design.md §4.4): L M X J V S D, the es-ES initials.
const WEEKDAYS = [
  { initial: 'L', name: 'lunes' },
  { initial: 'M', name: 'martes' },
  { initial: 'X', name: 'miércoles' },
  { initial: 'J', name: 'jueves' },
  { initial: 'V', name: 'viernes' },
  { initial: 'S', name: 'sábado' },
  { initial: 'D', name: 'domingo' },
];

interface MonthCalendarProps {
  month: CalendarMonth;
  /** The space's today: earlier days are never offered. */
  today: string;
  availableDates: ReadonlySet<string>;
  selectedDate: string | null;
  isLoading: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonthChange: (delta: number) => void;
  onSelectDate: (date: string) => void;
}

/** A month of the space's calendar: only the days that still have free times can be chosen. */
export function MonthCalendar({
  month,
  today,
  availableDates,
  selectedDate,
  isLoading,
  canGoBack,
  canGoForward,
  onMonthChange,
  onSelectDate,
}: MonthCalendarProps) {
  const days = calendarDays(month);
  const title = formatMonthTitle(month);
  return (
    <div aria-busy={isLoading || undefined}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onMonthChange(-1)}
          disabled={!canGoBack}
          aria-label="Mes anterior"
          className="flex size-9 cursor-pointer items-center justify-center rounded-control text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <p className="text-base font-semibold text-slate-900" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          onClick={() => onMonthChange(1)}
          disabled={!canGoForward}
          aria-label="Mes siguiente"
          className="flex size-9 cursor-pointer items-center justify-center rounded-control text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-slate-500">
        {WEEKDAYS.map((weekday) => (
          <abbr key={weekday.name} title={weekday.name} className="py-1 no-underline">
            {weekday.initial}
          </abbr>
        ))}
      </div>
      <div className={clsx('mt-1 grid grid-cols-7 gap-1', isLoading && 'animate-pulse')}>
        {days.map((date) => {
          const isInMonth = monthOf(date) === month;
          const isAvailable = isInMonth && date >= today && availableDates.has(date);
          const isSelected = isInMonth && date === selectedDate;
          const isToday = date === today;
          return (
            <button
              key={date}
              type="button"
              disabled={!isAvailable}
              aria-pressed={isSelected}
              aria-label={`${formatLongDate(date)}${isAvailable ? ', con horarios disponibles' : ''}`}
              onClick={() => onSelectDate(date)}
              className={clsx(
                'relative flex aspect-square items-center justify-center rounded-control text-sm tabular-nums transition-colors',
                !isInMonth && 'invisible',
                isAvailable &&
                  !isSelected &&
                  'cursor-pointer bg-primary-tint font-semibold text-primary-hover hover:bg-teal-200',
                isSelected && 'cursor-pointer bg-primary font-semibold text-white shadow-sm',
                !isAvailable && 'cursor-not-allowed text-slate-300',
                isToday && !isSelected && 'ring-1 ring-slate-400 ring-inset',
              )}
            >
              {Number(date.slice(8, 10))}
            </button>
          );
        })}
      </div>
    </div>
  );
}
