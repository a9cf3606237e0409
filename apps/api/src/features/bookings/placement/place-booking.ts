import { randomUUID } from 'node:crypto';
import { type Database, sqlStateOf, type Transaction } from '@citavet/db/database';
import { bufferedRange } from '@citavet/domain/availability/buffered-range';
import type { SlotDateOverride, SlotSchedule, SlotService } from '@citavet/domain/availability/compute-slots';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { BOOKING_OVERLAP_MESSAGE, type Booking } from '@citavet/domain/bookings/booking.schema';
import type { BookingPet } from '@citavet/domain/bookings/booking-pet.schema';
import {
  busyWindowAround,
  checkOfferedPlacement,
  checkStaffPlacement,
  firstOverlapping,
  placementPrice,
} from '@citavet/domain/bookings/booking-placement';
import { initialBookingStatus } from '@citavet/domain/bookings/booking-status';
import { addDays, instantToZonedParts } from '@citavet/domain/time/zoned-time';
import type { AppDependencies } from '../../../app-dependencies';
import { conflict } from '../../../http/app-error';
import { armBookingLimits, bookingLimitsOf } from '../../../plans/plan-guard';
import type { PlanAndKeptRanks } from '../../../plans/space-plan.repository';
import { createOpaqueToken } from '../../../security/tokens';
import { toBooking } from '../booking-dto';
import { type BookingRow, findBookingRowAndSummary } from '../bookings.repository';
import { queueNewBookingEmailsOf } from '../emails/booking-emails';
import { insertBookingMessageDraft } from '../emails/booking-message-drafts.repository';
import { overlapError, placementRefusalError } from './booking-admission';
import {
  type BookingSource,
  type ClientContact,
  type DisabledDateRow,
  findOrCreateClient,
  type HostBlocks,
  insertBooking,
  insertBookingOfEmailContact,
  insertBookingPet,
  listDateOverridesConcerning,
  listDisabledDatesAndBusy,
  listDisabledDatesConcerning,
  listHostBusyRanges,
  type NewBooking,
  type ScheduleContext,
} from './booking-placement.repository';
import { writeStaffBooking } from './staff-booking-write.repository';
import { writeStaffBookingInBatch } from './staff-booking-write-batches';

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
  /** The space's client the booking is for, already checked; absent: found or created from `client`. */
  clientId?: string | undefined;
  /** A pet of that client, already checked; or `newPet`, created under the client with the booking. */
  petId?: string | undefined;
  newPet?: BookingPet | undefined;
  reason?: string | null | undefined;
  notes: string | null;
  source: BookingSource;
  /** The signed-in member or client; null for the public page. */
  createdBy: string | null;
  /** Client-facing bookings must be a slot the engine offers at the moment of booking. */
  mustMatchOfferedSlot: boolean;
  /** Staff only: they confirmed a booking outside the published schedule (decision 055). */
  isOutsideScheduleConfirmed?: boolean;
  /** Staff only: the host's disabled dates and busy time, already read (with the schedule). */
  hostBlocks?: HostBlocks | undefined;
  /** Staff only: the plan and the ranks of this service and host, already read (with the schedule). */
  planRead?: PlanAndKeptRanks | undefined;
};

/** What an offered slot is checked against: the disabled dates concerning the host, its busy time. */
export type PlacementRows = {
  disabledDates: DisabledDateRow[];
  /** The changed hours (the space's and the host's) around the booking's date. */
  dateOverrides: readonly SlotDateOverride[];
  /** The host's non-cancelled bookings over at least busyWindowAround(range). */
  busy: TimeRange[];
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
  /** Staff only: they confirmed a booking outside the published schedule (decision 055). */
  isOutsideScheduleConfirmed?: boolean;
};

export type PlacedBooking = {
  bookingId: string;
  manageToken: string | null;
  /** The booking as the API answers it, read inside the transaction. */
  row: BookingRow;
};

/**
 * Writes a booking after the checks every path shares: not on a disabled date of the space or the
 * host, not overlapping another booking of the host, and (for clients) an offered slot. The checks,
 * the insert and the e-mails (a staff booking: their draft) share one transaction, or are one
 * statement (isOneStatement); the exclusion constraint still has the last word against a concurrent
 * booking, and its violation is answered like the application's own check.
 */
