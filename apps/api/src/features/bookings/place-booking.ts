import { sqlStateOf, type Transaction } from '@citavet/db/database';
import { computeSlots, findOfferedSlot } from '@citavet/domain/availability/compute-slots';
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
import { toBooking } from './booking-dto';
import {
  type ClientContact,
  findOrCreateClient,
  findOverlappingBooking,
  insertBooking,
  listDisabledDatesConcerning,
  listHostBusyRanges,
  type ScheduleContext,
} from './booking-placement.repository';
import { findBookingRow } from './bookings.repository';

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
  source: 'INTERNAL' | 'HOST' | 'CLIENT';
  createdBy: string;
  /** Client-facing bookings must be a slot the engine offers at the moment of booking. */
  mustMatchOfferedSlot: boolean;
};

/**
 * Writes a booking after the checks every path shares: not on a disabled date of the space or the
 * host, not overlapping another booking of the host, and (for clients) an offered slot. The checks
 * and the insert share one transaction; the exclusion constraint still has the last word against a
 * concurrent booking, and its violation is answered like the application's own check.
 */
export async function placeBooking(deps: AppDependencies, request: PlacementRequest): Promise<Booking> {
  const { db } = deps.database;
  const now = deps.clock.now();
  let bookingId: string;
  try {
    bookingId = await db.transaction(async (tx) => {
      const disabledRanges = await requireNotDisabled(tx, request);
      await requireNoOverlap(tx, request);
      const scheduleId = request.mustMatchOfferedSlot
        ? await requireOfferedSlot(tx, request, disabledRanges, now.getTime())
        : request.scheduleId;
      const { service } = request.context;
      const schedule = request.schedules.find((candidate) => candidate.id === scheduleId);
      const clientId = await findOrCreateClient(tx, request.context.spaceId, request.client, now);
      return insertBooking(tx, {
        spaceId: request.context.spaceId,
        serviceId: service.id,
        serviceScheduleId: scheduleId,
        hostId: request.hostId,
        clientId,
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
        now,
      });
    });
  } catch (error) {
    if (sqlStateOf(error) === '23P01') throw await overlapConflict(deps, request);
    throw error;
  }
  const row = await findBookingRow(db, bookingId);
  if (!row) throw new Error('booking vanished after insert');
  return toBooking(row);
}

async function requireNotDisabled(tx: Transaction, request: PlacementRequest): Promise<TimeRange[]> {
  const { spaceId, timeZone } = request.context;
  const entries = await listDisabledDatesConcerning(tx, spaceId, request.hostId);
  if (findBlockingEntry(entries, request.range, timeZone)) {
    throw badRequest(DISABLED_DATE_BOOKING_MESSAGE, 'DATE_DISABLED');
  }
  return entries.map((entry) => blockedRangeOf(entry, timeZone));
}

async function requireNoOverlap(tx: Transaction, request: PlacementRequest): Promise<void> {
  const overlapping = await findOverlappingBooking(tx, request.hostId, request.range);
  if (overlapping) throw overlapError(overlapping);
}

function overlapError(overlapping: { startAt: Date; endAt: Date }) {
  return conflict(BOOKING_OVERLAP_MESSAGE, 'BOOKING_OVERLAP', {
    conflictingBooking: {
      startTime: overlapping.startAt.toISOString(),
      endTime: overlapping.endAt.toISOString(),
    },
  });
}

/** The constraint refused the row: find the booking that won, to say which time it holds. */
async function overlapConflict(deps: AppDependencies, request: PlacementRequest) {
  const overlapping = await findOverlappingBooking(deps.database.db, request.hostId, request.range);
  return overlapping ? overlapError(overlapping) : conflict(BOOKING_OVERLAP_MESSAGE, 'BOOKING_OVERLAP');
}

/** The slot the engine offers for exactly this range right now; its schedule is the booking's. */
async function requireOfferedSlot(
  tx: Transaction,
  request: PlacementRequest,
  disabledRanges: TimeRange[],
  now: number,
): Promise<string> {
  const { service, timeZone } = request.context;
  const date = instantToZonedParts(request.range.startAt, timeZone).date;
  // Any booking that could touch the local day lies within a day of its start.
  const window = {
    startAt: request.range.startAt - DAY_MILLISECONDS,
    endAt: request.range.endAt + DAY_MILLISECONDS,
  };
  const busy = await listHostBusyRanges(tx, request.hostId, window);
  const slots = computeSlots({
    timeZone,
    service: {
      id: service.id,
      duration: service.duration,
      minAdvanceBooking: service.minAdvanceBooking,
      maxAdvanceBooking: service.maxAdvanceBooking,
    },
    schedules: request.schedules,
    bookings: busy,
    disabledRanges,
    now,
    fromDate: date,
    toDate: date,
  });
  const { startAt, endAt } = request.range;
  const slot =
    findOfferedSlot(slots, startAt, endAt, request.scheduleId) ?? findOfferedSlot(slots, startAt, endAt);
  if (!slot) throw badRequest(SLOT_NOT_OFFERED_MESSAGE, 'SLOT_NOT_OFFERED');
  return slot.scheduleId;
}
