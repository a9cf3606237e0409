import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { Member } from '@citavet/domain/members/member.schema';
import { isProfessionalRole } from '@citavet/domain/members/space-permissions';
import { isLocalDate, type LocalDate } from '@citavet/domain/time/zoned-time';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readNewAppointmentPrefill, withoutNewAppointment } from '@/lib/new-appointment-link';
import type { AgendaDialog } from '../components/agenda-types';
import type { AgendaView } from './agenda-dates';
import { readAgendaHosts, saveAgendaHosts } from './agenda-hosts-preference';
import { useSpaceClock } from './use-space-clock';

interface AgendaSelectionInput {
  spaceId: string;
  timeZone: string;
  members: readonly Member[];
  currentUserId: string;
  /** May look at every professional's agenda (ADMIN, RECEPTION). */
  canSeeAllAgendas: boolean;
}

/**
 * What the agenda shows and has open: the view, the day, whose agendas, and the dialog over it,
 * with the URL's requests (a pre-filled 'Nueva Cita', a feed event's day) read once on arrival.
 */
export function useAgendaSelection({
  spaceId,
  timeZone,
  members,
  currentUserId,
  canSeeAllAgendas,
}: AgendaSelectionInput) {
  // Reception takes no appointments: only professionals have agendas (columns, pickers).
  const professionals = members.filter((member) => isProfessionalRole(member.role));
  const professionalIds = professionals.map((member) => member.userId);
  const isProfessional = professionalIds.includes(currentUserId);
  const clock = useSpaceClock(timeZone);
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
    const remembered = canSeeAllAgendas ? readAgendaHosts(currentUserId, spaceId, professionalIds) : null;
    if (remembered && !(requested?.hostId && !remembered.includes(requested.hostId))) return remembered;
    if (requestedHost) return [requestedHost];
    return canSeeAllAgendas ? professionalIds : [currentUserId];
  });
  const chooseMembers = (userIds: string[]) => {
    setSelectedMemberIds(userIds);
    saveAgendaHosts(currentUserId, spaceId, userIds);
  };
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
  const open = {
    newAppointment: (date: LocalDate, startTime?: string) => {
      const [onlyHost] = hostIds;
      const assignedMember =
        hostIds.length === 1 ? onlyHost : hostIds.includes(currentUserId) ? currentUserId : undefined;
      setDialog({ kind: 'new', draft: { date, startTime, assignedMember } });
    },
    newAppointmentFor: (date: LocalDate, startTime: string, hostId: string) =>
      setDialog({ kind: 'new', draft: { date, startTime, assignedMember: hostId } }),
    booking: (booking: Booking) => setDialog({ kind: 'detail', booking }),
    day: (date: LocalDate) => {
      setSelectedDate(date);
      setView('daily');
    },
  };

  return {
    currentUserId,
    professionals,
    professionalIds,
    isProfessional,
    clock,
    view,
    setView,
    selectedDate,
    setSelectedDate,
    selectedMemberIds,
    chooseMembers,
    hostIds,
    dialog,
    setDialog,
    open,
  };
}

export type AgendaSelection = ReturnType<typeof useAgendaSelection>;
