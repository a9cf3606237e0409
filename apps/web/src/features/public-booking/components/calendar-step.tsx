import { PUBLIC_MESSAGES, type PublicSlot } from '@citavet/domain/public/public-space.schema';
import { type CalendarMonth, monthOf, monthRange } from '@citavet/domain/time/calendar-month';
import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { MonthCalendar, type MonthCalendarDay } from '@/components/ui/month-calendar';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { useAvailableSlots } from '../api/get-available-slots';
import type { HostSlotsTarget } from '../api/get-next-available';
import { calendarViewReducer } from '../booking-flow/calendar-view';
import { todayInZone } from '../booking-flow/slot-labels';
import { DaySlots } from './day-slots';
import { TimeZoneNotice } from './time-zone-notice';

// The waitlist's form is its own chunk, fetched when a visitor who found no time opens it.
const WaitlistForm = lazy(() =>
  import('./waitlist-form').then((module) => ({ default: module.WaitlistForm })),
);

interface CalendarStepProps {
  target: HostSlotsTarget;
  timeZone: string;
  /** The day to open on (a directory link's taken time), else the month's first free day. */
  initialDate?: string | null;
  /** The time a directory link asked for was taken meanwhile (decision 063). */
  isRequestedSlotGone?: boolean;
  onSelectSlot: (slot: PublicSlot) => void;
}

const NO_SLOTS: PublicSlot[] = [];
const NO_DATES: ReadonlySet<string> = new Set();

function describeDay(day: MonthCalendarDay): string {
  if (day.isDisabled) return 'no disponible';
  return day.isHighlighted ? 'con horarios disponibles' : 'sin horarios disponibles';
}

/** Step 3, calendar: a month of the clinic's days, then the times of the chosen day. */
export function CalendarStep({
  target,
  timeZone,
  initialDate = null,
  isRequestedSlotGone = false,
  onSelectSlot,
}: CalendarStepProps) {
  const today = todayInZone(Date.now(), timeZone);
  const currentMonth = monthOf(today);
  const openingDate = initialDate !== null && initialDate >= today ? initialDate : null;
  const [{ month, selectedDate }, dispatch] = useReducer(calendarViewReducer, {
    month: openingDate ? monthOf(openingDate) : currentMonth,
    selectedDate: openingDate,
  });
  const [isWaitlistOpen, setIsWaitlistOpen] = useState(false);
  const slotsQuery = useAvailableSlots(target, monthRange(month));
  const slotsByDate = slotsQuery.isPlaceholderData ? undefined : slotsQuery.data?.slotsByDate;

  useEffect(() => {
    if (slotsQuery.error) console.error(PUBLIC_MESSAGES.slotsFailed, slotsQuery.error);
  }, [slotsQuery.error]);

  // Opens on the month's first free day, so the visitor sees times at once; the reducer keeps a day
  // the visitor chose meanwhile (booking-flow/calendar-view.ts).
  useEffect(() => {
    if (!slotsByDate) return;
    const [firstFreeDate] = [...slotsByDate.keys()].sort();
    dispatch({ type: 'monthLoaded', month, firstFreeDate });
  }, [month, slotsByDate]);

  const changeMonth = (shown: CalendarMonth) => dispatch({ type: 'showMonth', month: shown });

  if (slotsQuery.isError && !slotsQuery.data) {
    return (
      <ErrorState
        title={PUBLIC_MESSAGES.slotsFailed}
        message={getErrorMessage(slotsQuery.error, PUBLIC_MESSAGES.unknownError)}
        onRetry={() => void slotsQuery.refetch()}
        isRetrying={slotsQuery.isFetching}
      />
    );
  }

  const datesWithSlots = slotsByDate ? new Set(slotsByDate.keys()) : NO_DATES;
  const hasMonthSlots = Boolean(slotsByDate && slotsByDate.size > 0);

  return (
    <div className="space-y-5">
      {isRequestedSlotGone && (
        <Alert kind="warning" title="Esa hora ya no está libre">
          Alguien la ha reservado hace un momento. Elige otra hora de ese día o de otro.
        </Alert>
      )}
      {slotsQuery.isPending ? (
        <div className="space-y-3">
          <p role="status" className="sr-only">
            Cargando horarios disponibles...
          </p>
          <Skeleton className="mx-auto h-6 w-40" />
          <Skeleton className="h-64 w-full rounded-card" />
        </div>
      ) : (
        <MonthCalendar
          month={month}
          onMonthChange={changeMonth}
          today={today}
          selectedDate={selectedDate}
          onSelectDate={(date) => dispatch({ type: 'selectDate', date })}
          canGoToPreviousMonth={month > currentMonth}
          isDateDisabled={(date) => date < today}
          highlightedDates={datesWithSlots}
          describeDay={describeDay}
          isUpdating={slotsQuery.isPlaceholderData}
        />
      )}
      {slotsByDate && !hasMonthSlots && !selectedDate && (
        <p role="status" className="rounded-control bg-slate-50 px-3 py-3 text-center text-sm text-slate-600">
          Sin horarios disponibles
        </p>
      )}
      {slotsByDate && selectedDate && (
        <DaySlots
          key={selectedDate}
          date={selectedDate}
          slots={slotsByDate.get(selectedDate) ?? NO_SLOTS}
          onSelectSlot={onSelectSlot}
        />
      )}
      {slotsByDate &&
        (selectedDate ? (slotsByDate.get(selectedDate) ?? NO_SLOTS).length === 0 : !hasMonthSlots) &&
        (isWaitlistOpen ? (
          <Suspense fallback={<Skeleton className="h-64 w-full rounded-card" />}>
            <WaitlistForm target={target} date={selectedDate ?? today} />
          </Suspense>
        ) : (
          <Button variant="secondary" onClick={() => setIsWaitlistOpen(true)}>
            Avísame si se libera un hueco
          </Button>
        ))}
      <TimeZoneNotice timeZone={timeZone} />
    </div>
  );
}