export async function placeBooking(deps: AppDependencies, request: PlacementRequest): Promise<Booking> {
  const { db } = deps.database;
  const now = deps.clock.now();
  let placed: PlacedBooking;
  try {
    placed = isOneStatement(request)
      ? await placeInOneStatement(deps, request, now)
      : await db.transaction((tx) => placeBookingWithin(tx, deps, request, now));
  } catch (error) {
    throw await translatePlacementError(deps, request.hostId, request.range, error);
  }
  return toBooking(placed.row);
}

/**
 * A staff booking naming a client record or a contact with an e-mail is written by one statement
 * (writeStaffBooking: the client, the new pet, the booking and its e-mails' draft), which is atomic
 * by itself: it goes without BEGIN and COMMIT, two statements and a round trip each fewer (decision
 * 107). Its checks read nothing of their own when the host's blocks came with the schedule, else
 * one read before the write: under READ COMMITTED each statement of the transaction took its own
 * snapshot anyway, so they see what they saw inside it, and the exclusion constraint still refuses a
 * booking that overlaps one committed since (decision 101). With the plan's limits on, the kept
 * service and professional are judged on one read of the plan and the ranks before the write (made
 * with the schedule's when the host is the schedule's, decision 111), and the write arms the month's
 * count for its own insert (bookingLimitsOf, decision 110). The other
 * writers, whose writes are several statements, keep their transaction.
 */
function isOneStatement(request: PlacementRequest): boolean {
  return isStaffSource(request.source) && Boolean(request.clientId || request.client.email);
}

async function placeInOneStatement(
  deps: AppDependencies,
  request: PlacementRequest,
  now: Date,
): Promise<PlacedBooking> {
  const { db } = deps.database;
  const placed = await requirePlaceable(db, placementCheckOf(request), now, request.hostBlocks);
  // The plan's kept service and professional, judged on one read; its month's cap armed by the write.
  const planMonthCap = await bookingLimitsOf(
    db,
    deps,
    { spaceId: request.context.spaceId, serviceId: request.context.service.id, hostId: request.hostId },
    request.planRead,
  );
  const { newBooking, manageToken } = newBookingWithLink(request, placed, now);
  // Written with the staff bookings that arrive meanwhile, each in its own subtransaction (decision 120).
  const row = await writeStaffBookingInBatch(deps.database, {
    booking: newBooking,
    party: {
      id: randomUUID(),
      clientId: request.clientId ?? null,
      newPet: request.newPet ?? null,
      manageToken,
      planMonthCap,
    },
  });
  return { bookingId: row.id, manageToken, row };
}

/** What the checks of a new booking are made against. */
function placementCheckOf(request: PlacementRequest): PlacementCheck {
  const { context } = request;
  return {
    spaceId: context.spaceId,
    timeZone: context.timeZone,
    service: context.service,
    hostId: request.hostId,
    schedules: request.schedules,
    scheduleId: request.scheduleId,
    range: request.range,
    mustMatchOfferedSlot: request.mustMatchOfferedSlot,
    isOutsideScheduleConfirmed: request.isOutsideScheduleConfirmed === true,
  };
}

/** A client with an e-mail gets a manage link: the token goes into the e-mail, only its hash is stored. */
function newBookingWithLink(request: PlacementRequest, placed: PlacedRange, now: Date) {
  const manage = request.client.email ? createOpaqueToken() : null;
  return {
    newBooking: newBookingOf(request, placed, manage?.tokenHash ?? null, now),
    manageToken: manage?.token ?? null,
  };
}

