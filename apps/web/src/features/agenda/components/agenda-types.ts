import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { Member } from '@citavet/domain/members/member.schema';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import type { SpaceClock } from '../utils/use-space-clock';

/** What the agenda asks the app to open over it. */
export type AgendaDialog =
  | {
      kind: 'new';
      draft: {
        date: LocalDate;
        startTime?: string | undefined;
        assignedMember?: string | undefined;
        /** From a link ('Agendar próximo control'): who it is for and why, at the first free slot. */
        clientId?: string | undefined;
        petId?: string | undefined;
        reason?: string | undefined;
        isFirstFreeSlot?: boolean | undefined;
      };
    }
  | { kind: 'detail'; booking: Booking }
  | { kind: 'edit'; booking: Booking };

/**
 * Everything the booking dialogs need, handed to the app's route: the agenda owns when they open,
 * the bookings feature owns what they do, and features do not import each other.
 */
export interface AgendaDialogsContext {
  dialog: AgendaDialog | null;
  spaceId: string;
  closeDialog: () => void;
  /** 'Editar' in the booking's detail leads to 'Editar Cita'. */
  openEdit: (booking: Booking) => void;
  timeZone: string;
  timeZoneNote: string | null;
  clock: SpaceClock;
  members: readonly Member[];
  services: readonly Service[];
  schedules: readonly SpaceSchedule[];
}
