import { randomUUID } from 'node:crypto';
import { sqlStateOf, type Transaction } from '@citavet/db/database';
import {
  computeSlots,
  findOfferedSlot,
  type SlotSchedule,
  type SlotService,
} from '@citavet/domain/availability/compute-slots';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import {
  BOOKING_OVERLAP_MESSAGE,
  type Booking,
  DISABLED_DATE_BOOKING_MESSAGE,
  SLOT_NOT_OFFERED_MESSAGE,
} from '@citavet/domain/bookings/booking.schema';
import { initialBookingStatus } from '@citavet/domain/bookings/booking-status';
import { blockedRangeOf, findBlockingEntry } from '@citavet/domain/disabled-dates/disabled-date-window';
import { instantToZonedParts } from '@citavet/domain/time/zoned-time';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest, conflict } from '../../http/app-error';
import { enqueueEmailsStatement } from '../../mail/outbox.repository';
import { createOpaqueToken } from '../../security/tokens';
import { toBooking } from './booking-dto';
import { newBookingEmails, queueNewBookingEmails } from './booking-emails';
import type { BookingSummary } from './booking-links.repository';
import {
  type BookingSource,
  type ClientContact,
  type DisabledDateRow,
  findOrCreateClient,
  findOverlappingBooking,
  insertBooking,
  insertBookingOfEmailContact,
  listDisabledDatesConcerning,
  listHostBusyRanges,
  type ScheduleContext,
} from './booking-placement.repository';
import { findBookingRow } from './bookings.repository';
import type { BookingSummaryParts } from './public-booking-snapshot.repository';

const DAY_MILLISECONDS = 86_400_000;

type HostSchedule = {
  id: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
  customPrice: string | null;
};

export type PlacementRequest = {
  context: ScheduleContext;
  hostId: string;
  /** The host's ranges for the service; the booking's schedule is one of them. */
  schedules: HostSchedule[];
  /** The range the booking lies in (staff) or the one the client picked (preferred among offers). */
  scheduleId: string;
  range: TimeRange;
  client: ClientContact;
  notes: string | null;
  source: BookingSource;
  /** The signed-in member or client; null for the public page. */
  createdBy: string | null;
  /** Client-facing bookings must be a slot the engine offers at the moment of booking. */
  mustMatchOfferedSlot: boolean;
  /** Rows already read in this transaction (the public page reads them with its schedule). */
  known?: KnownPlacementRows;
};

export type KnownPlacementRows = {
  disabledDates: DisabledDateRow[];
  /** The host's busy time over `busyWindow`; used only when the window covers the booking's days. */
  busy: TimeRange[];
  busyWindow: TimeRange;
  /** The space, host and policy a summary needs: with them the e-mails go out with the insert. */
  summaryParts?: BookingSummaryParts;
};

/** What a new or moved booking is checked against. */
export type PlacementCheck = {
  spaceId: string;
  timeZone: string;
  service: SlotService;
  hostId: string;
  schedules: readonly SlotSchedule[];
  /** The range a staff booking lies in; for offered slots the one preferred, null for none. */
  scheduleId: string | null;
  range: TimeRange;
  mustMatchOfferedSlot: boolean;
  /** A booking being moved does not stand in its own way. */
  excludeBookingId?: string;
  known?: KnownPlacementRows;
};

export type PlacedBooking = { bookingId: string; manageToken: string | null; summary: BookingSummary };

/**
 * Writes a booking after the checks every path shares: not on a disabled date of the space or the
 * host, not overlapping another booking of the host, and (for clients) an offered slot. The checks,
 * the insert and the e-mails share one transaction; the exclusion constraint still has the last word
 * against a concurrent booking, and its violation is answered like the application's own check.
 */
export async function placeBooking(deps: AppDependencies, request: PlacementRequest): Promise<Booking> {
  const { db } = deps.database;
  const now = deps.clock.now();
  let placed: PlacedBooking;
  try {
    placed = await db.transaction((tx) => placeBookingWithin(tx, deps, request, now));
  } catch (error) {
    throw await translatePlacementError(deps, request.hostId, request.range, error);
  }
  const row = await findBookingRow(db, placed.bookingId);
  if (!row) throw new Error('booking vanished after insert');
  return toBooking(row);
}