async function placeBookingWithin(
  tx: Transaction,
  deps: AppDependencies,
  request: PlacementRequest,
  now: Date,
): Promise<PlacedBooking> {
  const { context } = request;
  const placed = await requirePlaceable(tx, placementCheckOf(request), now, request.hostBlocks);
  // The plan's kept service and professional, and its monthly count, armed for the insert (decision 073).
  await armBookingLimits(tx, deps, {
    spaceId: context.spaceId,
    serviceId: context.service.id,
    hostId: request.hostId,
  });
  const { newBooking, manageToken } = newBookingWithLink(request, placed, now);
  // A staff booking's e-mails are drafted after its write by the outbox worker, from the draft its
  // write leaves (decision 107); a signed-in client's are drafted here, in the transaction.
  if (isStaffSource(request.source)) {
    const row = await writeStaffPlacedBooking(tx, request, newBooking, manageToken, now);
    return { bookingId: row.id, manageToken, row };
  }
  const bookingId = await insertPlacedBooking(tx, request, newBooking, now);
  const written = await findBookingRowAndSummary(tx, bookingId);
  if (!written) throw new Error('booking vanished after insert');
  await queueNewBookingEmailsOf(tx, deps, written.summary, {
    bookingId,
    manageToken,
    actorId: request.createdBy,
    now,
  });
  return { bookingId, manageToken, row: written.row };
}

const isStaffSource = (source: BookingSource) => source === 'INTERNAL' || source === 'HOST';

/**
 * A staff booking's row with its client (the one named, or found or created from the contact), its
 * new pet (created under that client) and its e-mails' draft, in the same transaction; answered as
 * the API answers it (no read after COMMIT). Naming a client record or a contact with an e-mail it
 * is one statement, its text built once (writeStaffBooking); a contact without an e-mail is written,
 * its draft inserted, then read.
 */
async function writeStaffPlacedBooking(
  tx: Transaction,
  request: PlacementRequest,
  newBooking: Omit<NewBooking, 'clientId'>,
  manageToken: string | null,
  now: Date,
): Promise<BookingRow> {
  if (request.clientId || request.client.email) {
    return writeStaffBooking(tx, newBooking, {
      id: randomUUID(),
      clientId: request.clientId ?? null,
      newPet: request.newPet ?? null,
      manageToken,
    });
  }
  const bookingId = await insertPlacedBooking(tx, request, newBooking, now);
  await insertBookingMessageDraft(tx, { bookingId, manageToken, actorId: request.createdBy, createdAt: now });
  const written = await findBookingRowAndSummary(tx, bookingId);
  if (!written) throw new Error('booking vanished after insert');
  return written.row;
}

async function insertPlacedBooking(
  tx: Transaction,
  request: PlacementRequest,
  newBooking: Omit<NewBooking, 'clientId'>,
  now: Date,
): Promise<string> {
  const { email } = request.client;
  // A signed-in client booking for themself is their e-mail's record: the upsert is a CTE of the
  // booking insert, one statement. Staff bookings may name a returning client by phone too.
  if (request.source === 'CLIENT' && email) {
    return insertBookingOfEmailContact(tx, { ...newBooking, client: { ...request.client, email } });
  }
  const clientId =
    request.clientId ?? (await findOrCreateClient(tx, request.context.spaceId, request.client, now));
  const petId = request.newPet
    ? await insertBookingPet(tx, request.context.spaceId, clientId, request.newPet, now)
    : newBooking.petId;
  return insertBooking(tx, { ...newBooking, clientId, petId });
}

/** The row of a booking that passed its checks, in the schedule range they settled on. */
export function newBookingOf(
  request: Omit<PlacementRequest, 'mustMatchOfferedSlot' | 'scheduleId'>,
  placed: PlacedRange,
  manageTokenHash: string | null,
  now: Date,
): Omit<NewBooking, 'clientId'> {
  const { service } = request.context;
  const { scheduleId } = placed;
  // An emergency outside the schedule belongs to no range: it costs the service's base price (055).
  const schedule = request.schedules.find((candidate) => candidate.id === scheduleId);
  return {
    spaceId: request.context.spaceId,
    serviceId: service.id,
    // A slot of a date override (decision 047) belongs to no weekly range.
    serviceScheduleId: schedule ? schedule.id : null,
    hostId: request.hostId,
    client: request.client,
    service: {
      name: service.name,
      price: placementPrice(service, schedule),
      currency: service.currency,
      duration: service.duration,
      bufferBefore: service.bufferBefore,
      bufferAfter: service.bufferAfter,
    },
    range: request.range,
    status: initialBookingStatus(service),
    notes: request.notes,
    source: request.source,
    createdBy: request.createdBy,
    manageTokenHash,
    petId: request.petId ?? null,
    reason: request.reason ?? null,
    isOutsideSchedule: placed.isOutsideSchedule,
    now,
  };
}

