import type { ManagedBooking } from '@citavet/domain/bookings/public-booking.schema';
import type { PublicSlot } from '@citavet/domain/public/public-space.schema';
import { type CalendarMonth, monthOf, monthRange } from '@citavet/domain/time/calendar-month';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { managedBookingQueryKey } from '../api/get-managed-booking';
import { useMonthSlots } from '../api/get-month-slots';
import { useRescheduleManagedBooking } from '../api/reschedule-managed-booking';
import type { SlotOwner } from '../api/slots-request';
import { todayIn } from '../booking-dates';
import { NextSlots } from './next-slots';
import { MonthDaySlots, RescheduleCalendar, RescheduleSummary } from './reschedule-parts';

interface ReschedulePanelProps {
  token: string;
  booking: ManagedBooking;
  owner: SlotOwner;
  onClose: () => void;
  onRescheduled: (booking: ManagedBooking) => void;
}

/** Picks a new time with the same professional and service, then asks the API to move the booking. */
export function ReschedulePanel({ token, booking, owner, onClose, onRescheduled }: ReschedulePanelProps) {
  const queryClient = useQueryClient();
  const today = todayIn(booking.timeZone);
  const firstMonth = monthOf(today);
  const [month, setMonth] = useState(firstMonth);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [selectedSlot, setSelectedSlot] = useState<PublicSlot | null>(null);
  const { fromDate, toDate } = monthRange(month);
  const monthSlots = useMonthSlots(owner, fromDate, toDate);
  const reschedule = useRescheduleManagedBooking(token);

  const days = monthSlots.data ?? [];
  const availableDates = new Set(days.map((day) => day.date));
  // Until the client picks a day, the month opens on its first day with free times.
  const shownDate = chosenDate && monthOf(chosenDate) === month ? chosenDate : (days[0]?.date ?? null);

  const chooseSlot = (slot: PublicSlot) => {
    reschedule.reset();
    setSelectedSlot(slot);
    setChosenDate(slot.date);
    setMonth(monthOf(slot.date));
  };

  const changeMonth = (shown: CalendarMonth) => {
    setMonth(shown);
    setChosenDate(null);
  };

  const confirm = () => {
    if (!selectedSlot) return;
    reschedule.mutate(
      { startTime: selectedSlot.startAt, endTime: selectedSlot.endAt },
      {
        onSuccess: onRescheduled,
        onError: (error) => {
          // Someone took the time first: drop it; the refreshed slots no longer offer it.
          if (isApiError(error) && error.status === 409) setSelectedSlot(null);
          // The booking changed under us (cancelled by the clinic, already started): show it as it is.
          if (isApiError(error) && (error.status === 403 || error.status === 404)) {
            void queryClient.invalidateQueries({ queryKey: managedBookingQueryKey(token) });
          }
        },
      },
    );
  };

  const isSlotTaken = isApiError(reschedule.error) && reschedule.error.status === 409;

  return (
    <section
      aria-labelledby="elegir-horario"
      className="space-y-6 rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div>
        <h2 id="elegir-horario" className="text-lg font-semibold text-slate-900">
          Elige un nuevo horario
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {booking.service.name} con {booking.host.name}. Horarios en la hora de la clínica (
          {booking.timeZone}).
        </p>
      </div>

      <NextSlots owner={owner} selectedSlot={selectedSlot} onSelect={chooseSlot} />

      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <RescheduleCalendar
          month={month}
          firstMonth={firstMonth}
          today={today}
          shownDate={shownDate}
          availableDates={availableDates}
          isUpdating={monthSlots.isPending}
          onMonthChange={changeMonth}
          onSelectDate={setChosenDate}
        />
        <div>
          <MonthDaySlots
            monthSlots={monthSlots}
            shownDate={shownDate}
            selectedSlot={selectedSlot}
            onSelect={chooseSlot}
          />
        </div>
      </div>

      {/* Sticky, so the confirmation stays in reach below a long list of times (mobile above all). */}
      <div className="sticky bottom-0 -mx-5 -mb-5 space-y-4 rounded-b-card border-t border-slate-200 bg-white px-5 pt-4 pb-5 sm:-mx-6 sm:-mb-6 sm:px-6 sm:pb-6">
        <RescheduleSummary
          reschedule={reschedule}
          isSlotTaken={isSlotTaken}
          selectedSlot={selectedSlot}
          onBack={onClose}
          onConfirm={confirm}
        />
      </div>
    </section>
  );
}
