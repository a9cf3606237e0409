import type { Database, Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { UPCOMING_BOOKING_STATUSES } from '@citavet/domain/bookings/booking-status';
import type { ClientBooking } from '@citavet/domain/clients/client.schema';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { dropPendingAppointmentReminders } from '../../mail/reminder-outbox.repository';

// A client's appointments as the client pages read and cancel them (bookings own their other writes).

type Executor = Database | Transaction;

function futureBookingsWhere(clientId: string, now: Date) {
  return and(
    eq(bookings.clientId, clientId),
    inArray(bookings.status, [...UPCOMING_BOOKING_STATUSES]),
    gt(bookings.startAt, now),
  );
}

/**
 * A renamed client's upcoming bookings take the new name (the past keep the name they were made
 * under): the agenda, the reminders, the feed and the vet's CalDAV calendar then agree. Answers
 * how many bookings changed.
 */
export async function renameUpcomingBookingsClient(
  db: Executor,
  clientId: string,
  name: string,
  now: Date,
): Promise<number> {
  const renamed = await db
    .update(bookings)
    .set({ clientName: name, updatedAt: now })
    .where(and(futureBookingsWhere(clientId, now), sql`${bookings.clientName} is distinct from ${name}`))
    .returning({ id: bookings.id });
  return renamed.length;
}

export async function countFutureBookings(db: Executor, clientId: string, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bookings).where(futureBookingsWhere(clientId, now));
  return row?.total ?? 0;
}

/** How many appointments the client did not come to (status NO_SHOW, decision 026). */
export async function countClientNoShows(db: Executor, clientId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(and(eq(bookings.clientId, clientId), eq(bookings.status, 'NO_SHOW')));
  return row?.total ?? 0;
}

/** Cancels the client's future appointments and drops their pending reminders. */
export async function cancelFutureBookings(
  db: Executor,
  clientId: string,
  now: Date,
  reason: string,
): Promise<number> {
  const cancelled = await db
    .update(bookings)
    .set({ status: 'CANCELLED', cancelledAt: now, cancellationReason: reason, updatedAt: now })
    .where(futureBookingsWhere(clientId, now))
    .returning({ id: bookings.id });
  const ids = cancelled.map((row) => row.id);
  await dropPendingAppointmentReminders(db, ids, reason);
  return ids.length;
}

/** The client's appointments, newest first (read-only; bookings own their writes). */
export async function listClientBookings(db: Executor, clientId: string): Promise<ClientBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      serviceName: bookings.serviceName,
      hostId: bookings.hostId,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      status: bookings.status,
      notes: bookings.notes,
      petId: bookings.petId,
      petName: pets.name,
      reason: bookings.reason,
    })
    .from(bookings)
    .leftJoin(pets, eq(pets.id, bookings.petId))
    .where(eq(bookings.clientId, clientId))
    .orderBy(desc(bookings.startAt), asc(bookings.id))
    .limit(500);
  return rows.map(({ startAt, endAt, ...row }) => ({
    ...row,
    startTime: startAt.toISOString(),
    endTime: endAt.toISOString(),
  }));
}
