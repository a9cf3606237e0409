import type { Booking } from '@citavet/domain/bookings/booking.schema';
import {
  type BookingStatus,
  canChangeBookingStatus,
  statusTransitionMessage,
} from '@citavet/domain/bookings/booking-status';
import type { AppDependencies } from '../../app-dependencies';
import { conflict } from '../../http/app-error';
import { createOpaqueToken } from '../../security/tokens';
import { toBooking } from './booking-dto';
import { type BookingRow, findBookingRow, transitionBooking } from './bookings.repository';
import { queueCancellationEmails, queueConfirmedEmails } from './emails/booking-emails';
import { replaceManageTokenHash } from './links/booking-links.repository';

/**
 * Applies an allowed status change (booking-status.ts). The update only succeeds from the status it
 * was judged on, so of two concurrent changes the second is refused with the status it found.
 * Confirming a PENDING booking needs no new overlap check: PENDING rows already hold their time
 * under the exclusion constraint, and a CANCELLED one can never come back. A cancellation queues,
 * in the same transaction, the notices to the client and the host and drops the pending reminder; a
 * confirmation of a PENDING request queues the client's confirmation.
 */
export async function moveBooking(
  deps: AppDependencies,
  row: BookingRow,
  to: BookingStatus,
  change: { actorId: string; cancellationReason?: string | null },
): Promise<Booking> {
  const { db } = deps.database;
  if (!canChangeBookingStatus(row.status, to)) {
    throw conflict(statusTransitionMessage(row.status, to), 'INVALID_STATUS_TRANSITION');
  }
  const now = deps.clock.now();
  const isMoved = await db.transaction(async (tx) => {
    const hasMoved = await transitionBooking(tx, row.id, {
      from: row.status,
      to,
      now,
      cancellationReason: change.cancellationReason ?? null,
    });
    if (hasMoved && row.status === 'PENDING' && to === 'CONFIRMED' && row.clientEmail) {
      // The old link goes with the old e-mail; the confirmation carries a new one.
      const manage = createOpaqueToken();
      await replaceManageTokenHash(tx, row.id, manage.tokenHash);
      await queueConfirmedEmails(tx, deps, {
        bookingId: row.id,
        manageToken: manage.token,
        actorId: change.actorId,
        now,
      });
    }
    if (hasMoved && to === 'CANCELLED') {
      await queueCancellationEmails(tx, deps, {
        bookingId: row.id,
        manageToken: null,
        actorId: change.actorId,
        now,
      });
    }
    return hasMoved;
  });
  const current = await findBookingRow(db, row.id);
  if (!current) throw new Error('booking vanished during a status change');
  if (!isMoved) throw conflict(statusTransitionMessage(current.status, to), 'INVALID_STATUS_TRANSITION');
  return toBooking(current);
}
