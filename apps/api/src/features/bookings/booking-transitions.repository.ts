import type { Database, Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { services } from '@citavet/db/schema/services';
import { STAFF_PATH_STATEMENTS } from '@citavet/db/statement-names';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { and, eq, sql } from 'drizzle-orm';

import { bookingOwnColumns } from './bookings.repository';

// Writes of a booking's state after it is placed: status changes and a new host.

type Executor = Database | Transaction;

export async function findServicePolicy(db: Executor, serviceId: string | null) {
  if (!serviceId) return null;
  const [row] = await db
    .select({ allowCancellation: services.allowCancellation })
    .from(services)
    .where(eq(services.id, serviceId));
  return row ?? null;
}

/**
 * The update's text depends on whether it cancels and which stamps it writes (a stamp left undefined
 * is not set): one name per text (see STAFF_PATH_STATEMENTS).
 */
function transitionStatementName(isCancelling: boolean, stamps: Record<string, unknown> | undefined): string {
  const written = Object.keys(stamps ?? {})
    .filter((key) => stamps?.[key] !== undefined)
    .sort();
  return [STAFF_PATH_STATEMENTS.transitionBooking, isCancelling ? 'cancel' : 'keep', ...written].join('_');
}

/**
 * Moves a booking from one status to another only if it still is in `from`: two concurrent changes
 * cannot both start from the same status. False when the booking had already moved.
 */
export async function transitionBooking(
  db: Executor,
  id: string,
  change: {
    from: BookingStatus;
    to: BookingStatus;
    now: Date;
    /** Who changes it; null for the client's manage link. */
    actorId: string | null;
    cancellationReason?: string | null;
    /** The front desk's arrival and consultation stamps this change writes (arrivalStampsOf). */
    stamps?: { checkedInAt?: Date | null; consultationStartedAt?: Date | null };
  },
) {
  const isCancelling = change.to === 'CANCELLED';
  const updated = await db
    .update(bookings)
    .set({
      status: change.to,
      statusChangedAt: change.now,
      statusChangedBy: change.actorId,
      updatedAt: change.now,
      ...change.stamps,
      // A cancellation changes the booking's calendar event: its SEQUENCE goes one up in the same
      // update, under the same row lock (the cancellation's .ics carries it).
      ...(isCancelling
        ? {
            cancelledAt: change.now,
            cancellationReason: change.cancellationReason ?? null,
            calendarSequence: sql`${bookings.calendarSequence} + 1`,
          }
        : {}),
    })
    .where(and(eq(bookings.id, id), eq(bookings.status, change.from)))
    .returning(MOVED_COLUMNS)
    .prepare(transitionStatementName(isCancelling, change.stamps))
    .execute();
  return updated[0] ?? null;
}

/** What a status change returns of the booking: the BookingRow columns its own row holds. */
const MOVED_COLUMNS = {
  ...bookingOwnColumns,
  petId: bookings.petId,
  serviceScheduleId: bookings.serviceScheduleId,
};

export type MovedBooking = NonNullable<Awaited<ReturnType<typeof transitionBooking>>>;

/** Gives the booking another host; the exclusion constraint refuses an overlap (23P01). */
export async function replaceBookingHost(tx: Transaction, bookingId: string, hostId: string, now: Date) {
  await tx.update(bookings).set({ hostId, updatedAt: now }).where(eq(bookings.id, bookingId));
}
