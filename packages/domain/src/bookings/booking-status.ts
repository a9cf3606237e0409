import { z } from 'zod';

// Booking statuses (part 2 §4, plus NO_SHOW of issue 15) and the transitions the API allows. The spec
// leaves the transitions open (§9 "not shown"); these follow the life of an appointment: a request is
// approved or refused, an approved one happens (COMPLETED), does not (NO_SHOW) or is called off. What
// happened can be taken back to CONFIRMED (a mistaken click), but only by an ADMIN or, within the
// undo window, by the person who just set it (decision 026). A cancellation is final: it e-mailed
// the client and freed the time for someone else.

export const BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'COMPLETED', 'NO_SHOW', 'CANCELLED'] as const;
export const BookingStatusSchema = z.enum(BOOKING_STATUSES, {
  error: 'El estado debe ser PENDING, CONFIRMED, COMPLETED, NO_SHOW o CANCELLED',
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
  COMPLETED: 'Completada',
  NO_SHOW: 'No asistió',
  CANCELLED: 'Cancelada',
};

const ALLOWED_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  PENDING: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['COMPLETED', 'NO_SHOW', 'CANCELLED'],
  COMPLETED: ['CONFIRMED'],
  NO_SHOW: ['CONFIRMED'],
  CANCELLED: [],
};

/** Statuses that say the appointment took place or was missed: only once it has started. */
const OUTCOME_STATUSES: readonly BookingStatus[] = ['COMPLETED', 'NO_SHOW'];

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
  | { isAllowed: false; reason: 'transition' | 'not-started' | 'revert-admin-only' };

/**
 * Whether `actor` may move a booking from `from` to `to` now. COMPLETED and NO_SHOW describe an
 * appointment that happened (or did not): never before its start. A revert is an ADMIN's, or an undo
 * by the same person within STATUS_UNDO_WINDOW_MS of their change.
 */
export function judgeStatusChange(facts: StatusChangeFacts): StatusChangeVerdict {
  const { from, to, now } = facts;
  if (!canChangeBookingStatus(from, to)) return { isAllowed: false, reason: 'transition' };
  if (isOutcomeStatus(to) && now < facts.startAt) return { isAllowed: false, reason: 'not-started' };
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

export const STATUS_REVERT_ADMIN_ONLY_MESSAGE =
  'Solo un administrador puede devolver una cita Completada o No asistió a Confirmada';

/** New bookings of a service that requires approval wait as PENDING. */
export function initialBookingStatus(service: { requiresApproval: boolean }): BookingStatus {
  return service.requiresApproval ? 'PENDING' : 'CONFIRMED';
}
