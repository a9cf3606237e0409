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

export function clientStepDefaults(booking: Booking | null) {
  return {
    client: booking?.client.name ?? '',
    phone: booking?.client.phone ?? '',
    email: booking?.client.email ?? '',
    notes: booking?.notes ?? '',
    clientId: booking?.client.id ?? '',
    petId: booking?.pet?.id ?? '',
    petName: '',
    species: '',
    reason: booking?.reason ?? '',
  };
}
