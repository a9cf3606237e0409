import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { addMonths, isSameMonth, monthGridDates } from '../utils/agenda-dates';
import { dayOfMonth, formatLongDate, formatMonthYear, WEEKDAY_HEADERS } from '../utils/format-local-date';

interface MiniCalendarProps {
  selectedDate: LocalDate;
  today: LocalDate;
  onSelectDate: (date: LocalDate) => void;
}

/** 'Calendario': a Monday-first month to jump to any day; its month moves without changing the day. */
export function MiniCalendar({ selectedDate, today, onSelectDate }: MiniCalendarProps) {
  const [shownMonth, setShownMonth] = useState(selectedDate);
  const [followedDate, setFollowedDate] = useState(selectedDate);
  // When the day changes elsewhere (week strip, 'Hoy'), the calendar follows it to its month.
  if (followedDate !== selectedDate) {
    setFollowedDate(selectedDate);
    setShownMonth(selectedDate);
  }

  return (
    <Card className="p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">Calendario</h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setShownMonth(today);
            onSelectDate(today);
          }}
        >
          Hoy
        </Button>
      </div>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          onClick={() => setShownMonth(addMonths(shownMonth, -1))}
          className="cursor-pointer rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
          aria-label="Mes anterior"
        >
          <ChevronLeft className="size-4" aria-hidden />
        </button>
        <span className="text-sm font-medium text-slate-800" aria-live="polite">
          {formatMonthYear(shownMonth)}
        </span>
        <button
          type="button"
          onClick={() => setShownMonth(addMonths(shownMonth, 1))}
          className="cursor-pointer rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
          aria-label="Mes siguiente"
        >
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </div>
      <div className="grid grid-cols-7 gap-0.5 text-center">
        {WEEKDAY_HEADERS.map((weekday) => (
          <span key={weekday} className="pb-1 text-[0.6875rem] font-medium text-slate-500" aria-hidden>
            {weekday}
          </span>
        ))}
        {monthGridDates(shownMonth).map((date) => {
          const isSelected = date === selectedDate;
          return (
            <button
              key={date}
              type="button"
              onClick={() => onSelectDate(date)}
              aria-label={formatLongDate(date)}
              aria-pressed={isSelected}
              aria-current={date === today ? 'date' : undefined}
              className={clsx(
                'mx-auto flex size-8 cursor-pointer items-center justify-center rounded-full text-xs tabular-nums transition-colors',
                isSelected && 'bg-primary font-semibold text-white',
                !isSelected && date === today && 'font-semibold text-primary ring-1 ring-primary',
                !isSelected && isSameMonth(date, shownMonth) && 'text-slate-800 hover:bg-slate-100',
                !isSelected && !isSameMonth(date, shownMonth) && 'text-slate-500 hover:bg-slate-100',
              )}
            >
              {dayOfMonth(date)}
            </button>
          );
        })}
      </div>
    </Card>
  );
}