/**
 * The same inside the caller's transaction (the public page records its idempotency key in it). A
 * client with an e-mail gets a manage link: the token goes into the e-mail, only its hash is stored.
 */
export async function placeBookingWithin(
  tx: Transaction,
  deps: AppDependencies,
  request: PlacementRequest,
  now: Date,
): Promise<PlacedBooking> {
  const { context } = request;
  const { service } = context;
  const scheduleId = await requirePlaceable(
    tx,
    {
      spaceId: context.spaceId,
      timeZone: context.timeZone,
      service,
      hostId: request.hostId,
      schedules: request.schedules,
      scheduleId: request.scheduleId,
      range: request.range,
      mustMatchOfferedSlot: request.mustMatchOfferedSlot,
      ...(request.known ? { known: request.known } : {}),
    },
    now,
  );
  const schedule = request.schedules.find((candidate) => candidate.id === scheduleId);
  const manage = request.client.email ? createOpaqueToken() : null;
  const newBooking = {
    spaceId: context.spaceId,
    serviceId: service.id,
    serviceScheduleId: scheduleId,
    hostId: request.hostId,
    client: request.client,
    // The price agreed is the range's own when it has one (part 2 §5 New schedule).
    service: {
      name: service.name,
      price: schedule?.customPrice ?? service.price,
      currency: service.currency,
      duration: service.duration,
    },
    range: request.range,
    status: initialBookingStatus(service),
    notes: request.notes,
    source: request.source,
    createdBy: request.createdBy,
    manageTokenHash: manage?.tokenHash ?? null,
    now,
  };
  const { email } = request.client;
  const manageToken = manage?.token ?? null;
  const summaryParts = request.known?.summaryParts;
  if (email && summaryParts) {
    // Everything the e-mails say is known already: the booking, its client and its e-mails are
    // written by one statement, and the summary is not read back.
    const bookingId = randomUUID();
    const summary: BookingSummary = {
      ...summaryParts,
      id: bookingId,
      spaceId: context.spaceId,
      serviceId: service.id,
      hostId: request.hostId,
      status: newBooking.status,
      source: request.source,
      startAt: new Date(request.range.startAt),
      endAt: new Date(request.range.endAt),
      createdAt: now,
      clientName: request.client.name,
      clientEmail: email,
      clientPhone: request.client.phone,
      serviceName: newBooking.service.name,
      servicePrice: newBooking.service.price,
      serviceCurrency: newBooking.service.currency,
      serviceDuration: newBooking.service.duration,
      cancellationReason: null,
      timeZone: context.timeZone,
    };
    const emails = newBookingEmails(deps, summary, {
      bookingId,
      manageToken,
      actorId: request.createdBy,
      now,
    });
    await insertBookingOfEmailContact(
      tx,
      { ...newBooking, client: { ...request.client, email } },
      { id: bookingId, emails: enqueueEmailsStatement(emails) },
    );
    return { bookingId, manageToken, summary };
  }
  const bookingId = email
    ? await insertBookingOfEmailContact(tx, { ...newBooking, client: { ...request.client, email } })
    : await insertBooking(tx, {
        ...newBooking,
        clientId: await findOrCreateClient(tx, context.spaceId, request.client, now),
      });
  const summary = await queueNewBookingEmails(tx, deps, {
    bookingId,
    manageToken,
    actorId: request.createdBy,
    now,
  });
  return { bookingId, manageToken, summary };
}

