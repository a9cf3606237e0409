import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatLongLocalDate } from '../booking-flow/booking-format';
import { type CalendarDay, WEEKDAY_HEADERS } from '../booking-flow/month-grid';

interface MonthCalendarProps {
  title: string;
  days: CalendarDay[];
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  canGoToPreviousMonth: boolean;
  onPreviousMonth: () => void;
  onNextMonth: () => void;
  /** While another month loads the grid stays, dimmed. */
  isUpdating: boolean;
}

const navigationClasses =
  'flex size-9 cursor-pointer items-center justify-center rounded-control text-slate-600 hover:bg-slate-100 ' +
  'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

function dayLabel(day: CalendarDay): string {
  const date = formatLongLocalDate(day.date);
  if (day.isDisabled) return `${date}, no disponible`;
  return day.hasSlots ? `${date}, con horarios disponibles` : `${date}, sin horarios disponibles`;
}

/** Six weeks, Monday first (design.md §4.4); days with free times stand out. */
export function MonthCalendar({
  title,
  days,
  selectedDate,
  onSelectDate,
  canGoToPreviousMonth,
  onPreviousMonth,
  onNextMonth,
  isUpdating,
}: MonthCalendarProps) {
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between">
        <button
          type="button"
          className={navigationClasses}
          onClick={onPreviousMonth}
          disabled={!canGoToPreviousMonth}
          aria-label="Mes anterior"
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <h3 className="font-semibold text-slate-900" aria-live="polite">
          {title}
        </h3>
        <button type="button" className={navigationClasses} onClick={onNextMonth} aria-label="Mes siguiente">
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
      <fieldset
        aria-busy={isUpdating || undefined}
        className={clsx('grid min-w-0 grid-cols-7 gap-1 transition-opacity', isUpdating && 'opacity-60')}
      >
        <legend className="sr-only">{title}</legend>
        {WEEKDAY_HEADERS.map((weekday) => (
          <abbr
            key={weekday.name}
            title={weekday.name}
            className="py-1 text-center text-xs font-medium text-slate-500 no-underline"
          >
            {weekday.short}
          </abbr>
        ))}
        {days.map((day) => {
          const isSelected = day.date === selectedDate;
          return (
            <button
              key={day.date}
              type="button"
              disabled={day.isDisabled}
              aria-pressed={isSelected}
              aria-label={dayLabel(day)}
              onClick={() => onSelectDate(day.date)}
              className={clsx(
                'relative flex aspect-square cursor-pointer flex-col items-center justify-center rounded-control text-sm tabular-nums transition-colors',
                'disabled:cursor-not-allowed',
                !day.isInMonth && 'invisible',
                day.isInMonth && day.isDisabled && 'text-slate-300',
                !day.isDisabled && !day.hasSlots && 'text-slate-500 hover:bg-slate-100',
                !day.isDisabled &&
                  day.hasSlots &&
                  !isSelected &&
                  'bg-primary-tint font-semibold text-primary-hover hover:bg-teal-200',
                isSelected && 'bg-primary font-semibold text-white',
                day.isToday && !isSelected && 'ring-1 ring-primary ring-inset',
              )}
            >
              {day.dayOfMonth}
              {day.hasSlots && (
                <span
                  className={clsx(
                    'absolute bottom-1 size-1 rounded-full',
                    isSelected ? 'bg-white' : 'bg-primary',
                  )}
                  aria-hidden
                />
              )}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
