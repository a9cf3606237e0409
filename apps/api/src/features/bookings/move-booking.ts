import type { Booking } from '@citavet/domain/bookings/booking.schema';
import {
  arrivalStampsOf,
  type BookingStatus,
  CHECK_IN_TOO_EARLY_MESSAGE,
  isArrivedStatus,
  judgeStatusChange,
  STATUS_REVERT_ADMIN_ONLY_MESSAGE,
  statusNotStartedMessage,
  statusTransitionMessage,
} from '@citavet/domain/bookings/booking-status';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { conflict, forbidden } from '../../http/app-error';
import { createOpaqueToken } from '../../security/tokens';
import { toBooking } from './booking-dto';
import { approveWithNewManageTokenHash } from './booking-summary.repository';
import { type MovedBooking, transitionBooking } from './booking-transitions.repository';
import { type BookingRow, findBookingRow } from './bookings.repository';
import { queueCancellationEmails } from './emails/booking-cancellation-emails';
import { queueConfirmedEmails } from './emails/booking-changed-emails';

export type StatusChange = {
  actorId: string;
  /** May take back an outcome after the undo window (an ADMIN of the booking's space). */
  isAdmin: boolean;
  /** The caller's address, for the audit log of a revert. */
  ip: string | null;
  cancellationReason?: string | null;
  /** The space's staff (not the client who booked) makes the change. */
  isStaff?: boolean;
};

/**
 * Applies a status change judged by the domain (booking-status.ts: the transition, COMPLETED and
 * NO_SHOW only once the appointment started, reverts for ADMINs or as an undo). The update only
 * succeeds from the status it was judged on, so of two concurrent changes the second is refused with
 * the status it found. Confirming a PENDING booking needs no new overlap check: PENDING rows already
 * hold their time under the exclusion constraint, as COMPLETED and NO_SHOW do (so a revert to
 * CONFIRMED cannot overlap either), and a CANCELLED one can never come back. A cancellation queues,
 * in the same transaction, the notices to the client and the host and drops the pending reminder; a
 * confirmation of a PENDING request queues the client's confirmation; a revert writes its audit row.
 */
export async function moveBooking(
  deps: AppDependencies,
  row: BookingRow,
  to: BookingStatus,
  change: StatusChange,
): Promise<Booking> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const verdict = judgeStatusChange({
    from: row.status,
    to,
    startAt: row.startAt.getTime(),
    now: now.getTime(),
    actor: { userId: change.actorId, isAdmin: change.isAdmin },
    lastChange: { userId: row.statusChangedBy, at: row.statusChangedAt?.getTime() ?? null },
  });
  if (!verdict.isAllowed) {
    if (verdict.reason === 'not-started') throw conflict(statusNotStartedMessage(to), 'BOOKING_NOT_STARTED');
    if (verdict.reason === 'too-early') throw conflict(CHECK_IN_TOO_EARLY_MESSAGE, 'BOOKING_NOT_STARTED');
    if (verdict.reason === 'revert-admin-only')
      throw forbidden(STATUS_REVERT_ADMIN_ONLY_MESSAGE, 'ADMIN_ONLY');
    throw conflict(statusTransitionMessage(row.status, to), 'INVALID_STATUS_TRANSITION');
  }
  const moved = await db.transaction(async (tx) => {
    const movedRow = await transitionBooking(tx, row.id, {
      from: row.status,
      to,
      now,
      actorId: change.actorId,
      cancellationReason: change.cancellationReason ?? null,
      stamps: toDates(arrivalStampsOf(row.status, to, now.getTime())),
    });
    if (movedRow && (verdict.isRevert || isFrontDeskStep(row.status, to))) {
      await insertAuditEvent(tx, {
        spaceId: row.spaceId,
        actorUserId: change.actorId,
        action: verdict.isRevert ? 'BOOKING_STATUS_REVERTED' : 'BOOKING_STATUS_CHANGED',
        subjectType: 'booking',
        subjectId: row.id,
        clientId: row.clientId,
        ip: change.ip,
        details: { from: row.status, to, isUndo: verdict.isUndo },
        at: now,
      });
    }
    if (movedRow && row.status === 'PENDING' && to === 'CONFIRMED' && row.clientEmail) {
      // The confirmation carries a new link; the request's link keeps working beside it.
      const manage = createOpaqueToken();
      await approveWithNewManageTokenHash(tx, row.id, manage.tokenHash);
      await queueConfirmedEmails(tx, deps, {
        bookingId: row.id,
        manageToken: manage.token,
        actorId: change.actorId,
        now,
      });
    }
    if (movedRow && to === 'CANCELLED') {
      await queueCancellationEmails(tx, deps, {
        bookingId: row.id,
        manageToken: null,
        actorId: change.actorId,
        now,
        isDeclinedRequest: row.status === 'PENDING' && change.isStaff === true,
      });
    }
    return movedRow;
  });
  const current = (moved && rowAfterMove(row, moved)) ?? (await findBookingRow(db, row.id));
  if (!current) throw new Error('booking vanished during a status change');
  if (!moved) throw conflict(statusTransitionMessage(current.status, to), 'INVALID_STATUS_TRANSITION');
  return toBooking(current);
}

/**
 * The booking as the change left it, without reading it again: its own columns as the update
 * returned them, the rest (host, pet, service, schedule) as read before. Null when what those were
 * read for changed meanwhile (another host, pet, service or range): then it is read again.
 */
function rowAfterMove(row: BookingRow, moved: MovedBooking): BookingRow | null {
  const isSameJoins =
    moved.hostId === row.hostId &&
    moved.petId === row.petId &&
    moved.serviceId === row.serviceId &&
    moved.serviceScheduleId === row.scheduleId &&
    moved.clientId === row.clientId &&
    moved.startAt.getTime() === row.startAt.getTime();
  if (!isSameJoins) return null;
  const { serviceScheduleId: _schedule, ...columns } = moved;
  return { ...row, ...columns };
}

/** Arrivals and calls into the consultation room are audited: who let whom in, and when. */
function isFrontDeskStep(from: BookingStatus, to: BookingStatus): boolean {
  return isArrivedStatus(from) || isArrivedStatus(to);
}

function toDates(stamps: { checkedInAt?: number | null; consultationStartedAt?: number | null }) {
  const asDate = (value: number | null | undefined) =>
    value === undefined ? undefined : value === null ? null : new Date(value);
  return {
    ...(stamps.checkedInAt === undefined ? {} : { checkedInAt: asDate(stamps.checkedInAt) }),
    ...(stamps.consultationStartedAt === undefined
      ? {}
      : { consultationStartedAt: asDate(stamps.consultationStartedAt) }),
  };
}