/** The checks of a booking at a (new) time; answers the schedule range the booking belongs to. */
export async function requirePlaceable(tx: Transaction, check: PlacementCheck, now: Date): Promise<string> {
  const disabledRanges = await requireNotDisabled(tx, check);
  if (check.mustMatchOfferedSlot) {
    // One read of the host's bookings around the day serves the overlap check and the engine.
    const busy = await listHostBusyRanges(
      tx,
      check.hostId,
      dayWindowAround(check.range),
      check.excludeBookingId,
    );
    const overlapping = firstOverlapping(busy, check.range);
    if (overlapping)
      throw overlapError({ startAt: new Date(overlapping.startAt), endAt: new Date(overlapping.endAt) });
    return requireOfferedSlot(check, disabledRanges, busy, now.getTime());
  }
  const overlapping = await findOverlappingBooking(tx, check.hostId, check.range, check.excludeBookingId);
  if (overlapping) throw overlapError(overlapping);
  if (check.scheduleId === null) throw new Error('a staff booking must name the range it lies in');
  return check.scheduleId;
}

/** Any booking that could touch the range's local day lies within a day of the range. */
function dayWindowAround(range: TimeRange): TimeRange {
  return { startAt: range.startAt - DAY_MILLISECONDS, endAt: range.endAt + DAY_MILLISECONDS };
}

/** The earliest busy range overlapping [startAt, endAt), as findOverlappingBooking would answer. */
function firstOverlapping(busy: readonly TimeRange[], range: TimeRange): TimeRange | undefined {
  let first: TimeRange | undefined;
  for (const each of busy) {
    const overlaps = each.startAt < range.endAt && each.endAt > range.startAt;
    if (overlaps && (!first || each.startAt < first.startAt)) first = each;
  }
  return first;
}

/** A refused write in Spanish: the exclusion constraint's 23P01 says which booking holds the time. */
export async function translatePlacementError(
  deps: AppDependencies,
  hostId: string,
  range: TimeRange,
  error: unknown,
  excludeBookingId?: string,
): Promise<unknown> {
  if (sqlStateOf(error) !== '23P01') return error;
  const overlapping = await findOverlappingBooking(deps.database.db, hostId, range, excludeBookingId);
  return overlapping ? overlapError(overlapping) : conflict(BOOKING_OVERLAP_MESSAGE, 'BOOKING_OVERLAP');
}

async function requireNotDisabled(tx: Transaction, check: PlacementCheck): Promise<TimeRange[]> {
  const entries =
    check.known?.disabledDates ?? (await listDisabledDatesConcerning(tx, check.spaceId, check.hostId));
  if (findBlockingEntry(entries, check.range, check.timeZone)) {
    throw badRequest(DISABLED_DATE_BOOKING_MESSAGE, 'DATE_DISABLED');
  }
  return entries.map((entry) => blockedRangeOf(entry, check.timeZone));
}

function overlapError(overlapping: { startAt: Date; endAt: Date }) {
  return conflict(BOOKING_OVERLAP_MESSAGE, 'BOOKING_OVERLAP', {
    conflictingBooking: {
      startTime: overlapping.startAt.toISOString(),
      endTime: overlapping.endAt.toISOString(),
    },
  });
}

/** The slot the engine offers for exactly this range right now; its schedule is the booking's. */
function requireOfferedSlot(
  check: PlacementCheck,
  disabledRanges: TimeRange[],
  busy: TimeRange[],
  now: number,
): string {
  const { service, timeZone } = check;
  const date = instantToZonedParts(check.range.startAt, timeZone).date;
  const slots = computeSlots({
    timeZone,
    service: {
      id: service.id,
      duration: service.duration,
      minAdvanceBooking: service.minAdvanceBooking,
      maxAdvanceBooking: service.maxAdvanceBooking,
    },
    schedules: check.schedules,
    bookings: busy,
    disabledRanges,
    now,
    fromDate: date,
    toDate: date,
  });
  const { startAt, endAt } = check.range;
  const slot =
    (check.scheduleId ? findOfferedSlot(slots, startAt, endAt, check.scheduleId) : undefined) ??
    findOfferedSlot(slots, startAt, endAt);
  if (!slot) throw badRequest(SLOT_NOT_OFFERED_MESSAGE, 'SLOT_NOT_OFFERED');
  return slot.scheduleId;
}
