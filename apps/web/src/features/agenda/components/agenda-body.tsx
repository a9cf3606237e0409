import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { useState } from 'react';
import { DEFAULT_CURRENCY } from '@/lib/formatters';
import type { useAgendaBookings } from '../api/use-agenda-bookings';
import type { useAgendaDayEntries } from '../utils/use-agenda-day-entries';
import type { AgendaSelection } from '../utils/use-agenda-selection';
import { AgendaLoadError, NobodyChosen, PeriodCancelledToggle } from './agenda-body-states';
import { AgendaSkeleton } from './agenda-skeleton';
import { DailyView } from './daily-view';
import { MobileAgenda } from './mobile-agenda';
import { MonthlyView } from './monthly-view';
import { WeeklyView } from './weekly-view';

interface AgendaBodyProps {
  selection: AgendaSelection;
  agenda: ReturnType<typeof useAgendaBookings>;
  entries: ReturnType<typeof useAgendaDayEntries>;
  isMobile: boolean;
  timeZone: string;
  services: readonly Service[];
  schedules: readonly SpaceSchedule[];
  /** 'Imprimir': the day's list of the professionals shown, as a PDF. */
  onPrintDay?: ((date: LocalDate, hostIds: readonly string[]) => Promise<void>) | undefined;
}

/** 'Imprimir' for the day shown, busy while the PDF is made; none when printing is not offered. */
function useDayPrint(
  onPrintDay: AgendaBodyProps['onPrintDay'],
  selectedDate: LocalDate,
  hostIds: readonly string[],
) {
  const [isPrinting, setIsPrinting] = useState(false);
  const printDay = onPrintDay
    ? () => {
        setIsPrinting(true);
        void onPrintDay(selectedDate, hostIds).finally(() => setIsPrinting(false));
      }
    : undefined;
  return { printDay, isPrinting };
}

/** The agenda under its header: nobody chosen, the error, loading, or the day, week or month. */
export function AgendaBody({
  selection,
  agenda,
  entries,
  isMobile,
  timeZone,
  services,
  schedules,
  onPrintDay,
}: AgendaBodyProps) {
  const [isShowingCancelled, setIsShowingCancelled] = useState(false);
  const { hostIds, selectedDate, setSelectedDate, clock, open } = selection;
  const { printDay, isPrinting } = useDayPrint(onPrintDay, selectedDate, hostIds);
  const common = {
    selectedDate,
    timeZone,
    bookings: agenda.bookings,
    onSelectDate: setSelectedDate,
    closuresOf: entries.closuresOf,
    overridesOf: entries.overridesOf,
    isShowingCancelled,
  };

  if (hostIds.length === 0) {
    return <NobodyChosen selection={selection} />;
  }
  if (agenda.error) {
    return <AgendaLoadError agenda={agenda} />;
  }
  if (agenda.isLoading) return <AgendaSkeleton isBodyOnly />;
  if (isMobile) {
    return (
      <MobileAgenda
        {...common}
        clock={clock}
        onNewAppointment={open.newAppointment}
        onOpenBooking={open.booking}
        onShowCancelledChange={setIsShowingCancelled}
        onPrint={printDay}
        isPrinting={isPrinting}
      />
    );
  }
  const cancelledToggle = agenda.bookings.some((booking) => booking.status === 'CANCELLED') && (
    <PeriodCancelledToggle isShowing={isShowingCancelled} onChange={setIsShowingCancelled} />
  );
  if (selection.view === 'weekly') {
    return (
      <div className="space-y-3">
        {cancelledToggle}
        <WeeklyView
          {...common}
          clock={clock}
          hostIds={hostIds}
          schedules={schedules}
          onOpenDay={open.day}
          onNewAppointment={open.newAppointment}
          onOpenBooking={open.booking}
        />
      </div>
    );
  }
  if (selection.view === 'monthly') {
    return (
      <div className="space-y-3">
        {cancelledToggle}
        <MonthlyView
          {...common}
          today={clock.today}
          defaultCurrency={services[0]?.currency ?? DEFAULT_CURRENCY}
          onOpenDay={open.day}
        />
      </div>
    );
  }
  return (
    <DailyView
      {...common}
      clock={clock}
      upcomingBookings={agenda.upcomingBookings}
      hostIds={hostIds}
      schedules={schedules}
      services={services}
      onShowCancelledChange={setIsShowingCancelled}
      onNewAppointment={open.newAppointment}
      onOpenBooking={open.booking}
      hosts={selection.professionals
        .filter((member) => hostIds.includes(member.userId))
        .map((member) => ({ id: member.userId, name: member.user.name }))}
      hostClosuresOf={entries.hostClosuresOf}
      hostOverridesOf={entries.hostOverridesOf}
      onNewAppointmentFor={open.newAppointmentFor}
      onPrint={printDay}
      isPrinting={isPrinting}
    />
  );
}
