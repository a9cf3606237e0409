import {
  appointmentEndTime,
  DEFAULT_APPOINTMENT_END,
  DEFAULT_APPOINTMENT_MINUTES,
  DEFAULT_APPOINTMENT_START,
} from '@citavet/domain/bookings/appointment-form.schema';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { instantToZonedParts } from '@citavet/domain/time/zoned-time';

export interface AppointmentDraft {
  date: string;
  /** The clicked slot, else the default 09:00. */
  startTime?: string | undefined;
  /** The member whose agenda was open, else the current user. */
  assignedMember?: string | undefined;
  /** A link's pre-filled patient and reason ('Agendar próximo control' from the pet's history). */
  clientId?: string | undefined;
  petId?: string | undefined;
  reason?: string | undefined;
  /** Start at the member's first free slot of the day, when the availability API offers one. */
  isFirstFreeSlot?: boolean | undefined;
}

/** The booking's own time on the space's wall clock, as the form writes it. */
export function bookingWallTimes(booking: Booking, timeZone: string) {
  const start = instantToZonedParts(Date.parse(booking.startTime), timeZone);
  const end = instantToZonedParts(Date.parse(booking.endTime), timeZone);
  return { date: start.date, startTime: start.time, endTime: end.time };
}

/** The value the service field holds for a booking; a deleted service keeps its name. */
export function bookingServiceValue(booking: Booking): string {
  return booking.service.id ?? `servicio:${booking.service.name}`;
}

export function scheduleStepDefaults(input: {
  draft: AppointmentDraft;
  booking: Booking | null;
  timeZone: string;
  assignedMember: string;
}) {
  const { draft, booking } = input;
  if (booking) {
    return {
      assignedMember: booking.host.id,
      service: bookingServiceValue(booking),
      ...bookingWallTimes(booking, input.timeZone),
    };
  }
  const startTime = draft.startTime ?? DEFAULT_APPOINTMENT_START;
  return {
    assignedMember: input.assignedMember,
    service: '',
    date: draft.date,
    startTime,
    endTime: draft.startTime
      ? appointmentEndTime(startTime, DEFAULT_APPOINTMENT_MINUTES)
      : DEFAULT_APPOINTMENT_END,
  };
}

export function clientStepDefaults(booking: Booking | null, draft?: AppointmentDraft) {
  const prefill = booking ? undefined : draft;
  return {
    client: booking?.client.name ?? '',
    phone: booking?.client.phone ?? '',
    email: booking?.client.email ?? '',
    notes: booking?.notes ?? '',
    // Editing: the booking's own client and pet; a new appointment: what a link pre-filled.
    clientId: booking?.client.id ?? prefill?.clientId ?? '',
    petId: booking ? (booking.pet?.id ?? '') : prefill?.clientId ? (prefill.petId ?? '') : '',
    petName: '',
    species: '',
    reason: booking?.reason ?? prefill?.reason ?? '',
  };
}

/** The earliest bookable slot of the day (any of the member's services), or null. */
export function firstFreeSlot<Slot extends { startTime: string; available: boolean }>(
  slots: readonly Slot[],
): Slot | null {
  let first: Slot | null = null;
  for (const slot of slots) if (slot.available && (!first || slot.startTime < first.startTime)) first = slot;
  return first;
}
