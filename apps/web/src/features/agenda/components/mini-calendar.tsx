import { type CalendarMonth, monthOf } from '@citavet/domain/time/calendar-month';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MonthCalendar } from '@/components/ui/month-calendar';

interface MiniCalendarProps {
  selectedDate: LocalDate;
  today: LocalDate;
  onSelectDate: (date: LocalDate) => void;
}

/** 'Calendario': a Monday-first month to jump to any day; its month moves without changing the day. */
export function MiniCalendar({ selectedDate, today, onSelectDate }: MiniCalendarProps) {
  const [shownMonth, setShownMonth] = useState<CalendarMonth>(monthOf(selectedDate));
  const [followedDate, setFollowedDate] = useState(selectedDate);
  // When the day changes elsewhere (week strip, 'Hoy'), the calendar follows it to its month.
  if (followedDate !== selectedDate) {
    setFollowedDate(selectedDate);
    setShownMonth(monthOf(selectedDate));
  }

  return (
    <Card className="p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">Calendario</h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setShownMonth(monthOf(today));
            onSelectDate(today);
          }}
        >
          Hoy
        </Button>
      </div>
      <MonthCalendar
        month={shownMonth}
        onMonthChange={setShownMonth}
        today={today}
        selectedDate={selectedDate}
        onSelectDate={onSelectDate}
        hasOutsideDays
        density="compact"
      />
    </Card>
  );
}
