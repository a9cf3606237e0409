import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { closuresOnDay } from '@citavet/domain/disabled-dates/day-closures';
import type { Member } from '@citavet/domain/members/member.schema';
import { canInSpace, isProfessionalRole } from '@citavet/domain/members/space-permissions';
import { overridesOnDay } from '@citavet/domain/schedule-overrides/day-overrides';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import { isLocalDate, type LocalDate } from '@citavet/domain/time/zoned-time';
import { UserRoundSearch } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSpaceClosures } from '@/api/get-space-closures';
import { useSpaceScheduleOverrides } from '@/api/get-space-schedule-overrides';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { getErrorMessage } from '@/lib/api-error';
import { DEFAULT_CURRENCY } from '@/lib/formatters';
import { readNewAppointmentPrefill, withoutNewAppointment } from '@/lib/new-appointment-link';
import { useAgendaBookings } from '../api/use-agenda-bookings';
import { type AgendaView, shownRange, upcomingRange } from '../utils/agenda-dates';
import { readAgendaHosts, saveAgendaHosts } from '../utils/agenda-hosts-preference';
import { useIsMobile } from '../utils/use-is-mobile';
import { browserTimeZone, useSpaceClock } from '../utils/use-space-clock';
import { AgendaHeader } from './agenda-header';
import { AgendaSkeleton } from './agenda-skeleton';
import type { AgendaDialog, AgendaDialogsContext } from './agenda-types';
import { CalendarHealthNotice } from './calendar-health-notice';
import { CancelledToggle } from './cancelled-toggle';
import { DailyView } from './daily-view';
import { MemberSelector } from './member-selector';
import { MobileAgenda } from './mobile-agenda';
import { MonthlyView } from './monthly-view';
import { OnlinePauseBand, OnlinePauseButton } from './online-pause-control';
import { WeeklyView } from './weekly-view';

interface AgendaScreenProps {
  space: MemberSpace;
  members: readonly Member[];
  services: readonly Service[];
  schedules: readonly SpaceSchedule[];
  currentUserId: string;
  isAdmin: boolean;
  /** May look at every professional's agenda (ADMIN, RECEPTION; permission 'agenda.readAll'). */
  canSeeAllAgendas: boolean;
  /** 'Imprimir': the day's list of the professionals shown, as a PDF. */
  onPrintDay?: (date: LocalDate, hostIds: readonly string[]) => Promise<void>;
  renderDialogs: (context: AgendaDialogsContext) => ReactNode;
}

