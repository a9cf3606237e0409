import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { CalendarX2 } from 'lucide-react';
import { ClosureList } from '@/components/closure-list';
import { OverrideList } from '@/components/override-list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { dayBookings } from '../utils/day-bookings';
import type { SpaceClock } from '../utils/use-space-clock';
import { MobileBookingItem, MobileDayNavigator, NewAppointmentFab } from './mobile-agenda-sections';

interface MobileAgendaProps {
  selectedDate: LocalDate;
  clock: SpaceClock;
  timeZone: string;
  bookings: readonly Booking[];
  onSelectDate: (date: LocalDate) => void;
  onNewAppointment: (date: LocalDate) => void;
  onOpenBooking: (booking: Booking) => void;
  closuresOf?: (date: LocalDate) => DayClosure[];
  overridesOf?: (date: LocalDate) => DayOverride[];
  isShowingCancelled: boolean;
  onShowCancelledChange: (isShowing: boolean) => void;
  /** 'Imprimir': the day's list per professional as a PDF. */
  onPrint?: () => void;
  isPrinting?: boolean;
}

/** Below 540 px: a day navigator, the day's appointments as a list and a floating add button. */
export function MobileAgenda({
  selectedDate,
  clock,
  timeZone,
  bookings,
  onSelectDate,
  onNewAppointment,
  onOpenBooking,
  closuresOf,
  overridesOf,
  isShowingCancelled,
  onShowCancelledChange,
  onPrint,
  isPrinting = false,
}: MobileAgendaProps) {
  const { all, scheduled, hasCancelled } = dayBookings(bookings, timeZone, selectedDate);
  const ofDay = isShowingCancelled ? all : scheduled;
  const closures = closuresOf?.(selectedDate) ?? [];
  const canCreate = selectedDate >= clock.today;

  return (
    <div className="space-y-4 pb-20">
      <MobileDayNavigator
        selectedDate={selectedDate}
        today={clock.today}
        scheduledCount={scheduled.length}
        hasCancelled={hasCancelled}
        onSelectDate={onSelectDate}
        isShowingCancelled={isShowingCancelled}
        onShowCancelledChange={onShowCancelledChange}
        onPrint={onPrint}
        isPrinting={isPrinting}
      />
      <OverrideList overrides={overridesOf?.(selectedDate) ?? []} />
      <ClosureList closures={closures} />

      {ofDay.length === 0 ? (
        <Card>
          <EmptyState
            icon={CalendarX2}
            title="No hay citas programadas"
            description={canCreate ? 'Crea una cita para este día.' : undefined}
            action={
              canCreate ? (
                <Button onClick={() => onNewAppointment(selectedDate)}>Nueva Cita</Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <ul className="space-y-2" aria-label="Citas del día">
          {ofDay.map((booking) => (
            <li key={booking.id}>
              <MobileBookingItem
                booking={booking}
                timeZone={timeZone}
                now={clock.now}
                onOpenBooking={onOpenBooking}
              />
            </li>
          ))}
        </ul>
      )}

      {canCreate && <NewAppointmentFab onClick={() => onNewAppointment(selectedDate)} />}
    </div>
  );
}
