import type { PublicSlot } from '@citavet/domain/public/public-space.schema';
import { addMonths, type CalendarMonth } from '@citavet/domain/time/calendar-month';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MonthCalendar, type MonthCalendarDay } from '@/components/ui/month-calendar';
import { getErrorMessage } from '@/lib/api-error';
import { formatLongDate } from '@/lib/format-local-date';
import type { useMonthSlots } from '../api/get-month-slots';
import type { useRescheduleManagedBooking } from '../api/reschedule-managed-booking';
import { DaySlots } from './day-slots';

/** How far ahead the calendar lets the client browse; the service's own limit empties later days. */
const MONTHS_AHEAD = 12;

const describeDay = (day: MonthCalendarDay) => (day.isHighlighted ? 'con horarios disponibles' : undefined);

/** The shown day's free times, or the month's error, loading or empty state. */
export function MonthDaySlots({
  monthSlots,
  shownDate,
  selectedSlot,
  onSelect,
}: {
  monthSlots: ReturnType<typeof useMonthSlots>;
  shownDate: string | null;
  selectedSlot: PublicSlot | null;
  onSelect: (slot: PublicSlot) => void;
}) {
  const days = monthSlots.data ?? [];
  const shownSlots = days.find((day) => day.date === shownDate)?.slots ?? [];
  return monthSlots.isError ? (
    <Alert kind="error" title="Error al obtener horarios disponibles">
      <Button size="sm" variant="outline" className="mt-2" onClick={() => monthSlots.refetch()}>
        Reintentar
      </Button>
    </Alert>
  ) : monthSlots.isPending ? (
    <p role="status" className="text-sm text-slate-600">
      Cargando horarios...
    </p>
  ) : days.length === 0 ? (
    <p className="rounded-control border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
      No quedan horarios disponibles este mes. Prueba con el mes siguiente.
    </p>
  ) : (
    <DaySlots date={shownDate} slots={shownSlots} selectedSlot={selectedSlot} onSelect={onSelect} />
  );
}

/**
 * A refusal (a time taken meanwhile refreshes the choice), the new time chosen, read aloud, and
 * 'Volver' or 'Confirmar cambio'.
 */
export function RescheduleSummary({
  reschedule,
  isSlotTaken,
  selectedSlot,
  onBack,
  onConfirm,
}: {
  reschedule: ReturnType<typeof useRescheduleManagedBooking>;
  isSlotTaken: boolean;
  selectedSlot: PublicSlot | null;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <>
      {reschedule.isError && (
        <Alert kind="error" title="No se pudo cambiar la cita">
          <p>{getErrorMessage(reschedule.error, 'Error al cambiar la reserva')}</p>
          {isSlotTaken && <p>Los horarios se han actualizado: elige otro.</p>}
        </Alert>
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        {selectedSlot ? (
          <>
            Nuevo horario:{' '}
            <strong className="font-semibold tabular-nums">
              {formatLongDate(selectedSlot.date)}, {selectedSlot.startTime} – {selectedSlot.endTime}
            </strong>
          </>
        ) : (
          'Elige un día y una hora para continuar.'
        )}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={reschedule.isPending}>
          Volver
        </Button>
        <Button onClick={onConfirm} disabled={!selectedSlot} isLoading={reschedule.isPending}>
          Confirmar cambio
        </Button>
      </div>
    </>
  );
}

/** The month's calendar: only today onwards, a year ahead, and the days with free times. */
export function RescheduleCalendar({
  month,
  firstMonth,
  today,
  shownDate,
  availableDates,
  isUpdating,
  onMonthChange,
  onSelectDate,
}: {
  month: CalendarMonth;
  firstMonth: CalendarMonth;
  today: string;
  shownDate: string | null;
  availableDates: ReadonlySet<string>;
  isUpdating: boolean;
  onMonthChange: (month: CalendarMonth) => void;
  onSelectDate: (date: string) => void;
}) {
  return (
    <section aria-labelledby="calendario-titulo">
      <h3 id="calendario-titulo" className="mb-3 text-sm font-semibold text-slate-900">
        Calendario
      </h3>
      <MonthCalendar
        month={month}
        onMonthChange={onMonthChange}
        today={today}
        selectedDate={shownDate}
        onSelectDate={onSelectDate}
        canGoToPreviousMonth={month > firstMonth}
        canGoToNextMonth={month < addMonths(firstMonth, MONTHS_AHEAD)}
        // Only the days that still have free times can be chosen.
        isDateDisabled={(date) => date < today || !availableDates.has(date)}
        highlightedDates={availableDates}
        describeDay={describeDay}
        isUpdating={isUpdating}
      />
    </section>
  );
}
