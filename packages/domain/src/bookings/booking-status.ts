import { z } from 'zod';

// Booking statuses (NO_SHOW included) and the transitions the API allows. The spec
// leaves the transitions open; these follow the life of an appointment: a request is
// approved or refused, an approved one happens (COMPLETED), does not (NO_SHOW) or is called off. What
// happened can be taken back to CONFIRMED (a mistaken click), but only by an ADMIN or, within the
// undo window, by the person who just set it (decision 026). A cancellation is final: it e-mailed
// the client and freed the time for someone else.
//
// The front desk adds two steps between CONFIRMED and COMPLETED (decision 072): CHECKED_IN (the
// patient is in the waiting room; the arrival time is kept) and IN_CONSULTATION (the vet called
// them in; the wait ends). They are taken in order, never skipped: a clinic that does not check
// patients in still goes from CONFIRMED to COMPLETED, but nothing reaches IN_CONSULTATION without
// an arrival, so every wait the reports average has both ends.

export const BOOKING_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'CHECKED_IN',
  'IN_CONSULTATION',
  'COMPLETED',
  'NO_SHOW',
  'CANCELLED',
] as const;
export const BookingStatusSchema = z.enum(BOOKING_STATUSES, {
  error: 'El estado debe ser PENDING, CONFIRMED, CHECKED_IN, IN_CONSULTATION, COMPLETED, NO_SHOW o CANCELLED',
});
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

/**
 * A booking still to come holds its time: requested or approved, not yet happened nor called off.
 * The one definition of 'upcoming' (the client's next appointment, what may be edited, moved or
 * cancelled, a client's open bookings); the API renders it into SQL with inArray.
 */
export const UPCOMING_BOOKING_STATUSES = ['PENDING', 'CONFIRMED'] as const satisfies readonly BookingStatus[];

export function isUpcomingStatus(status: string): status is (typeof UPCOMING_BOOKING_STATUSES)[number] {
  return (UPCOMING_BOOKING_STATUSES as readonly string[]).includes(status);
}

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  PENDING: 'Pendiente',
  CONFIRMED: 'Confirmada',
  CHECKED_IN: 'En sala de espera',
  IN_CONSULTATION: 'En consulta',
  COMPLETED: 'Completada',
  NO_SHOW: 'No asistió',
  CANCELLED: 'Cancelada',
};

const ALLOWED_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  PENDING: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['CHECKED_IN', 'COMPLETED', 'NO_SHOW', 'CANCELLED'],
  // Back to CONFIRMED or to the waiting room: a mistaken click on the front desk's busy screen.
  CHECKED_IN: ['IN_CONSULTATION', 'CONFIRMED', 'CANCELLED'],
  IN_CONSULTATION: ['COMPLETED', 'CHECKED_IN'],
  COMPLETED: ['CONFIRMED'],
  NO_SHOW: ['CONFIRMED'],
  CANCELLED: [],
};

/** Statuses that say the appointment took place or was missed: only once it has started. */
const OUTCOME_STATUSES: readonly BookingStatus[] = ['COMPLETED', 'NO_SHOW'];

/** The patient is at the clinic: waiting, or with the vet. */
const ARRIVED_STATUSES: readonly BookingStatus[] = ['CHECKED_IN', 'IN_CONSULTATION'];

/**
 * The earliest a patient may be checked in, before the start: early arrivals are common, but an
 * arrival hours ahead is a click on the wrong day's appointment.
 */
export const CHECK_IN_EARLIEST_MS = 3 * 60 * 60 * 1000;

/**
 * How long after setting COMPLETED or NO_SHOW its author may take it back without being an ADMIN
 * (the 'Deshacer' of the toast). The toast shows for STATUS_UNDO_TOAST_MS; the server allows a little
 * more so a click in the toast's last second still arrives in time.
 */
export const STATUS_UNDO_WINDOW_MS = 20_000;
export const STATUS_UNDO_TOAST_MS = 10_000;

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** The statuses a booking may move to from `from`; none once it is cancelled. */
export function nextBookingStatuses(from: BookingStatus): readonly BookingStatus[] {
  return ALLOWED_TRANSITIONS[from];
}

