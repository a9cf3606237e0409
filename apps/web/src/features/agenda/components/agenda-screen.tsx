import type { Member } from '@citavet/domain/members/member.schema';
import { canInSpace } from '@citavet/domain/members/space-permissions';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import type { ReactNode } from 'react';
import { CalendarHealthNotice } from '@/components/calendar-health-notice';
import { Card } from '@/components/ui/card';
import { useAgendaBookings } from '../api/use-agenda-bookings';
import { type AgendaView, shownRange, upcomingRange } from '../utils/agenda-dates';
import { useAgendaDayEntries } from '../utils/use-agenda-day-entries';
import { type AgendaSelection, useAgendaSelection } from '../utils/use-agenda-selection';
import { useIsMobile } from '../utils/use-is-mobile';
import { browserTimeZone } from '../utils/use-space-clock';
import { AgendaBody } from './agenda-body';
import { AgendaHeader } from './agenda-header';
import type { AgendaDialogsContext } from './agenda-types';
import { MemberSelector } from './member-selector';
import { OnlinePauseBand, OnlinePauseButton } from './online-pause-control';

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

interface OnlinePauseInput {
  spaceId: string;
  members: readonly Member[];
  currentUserId: string;
  isMobile: boolean;
}

/** Who may pause online booking: the clinic's by a manager, one's own agenda by a professional. */
function onlinePauseProps({ spaceId, members, currentUserId, isMobile }: OnlinePauseInput) {
  const currentRole = members.find((member) => member.userId === currentUserId)?.role;
  return {
    spaceId,
    currentUserId,
    canPauseClinic: canInSpace(currentRole, 'settings.manage'),
    canPauseSelf: canInSpace(currentRole, 'schedules.hostOwn'),
    isMobile,
  };
}

interface MobileMemberPickerProps {
  members: readonly Member[];
  selection: AgendaSelection;
  currentUserId: string;
}

/** On a phone, 'Ver agendas de' sits under the header, full width. */
function MobileMemberPicker({ members, selection, currentUserId }: MobileMemberPickerProps) {
  return (
    <Card className="p-3">
      <MemberSelector
        members={members}
        selectedIds={selection.selectedMemberIds}
        currentUserId={currentUserId}
        onChange={selection.chooseMembers}
        canShowOwn={selection.isProfessional}
        isFullWidth
      />
    </Card>
  );
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
  const timeZone = space.timeZone;
  const isMobile = useIsMobile();
  const selection = useAgendaSelection({
    spaceId: space.id,
    timeZone,
    members,
    currentUserId,
    canSeeAllAgendas,
  });
  const { clock, hostIds, selectedDate, isProfessional, professionals } = selection;
  const shownView: AgendaView = isMobile ? 'daily' : selection.view;
  const agenda = useAgendaBookings({
    spaceId: space.id,
    userIds: hostIds,
    upcoming: upcomingRange(clock.today),
    shown: shownRange(shownView, selectedDate),
  });
  const entries = useAgendaDayEntries(space.id, timeZone, selectedDate, hostIds);
  const timeZoneNote =
    browserTimeZone() === timeZone ? null : `Horas en la zona horaria del espacio (${timeZone})`;
  const pickableMembers =
    canSeeAllAgendas && (professionals.length > 1 || !isProfessional) ? professionals : null;
  const shownHosts = professionals
    .filter((member) => hostIds.includes(member.userId))
    .map((member) => ({ id: member.userId, name: member.user.name }));
  const pauseProps = onlinePauseProps({ spaceId: space.id, members, currentUserId, isMobile });

  return (
    <div className="space-y-5">
      <AgendaHeader
        spaceId={space.id}
        view={selection.view}
        onViewChange={selection.setView}
        onToday={selectedDate === clock.today ? undefined : () => selection.setSelectedDate(clock.today)}
        isAdmin={isAdmin}
        members={pickableMembers}
        selectedMemberIds={selection.selectedMemberIds}
        currentUserId={currentUserId}
        onMembersChange={selection.chooseMembers}
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
        <MobileMemberPicker members={pickableMembers} selection={selection} currentUserId={currentUserId} />
      )}
      <AgendaBody
        selection={selection}
        agenda={agenda}
        entries={entries}
        isMobile={isMobile}
        timeZone={timeZone}
        services={services}
        schedules={schedules}
        onPrintDay={onPrintDay}
      />
      {renderDialogs({
        dialog: selection.dialog,
        spaceId: space.id,
        closeDialog: () => selection.setDialog(null),
        openEdit: (booking) => selection.setDialog({ kind: 'edit', booking }),
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