export function AgendaScreen({
  space,
  members,
  services,
  schedules,
  currentUserId,
  isAdmin,
  canSeeAllAgendas,
  onPrintDay,
  renderDialogs,
}: AgendaScreenProps) {
  // Reception takes no appointments: only professionals have agendas (columns, pickers).
  const professionals = members.filter((member) => isProfessionalRole(member.role));
  const professionalIds = professionals.map((member) => member.userId);
  const isProfessional = professionalIds.includes(currentUserId);
  const timeZone = space.timeZone;
  const clock = useSpaceClock(timeZone);
  const isMobile = useIsMobile();
  const [view, setView] = useState<AgendaView>('daily');
  // A link may ask for 'Nueva Cita' pre-filled (?nueva=1…, 'Agendar próximo control'): the agenda
  // opens on that day and that professional's agenda, with the modal open.
  const [searchParams, setSearchParams] = useSearchParams();
  const [requested] = useState(() => readNewAppointmentPrefill(searchParams));
  const requestedHost =
    requested?.hostId && canSeeAllAgendas && professionalIds.includes(requested.hostId)
      ? requested.hostId
      : isProfessional
        ? currentUserId
        : undefined;
  // A calendar feed's event links here with the booking's day (?fecha=YYYY-MM-DD, decision 077).
  const [linkedDate] = useState(() => {
    const date = searchParams.get('fecha');
    return isLocalDate(date) ? date : null;
  });
  const [selectedDate, setSelectedDate] = useState<LocalDate>(requested?.date ?? linkedDate ?? clock.today);
  // Everyone starts on their own agenda, or on the choice they left 'Ver agendas de' on;
  // reception, with no agenda of her own, on every professional's. Only admins and reception may
  // look at others'.
  const [selectedMemberIds, setSelectedMemberIds] = useState<string[]>(() => {
    const remembered = canSeeAllAgendas ? readAgendaHosts(currentUserId, space.id, professionalIds) : null;
    if (remembered && !(requested?.hostId && !remembered.includes(requested.hostId))) return remembered;
    if (requestedHost) return [requestedHost];
    return canSeeAllAgendas ? professionalIds : [currentUserId];
  });
  const chooseMembers = (userIds: string[]) => {
    setSelectedMemberIds(userIds);
    saveAgendaHosts(currentUserId, space.id, userIds);
  };
  const [isPrinting, setIsPrinting] = useState(false);
  const [isShowingCancelled, setIsShowingCancelled] = useState(false);
  const [dialog, setDialog] = useState<AgendaDialog | null>(() =>
    requested
      ? {
          kind: 'new',
          draft: {
            date: requested.date,
            assignedMember: requestedHost,
            clientId: requested.clientId,
            petId: requested.petId,
            reason: requested.reason,
            isFirstFreeSlot: true,
          },
        }
      : null,
  );
  // The request is read once: a reload or 'back' does not open the modal again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the URL the agenda opened with.
  useEffect(() => {
    if (requested) setSearchParams(withoutNewAppointment(searchParams), { replace: true });
  }, []);

  const hostIds = canSeeAllAgendas ? selectedMemberIds : [currentUserId];
  const shownView: AgendaView = isMobile ? 'daily' : view;
  const agenda = useAgendaBookings({
    spaceId: space.id,
    userIds: hostIds,
    upcoming: upcomingRange(clock.today),
    shown: shownRange(shownView, selectedDate),
  });
  // The month around the selected day covers the day, week and month views.
  const closuresQuery = useSpaceClosures(space.id, shownRange('monthly', selectedDate));
  const closureEntries = closuresQuery.data;
  const hostKey = hostIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: hostKey stands for hostIds' contents.
  const closuresOf = useCallback(
    (date: LocalDate) => closuresOnDay(closureEntries ?? [], date, timeZone, hostIds),
    [closureEntries, timeZone, hostKey],
  );
  const overridesQuery = useSpaceScheduleOverrides(space.id, shownRange('monthly', selectedDate));
  const overrideEntries = overridesQuery.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: hostKey stands for hostIds' contents.
  const overridesOf = useCallback(
    (date: LocalDate) => overridesOnDay(overrideEntries ?? [], date, hostIds),
    [overrideEntries, hostKey],
  );
  const hasCancelledShown = agenda.bookings.some((booking) => booking.status === 'CANCELLED');
  const timeZoneNote =
    browserTimeZone() === timeZone ? null : `Horas en la zona horaria del espacio (${timeZone})`;
  const pickableMembers =
    canSeeAllAgendas && (professionals.length > 1 || !isProfessional) ? professionals : null;
  const shownHosts = professionals
    .filter((member) => hostIds.includes(member.userId))
    .map((member) => ({ id: member.userId, name: member.user.name }));
  const hostClosuresOf = (date: LocalDate, hostId: string) =>
    closuresOnDay(closureEntries ?? [], date, timeZone, [hostId]);
  const hostOverridesOf = (date: LocalDate, hostId: string) =>
    overridesOnDay(overrideEntries ?? [], date, [hostId]);
  const printDay = onPrintDay
    ? () => {
        setIsPrinting(true);
        void onPrintDay(selectedDate, hostIds).finally(() => setIsPrinting(false));
      }
    : undefined;

  const openNewAppointment = (date: LocalDate, startTime?: string) => {
    const [onlyHost] = hostIds;
    const assignedMember =
      hostIds.length === 1 ? onlyHost : hostIds.includes(currentUserId) ? currentUserId : undefined;
    setDialog({ kind: 'new', draft: { date, startTime, assignedMember } });
  };
  const openNewAppointmentFor = (date: LocalDate, startTime: string, hostId: string) =>
    setDialog({ kind: 'new', draft: { date, startTime, assignedMember: hostId } });
  const openBooking = (booking: Booking) => setDialog({ kind: 'detail', booking });
  const openDay = (date: LocalDate) => {
    setSelectedDate(date);
    setView('daily');
  };

  const renderBody = () => {
    if (hostIds.length === 0) {
      return (
        <Card>
          <EmptyState
            icon={UserRoundSearch}
            title="Ningún miembro seleccionado"
            description="Elige en 'Ver agendas de' qué agendas quieres ver."
            action={
              isProfessional ? (
                <Button onClick={() => chooseMembers([currentUserId])}>Solo mi agenda</Button>
              ) : (
                <Button onClick={() => chooseMembers(professionalIds)}>Ver todos</Button>
              )
            }
          />
        </Card>
      );
    }
    if (agenda.error) {
      return (
        <Card>
          <ErrorState
            title="Error al cargar las reservas"
            message={getErrorMessage(agenda.error, 'No se pudo cargar la agenda. Intenta nuevamente.')}
            onRetry={agenda.refetch}
            isRetrying={agenda.isRefreshing}
          />
        </Card>
      );
    }
    if (agenda.isLoading) return <AgendaSkeleton isBodyOnly />;
    if (isMobile) {
      return (
        <MobileAgenda
          selectedDate={selectedDate}
          clock={clock}
          timeZone={timeZone}
          bookings={agenda.bookings}
          onSelectDate={setSelectedDate}
          onNewAppointment={openNewAppointment}
          onOpenBooking={openBooking}
          closuresOf={closuresOf}
          overridesOf={overridesOf}
          isShowingCancelled={isShowingCancelled}
          onShowCancelledChange={setIsShowingCancelled}
          onPrint={printDay}
          isPrinting={isPrinting}
        />
      );
    }
    const cancelledToggle = hasCancelledShown && (
      <div className="flex justify-end">
        <CancelledToggle
          id="mostrar-canceladas-periodo"
          isShowing={isShowingCancelled}
          onChange={setIsShowingCancelled}
        />
      </div>
    );
    if (view === 'weekly') {
      return (
        <div className="space-y-3">
          {cancelledToggle}
          <WeeklyView
            selectedDate={selectedDate}
            clock={clock}
            timeZone={timeZone}
            bookings={agenda.bookings}
            hostIds={hostIds}
            schedules={schedules}
            onSelectDate={setSelectedDate}
            onOpenDay={openDay}
            onNewAppointment={openNewAppointment}
            onOpenBooking={openBooking}
            closuresOf={closuresOf}
            overridesOf={overridesOf}
            isShowingCancelled={isShowingCancelled}
          />
        </div>
      );
    }
    if (view === 'monthly') {
      return (
        <div className="space-y-3">
          {cancelledToggle}
          <MonthlyView
            selectedDate={selectedDate}
            today={clock.today}
            timeZone={timeZone}
            bookings={agenda.bookings}
            defaultCurrency={services[0]?.currency ?? DEFAULT_CURRENCY}
            onSelectDate={setSelectedDate}
            onOpenDay={openDay}
            closuresOf={closuresOf}
            overridesOf={overridesOf}
            isShowingCancelled={isShowingCancelled}
          />
        </div>
      );
    }
    return (
      <DailyView
        selectedDate={selectedDate}
        clock={clock}
        timeZone={timeZone}
        bookings={agenda.bookings}
        upcomingBookings={agenda.upcomingBookings}
        hostIds={hostIds}
        schedules={schedules}
        services={services}
        isShowingCancelled={isShowingCancelled}
        onShowCancelledChange={setIsShowingCancelled}
        onSelectDate={setSelectedDate}
        onNewAppointment={openNewAppointment}
        onOpenBooking={openBooking}
        closuresOf={closuresOf}
        overridesOf={overridesOf}
        hosts={shownHosts}
        hostClosuresOf={hostClosuresOf}
        hostOverridesOf={hostOverridesOf}
        onNewAppointmentFor={openNewAppointmentFor}
        onPrint={printDay}
        isPrinting={isPrinting}
      />
    );
  };

  const currentRole = members.find((member) => member.userId === currentUserId)?.role;
  const pauseProps = {
    spaceId: space.id,
    currentUserId,
    canPauseClinic: canInSpace(currentRole, 'settings.manage'),
    canPauseSelf: canInSpace(currentRole, 'schedules.hostOwn'),
    isMobile,
  };

  return (
    <div className="space-y-5">
      <AgendaHeader
        spaceId={space.id}
        view={view}
        onViewChange={setView}
        onToday={selectedDate === clock.today ? undefined : () => setSelectedDate(clock.today)}
        isAdmin={isAdmin}
        members={pickableMembers}
        selectedMemberIds={selectedMemberIds}
        currentUserId={currentUserId}
        onMembersChange={chooseMembers}
        canChooseAgendas={canSeeAllAgendas}
        canShowOwn={isProfessional}
        isRefreshing={agenda.isRefreshing}
        onRefresh={agenda.refetch}
        timeZoneNote={timeZoneNote}
        isMobile={isMobile}
        pauseButton={
          pauseProps.canPauseClinic || pauseProps.canPauseSelf ? (
            <OnlinePauseButton {...pauseProps} />
          ) : undefined
        }
      />
      <OnlinePauseBand {...pauseProps} />
      <CalendarHealthNotice space={space} userId={currentUserId} hosts={shownHosts} />
      {isMobile && pickableMembers && (
        <Card className="p-3">
          <MemberSelector
            members={pickableMembers}
            selectedIds={selectedMemberIds}
            currentUserId={currentUserId}
            onChange={chooseMembers}
            canShowOwn={isProfessional}
            isFullWidth
          />
        </Card>
      )}
      {renderBody()}
      {renderDialogs({
        dialog,
        spaceId: space.id,
        closeDialog: () => setDialog(null),
        openEdit: (booking) => setDialog({ kind: 'edit', booking }),
        timeZone,
        timeZoneNote,
        clock,
        members,
        services,
        schedules,
      })}
    </div>
  );
}
