import type { Database, Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { reminderSettings } from '@citavet/db/schema/reminders';
import { services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { STAFF_PATH_STATEMENTS } from '@citavet/db/statement-names';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { and, eq, inArray, or, sql } from 'drizzle-orm';

// What the client's manage link, the public booking answer and the booking e-mails read: one booking
// with its space, host and service policy; and the writes that move a booking or its link.

type Executor = Database | Transaction;

const summaryColumns = {
  id: bookings.id,
  spaceId: bookings.spaceId,
  serviceId: bookings.serviceId,
  hostId: bookings.hostId,
  status: bookings.status,
  source: bookings.source,
  startAt: bookings.startAt,
  endAt: bookings.endAt,
  createdAt: bookings.createdAt,
  calendarSequence: bookings.calendarSequence,
  clientName: bookings.clientName,
  clientEmail: bookings.clientEmail,
  clientPhone: bookings.clientPhone,
  serviceName: bookings.serviceName,
  servicePrice: bookings.servicePrice,
  serviceCurrency: bookings.serviceCurrency,
  serviceDuration: bookings.serviceDuration,
  cancellationReason: bookings.cancellationReason,
  cancelledAt: bookings.cancelledAt,
  clientId: bookings.clientId,
  clientConfirmedAt: bookings.clientConfirmedAt,
  petName: pets.name,
  petSpecies: pets.species,
  reason: bookings.reason,
  // The space's reminder settings as stored (null: the defaults), read by the reminder e-mails.
  reminderSettings: reminderSettings.settings,
  hostName: users.name,
  hostEmail: users.email,
  spaceName: spaces.name,
  spaceRoute: spaces.route,
  spaceAddress: spaces.address,
  spaceCity: spaces.city,
  spaceState: spaces.state,
  spaceCountry: spaces.country,
  spaceEmail: sql<string | null>`coalesce(${spaces.contactEmail}, ${spaces.email})`,
  timeZone: spaces.timeZone,
  spaceColor: spaces.color,
  spaceLogoKey: spaces.logoKey,
  // Null when the service was deleted: nothing the client may still change.
  allowCancellation: services.allowCancellation,
  allowRescheduling: services.allowRescheduling,
};

function selectSummaries(db: Executor) {
  return db
    .select(summaryColumns)
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .innerJoin(users, eq(users.id, bookings.hostId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(pets, eq(pets.id, bookings.petId))
    .leftJoin(reminderSettings, eq(reminderSettings.spaceId, bookings.spaceId));
}

export async function findBookingSummary(db: Executor, bookingId: string) {
  const [row] = await selectSummaries(db)
    .where(eq(bookings.id, bookingId))
    .prepare(STAFF_PATH_STATEMENTS.bookingSummary)
    .execute();
  return row ?? null;
}
/**
 * Many bookings' summaries in one statement, FOR SHARE of the bookings: a status change or a move
 * waiting on one of them commits after the caller's transaction, and one that committed first is
 * what is read (the drafted e-mails of new bookings, decision 104).
 */
export async function findBookingSummariesForShare(tx: Transaction, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return selectSummaries(tx)
    .where(inArray(bookings.id, [...bookingIds]))
    .for('share', { of: bookings });
}
/** One booking as its client and its e-mails see it. */
export type BookingSummary = NonNullable<Awaited<ReturnType<typeof findBookingSummary>>>;

/** A manage link opens its booking by the current link's hash or the approved request's (see schema). */
function isLinkOf(tokenHash: string) {
  return or(eq(bookings.manageTokenHash, tokenHash), eq(bookings.requestTokenHash, tokenHash));
}

export async function findBookingSummaryByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await selectSummaries(db)
    .where(isLinkOf(tokenHash))
    .prepare(STAFF_PATH_STATEMENTS.bookingSummaryByLink)
    .execute();
  return row ?? null;
}

/** Locks the booking of a manage link for the rest of the transaction; null when there is none. */
export async function lockBookingByTokenHash(tx: Transaction, tokenHash: string) {
  const [row] = await tx
    .select({ id: bookings.id, status: bookings.status, startAt: bookings.startAt })
    .from(bookings)
    .where(isLinkOf(tokenHash))
    .for('update');
  return row ?? null;
}

export async function lockBookingById(tx: Transaction, bookingId: string) {
  const [row] = await tx
    .select({ id: bookings.id, status: bookings.status, startAt: bookings.startAt, endAt: bookings.endAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row ?? null;
}

/**
 * The booked service as it is now, and the host's role in its space (null once they left): what a
 * new time for the booking is judged against.
 */
export async function findServiceRules(db: Executor, serviceId: string, hostId: string) {
  const [row] = await db
    .select({
      hostRole: spaceMembers.role,
      id: services.id,
      duration: services.duration,
      isActive: services.isActive,
      isBookableByClients: services.isBookableByClients,
      minAdvanceBooking: services.minAdvanceBooking,
      maxAdvanceBooking: services.maxAdvanceBooking,
      slotStep: services.slotStep,
      bufferBefore: services.bufferBefore,
      bufferAfter: services.bufferAfter,
      requiresApproval: services.requiresApproval,
    })
    .from(services)
    .leftJoin(spaceMembers, and(eq(spaceMembers.spaceId, services.spaceId), eq(spaceMembers.userId, hostId)))
    .where(eq(services.id, serviceId));
  return row ?? null;
}

/**
 * The client moves a booking to a new time (and the schedule range that offers it) with their link.
 * A changed status (a request again, statusAfterClientMove) is recorded as the client's. The link
 * they used becomes the booking's only one: the updated e-mail carries it, and an approval of the new
 * time must keep that one working (approveWithNewManageTokenHash).
 */
export async function moveBookingTime(
  tx: Transaction,
  bookingId: string,
  change: {
    range: TimeRange;
    scheduleId: string | null;
    duration: number;
    /** The status after the move, and the one it had. */
    status: { from: BookingStatus; to: BookingStatus };
    tokenHash: string;
    now: Date;
  },
) {
  const isStatusChanged = change.status.from !== change.status.to;
  await tx
    .update(bookings)
    .set({
      ...(isStatusChanged
        ? { status: change.status.to, statusChangedAt: change.now, statusChangedBy: null }
        : {}),
      manageTokenHash: change.tokenHash,
      requestTokenHash: null,
      startAt: new Date(change.range.startAt),
      endAt: new Date(change.range.endAt),
      serviceScheduleId: change.scheduleId,
      // An offered slot is inside the schedule: a moved emergency no longer is one (decision 055).
      isOutsideSchedule: false,
      serviceDuration: change.duration,
      updatedAt: change.now,
    })
    .where(eq(bookings.id, bookingId));
}

/** The staff's edit: time, notes and the client's contact data. */
export async function updateBookingDetails(
  tx: Transaction,
  bookingId: string,
  change: {
    range: TimeRange;
    /** Where the new time was placed; null when the time did not change. */
    placed: { scheduleId: string | null; isOutsideSchedule: boolean } | null;
    notes: string | null;
    clientId: string;
    client: { name: string; email: string | null; phone: string | null };
    /** Undefined keeps the booking's pet or reason; null clears it. */
    petId?: string | null | undefined;
    reason?: string | null | undefined;
    now: Date;
  },
) {
  await tx
    .update(bookings)
    .set({
      startAt: new Date(change.range.startAt),
      endAt: new Date(change.range.endAt),
      // A new time outside the schedule belongs to no range and is recorded as such (decision 055).
      ...(change.placed
        ? { serviceScheduleId: change.placed.scheduleId, isOutsideSchedule: change.placed.isOutsideSchedule }
        : {}),
      notes: change.notes,
      clientId: change.clientId,
      clientName: change.client.name,
      clientEmail: change.client.email,
      clientPhone: change.client.phone,
      ...(change.petId === undefined ? {} : { petId: change.petId }),
      ...(change.reason === undefined ? {} : { reason: change.reason }),
      updatedAt: change.now,
    })
    .where(eq(bookings.id, bookingId));
}

/** The client confirmed their attendance from a reminder; the first confirmation's time is kept. */
export async function markClientConfirmed(tx: Transaction, bookingId: string, now: Date): Promise<Date> {
  const [row] = await tx
    .update(bookings)
    .set({
      clientConfirmedAt: sql`coalesce(${bookings.clientConfirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(bookings.id, bookingId))
    .returning({ clientConfirmedAt: bookings.clientConfirmedAt });
  return row?.clientConfirmedAt ?? now;
}

/** A new manage link: every one e-mailed before stops working. */
export async function replaceManageTokenHash(tx: Transaction, bookingId: string, tokenHash: string | null) {
  await tx
    .update(bookings)
    .set({ manageTokenHash: tokenHash, requestTokenHash: null })
    .where(eq(bookings.id, bookingId));
}

/**
 * The clinic approved a request: the confirmation carries a new link, and the link e-mailed with the
 * request keeps working beside it (the client may only have that e-mail, and its .ics names it).
 */
export async function approveWithNewManageTokenHash(tx: Transaction, bookingId: string, tokenHash: string) {
  await tx
    .update(bookings)
    .set({ requestTokenHash: bookings.manageTokenHash, manageTokenHash: tokenHash })
    .where(eq(bookings.id, bookingId));
}

/** Reminders of the booking not sent yet are dropped: it was cancelled or moved. */
/**
 * The booking's calendar event changes: its SEQUENCE goes one up, under the row's lock, and the new
 * value is answered (the .ics of this change carries it).
 */
export async function nextCalendarSequence(tx: Transaction, bookingId: string): Promise<number> {
  const [row] = await tx
    .update(bookings)
    .set({ calendarSequence: sql`${bookings.calendarSequence} + 1` })
    .where(eq(bookings.id, bookingId))
    .returning({ calendarSequence: bookings.calendarSequence });
  if (!row) throw new Error(`booking ${bookingId} vanished while changing its calendar event`);
  return row.calendarSequence;
}

/** The space and host of a schedule as a client sees them (for the answer to a honeypot hit). */
export async function findBookingSetting(db: Executor, spaceId: string, hostId: string) {
  const [row] = await db
    .select({
      spaceName: spaces.name,
      spaceRoute: spaces.route,
      spaceAddress: spaces.address,
      spaceCity: spaces.city,
      spaceState: spaces.state,
      spaceCountry: spaces.country,
      hostName: users.name,
    })
    .from(spaces)
    .innerJoin(users, eq(users.id, hostId))
    .where(eq(spaces.id, spaceId));
  return row ?? null;
}