/** Where the checks put a booking: its weekly range (null for none) and whether it is an emergency. */
export type PlacedRange = { scheduleId: string | null; isOutsideSchedule: boolean };

/** The checks of a booking at a (new) time; answers the schedule range the booking belongs to. */
export async function requirePlaceable(
  tx: Database | Transaction,
  check: PlacementCheck,
  now: Date,
  hostBlocks?: HostBlocks,
): Promise<PlacedRange> {
  if (check.mustMatchOfferedSlot) {
    const disabledDates = await listDisabledDatesConcerning(tx, check.spaceId, check.hostId);
    // One read of the host's bookings around the day serves the overlap check and the engine.
    const window = busyWindowAround(check.range);
    const busy = await listHostBusyRanges(tx, check.hostId, window, check.excludeBookingId);
    const date = instantToZonedParts(check.range.startAt, check.timeZone).date;
    const dateOverrides = await listDateOverridesConcerning(
      tx,
      check.spaceId,
      check.hostId,
      addDays(date, -1),
      addDays(date, 2),
    );
    const scheduleId = requireOfferedPlacement(check, { disabledDates, busy, dateOverrides }, now);
    // Client channels never book outside the schedule: an offered slot is inside it by definition.
    return { scheduleId, isOutsideSchedule: false };
  }
  const window = bufferedRange(check.range, check.service);
  // Rows read with the schedule serve when they cover the window (they always should; a read of
  // their own otherwise). A booking the exclusion constraint finds overlapping since is refused all
  // the same, answered as the check would have (translatePlacementError).
  const { disabledDates, busy } =
    hostBlocks !== undefined &&
    check.excludeBookingId === undefined &&
    hostBlocks.window.startAt <= window.startAt &&
    hostBlocks.window.endAt >= window.endAt
      ? hostBlocks
      : await listDisabledDatesAndBusy(tx, {
          spaceId: check.spaceId,
          hostId: check.hostId,
          window,
          excludeBookingId: check.excludeBookingId,
        });
  const placement = checkStaffPlacement({
    timeZone: check.timeZone,
    range: check.range,
    schedules: check.schedules,
    preferredScheduleId: check.scheduleId,
    disabledDates,
    serviceId: check.service.id,
    busy,
    buffers: check.service,
    isOutsideScheduleConfirmed: check.isOutsideScheduleConfirmed === true,
  });
  if (!placement.isPlaced) throw placementRefusalError(placement);
  return { scheduleId: placement.scheduleId, isOutsideSchedule: placement.isOutsideSchedule };
}

/**
 * The checks of a client-facing booking on rows already read (booking-placement.ts in the domain):
 * not on a disabled date, not over another booking of the host, and a slot the engine offers right
 * now. Answers the slot's range.
 */
export function requireOfferedPlacement(check: PlacementCheck, rows: PlacementRows, now: Date): string {
  const placement = checkOfferedPlacement({
    timeZone: check.timeZone,
    service: check.service,
    schedules: check.schedules,
    scheduleId: check.scheduleId,
    range: check.range,
    disabledDates: rows.disabledDates,
    busy: rows.busy,
    dateOverrides: rows.dateOverrides,
    now: now.getTime(),
  });
  if (!placement.isPlaced) throw placementRefusalError(placement);
  return placement.scheduleId;
}

/** The busy range closest to the range (the buffers of one of them met the other's). */
function nearestBusy(busy: readonly TimeRange[], range: TimeRange): TimeRange | undefined {
  const distance = (each: TimeRange) => Math.max(each.startAt - range.endAt, range.startAt - each.endAt, 0);
  return [...busy].sort((first, second) => distance(first) - distance(second))[0];
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
  // Only the appointment is known here; its buffers may be what collided, so look a day around it.
  const busy = await listHostBusyRanges(deps.database.db, hostId, busyWindowAround(range), excludeBookingId);
  const overlapping = firstOverlapping(busy, range) ?? nearestBusy(busy, range);
  return overlapping ? overlapError(overlapping) : conflict(BOOKING_OVERLAP_MESSAGE, 'BOOKING_OVERLAP');
}