export function canChangeBookingStatus(from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

export function isOutcomeStatus(status: BookingStatus): boolean {
  return OUTCOME_STATUSES.includes(status);
}

export function isArrivedStatus(status: BookingStatus): boolean {
  return ARRIVED_STATUSES.includes(status);
}

/** COMPLETED/NO_SHOW back to CONFIRMED: taking back what was recorded about the appointment. */
export function isStatusRevert(from: BookingStatus, to: BookingStatus): boolean {
  return isOutcomeStatus(from) && to === 'CONFIRMED';
}

/** A cancelled booking frees its time; every other status holds it (exclusion constraint). */
export function isHoldingTime(status: BookingStatus): boolean {
  return status !== 'CANCELLED';
}

export type StatusChangeFacts = {
  from: BookingStatus;
  to: BookingStatus;
  /** The appointment's start, ms since the epoch. */
  startAt: number;
  now: number;
  /** Who asks: an ADMIN of the space, or the member who hosts the booking. */
  actor: { userId: string; isAdmin: boolean };
  /** The last status change: who made it and when (null for bookings never changed). */
  lastChange: { userId: string | null; at: number | null };
};

export type StatusChangeVerdict =
  | { isAllowed: true; isRevert: boolean; isUndo: boolean }
  | { isAllowed: false; reason: 'transition' | 'not-started' | 'too-early' | 'revert-admin-only' };

/**
 * Whether `actor` may move a booking from `from` to `to` now. COMPLETED and NO_SHOW describe an
 * appointment that happened (or did not): never before its start. A revert is an ADMIN's, or an undo
 * by the same person within STATUS_UNDO_WINDOW_MS of their change.
 */
export function judgeStatusChange(facts: StatusChangeFacts): StatusChangeVerdict {
  const { from, to, now } = facts;
  if (!canChangeBookingStatus(from, to)) return { isAllowed: false, reason: 'transition' };
  if (to === 'CHECKED_IN' && from === 'CONFIRMED' && now < facts.startAt - CHECK_IN_EARLIEST_MS) {
    return { isAllowed: false, reason: 'too-early' };
  }
  // A consultation that ended is an outcome whatever the clock says (the vet may start early).
  const isConsultationEnd = from === 'IN_CONSULTATION' && to === 'COMPLETED';
  if (isOutcomeStatus(to) && !isConsultationEnd && now < facts.startAt) {
    return { isAllowed: false, reason: 'not-started' };
  }
  if (!isStatusRevert(from, to)) return { isAllowed: true, isRevert: false, isUndo: false };
  const { lastChange } = facts;
  const isUndo =
    lastChange.userId === facts.actor.userId &&
    lastChange.at !== null &&
    now >= lastChange.at &&
    now - lastChange.at <= STATUS_UNDO_WINDOW_MS;
  if (!facts.actor.isAdmin && !isUndo) return { isAllowed: false, reason: 'revert-admin-only' };
  return { isAllowed: true, isRevert: true, isUndo };
}

/** The statuses a staff member is offered in the booking's detail (what judgeStatusChange allows). */
export function offeredStatusChanges(facts: Omit<StatusChangeFacts, 'to'>): BookingStatus[] {
  return nextBookingStatuses(facts.from).filter((to) => judgeStatusChange({ ...facts, to }).isAllowed);
}

export function bookingStatusLabel(status: string): string {
  return isBookingStatus(status) ? BOOKING_STATUS_LABELS[status] : status;
}

export function statusTransitionMessage(from: BookingStatus, to: BookingStatus): string {
  return `No se puede cambiar una reserva de ${bookingStatusLabel(from)} a ${bookingStatusLabel(to)}`;
}

/** Why an outcome cannot be recorded yet. */
export function statusNotStartedMessage(to: BookingStatus): string {
  return `Solo se puede marcar como ${bookingStatusLabel(to)} una cita que ya comenzó`;
}

export const CHECK_IN_TOO_EARLY_MESSAGE =
  'Solo se puede registrar la llegada de un paciente desde tres horas antes de su cita';

export const STATUS_REVERT_ADMIN_ONLY_MESSAGE =
  'Solo un administrador puede devolver una cita Completada o No asistió a Confirmada';

/**
 * The timestamps a status change writes: the arrival when checking in, the start of the
 * consultation when calling the patient in; a step taken back clears what it had written.
 * `undefined` leaves a column as it is.
 */
export function arrivalStampsOf(
  from: BookingStatus,
  to: BookingStatus,
  now: number,
): { checkedInAt?: number | null; consultationStartedAt?: number | null } {
  if (to === 'CHECKED_IN' && from === 'CONFIRMED') return { checkedInAt: now, consultationStartedAt: null };
  if (to === 'CHECKED_IN' && from === 'IN_CONSULTATION') return { consultationStartedAt: null };
  if (to === 'IN_CONSULTATION') return { consultationStartedAt: now };
  if (to === 'CONFIRMED' && from === 'CHECKED_IN') return { checkedInAt: null, consultationStartedAt: null };
  return {};
}

/**
 * How long a patient waited (or has waited so far), in whole minutes: from the arrival to the
 * consultation's start, or to `now` while still in the waiting room; null without an arrival.
 */
export function waitMinutes(
  booking: { status: BookingStatus; checkedInAt: number | null; consultationStartedAt: number | null },
  now: number,
): number | null {
  if (booking.checkedInAt === null) return null;
  const end = booking.consultationStartedAt ?? (booking.status === 'CHECKED_IN' ? now : null);
  if (end === null) return null;
  return Math.max(0, Math.floor((end - booking.checkedInAt) / 60_000));
}

/** New bookings of a service that requires approval wait as PENDING. */
export function initialBookingStatus(service: { requiresApproval: boolean }): BookingStatus {
  return service.requiresApproval ? 'PENDING' : 'CONFIRMED';
}

/**
 * What the agenda says of a patient's wait: 'En espera 12 min' while in the waiting room, 'Esperó
 * 12 min' once called in; null before the arrival. Instants as the API writes them (ISO strings).
 */
export function waitLabel(
  booking: { status: BookingStatus; checkedInAt: string | null; consultationStartedAt: string | null },
  now: number,
): string | null {
  const minutes = waitMinutes(
    {
      status: booking.status,
      checkedInAt: booking.checkedInAt === null ? null : Date.parse(booking.checkedInAt),
      consultationStartedAt:
        booking.consultationStartedAt === null ? null : Date.parse(booking.consultationStartedAt),
    },
    now,
  );
  if (minutes === null) return null;
  return booking.status === 'CHECKED_IN' ? `En espera ${minutes} min` : `Esperó ${minutes} min`;
}
