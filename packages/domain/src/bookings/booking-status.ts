import { z } from 'zod';

// Booking statuses (part 2 §4) and the transitions the API allows. The spec leaves the transitions
// open (§9 "not shown"); these follow the life of an appointment: a request is approved or refused,
// an approved one happens or is called off, and what is finished stays finished.

export const BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED'] as const;
export const BookingStatusSchema = z.enum(BOOKING_STATUSES, {
  error: 'El estado debe ser PENDING, CONFIRMED, COMPLETED o CANCELLED',
});
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  PENDING: 'Pendiente',
  CONFIRMED: 'Confirmada',
  COMPLETED: 'Completada',
  CANCELLED: 'Cancelada',
};

const ALLOWED_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  PENDING: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** The statuses a booking may move to from `from`; none once it is completed or cancelled. */
export function nextBookingStatuses(from: BookingStatus): readonly BookingStatus[] {
  return ALLOWED_TRANSITIONS[from];
}

export function canChangeBookingStatus(from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** A cancelled booking frees its time; every other status holds it (exclusion constraint). */
export function isHoldingTime(status: BookingStatus): boolean {
  return status !== 'CANCELLED';
}

export function bookingStatusLabel(status: string): string {
  return isBookingStatus(status) ? BOOKING_STATUS_LABELS[status] : status;
}

export function statusTransitionMessage(from: BookingStatus, to: BookingStatus): string {
  return `No se puede cambiar una reserva de ${bookingStatusLabel(from)} a ${bookingStatusLabel(to)}`;
}

/** New bookings of a service that requires approval wait as PENDING. */
export function initialBookingStatus(service: { requiresApproval: boolean }): BookingStatus {
  return service.requiresApproval ? 'PENDING' : 'CONFIRMED';
}
