import { bufferedRange } from '../availability/buffered-range';
import {
  computeSlots,
  findOfferedSlot,
  type SlotSchedule,
  type SlotService,
} from '../availability/compute-slots';
import type { DailyCap } from '../availability/daily-caps';
import type { SlotDateOverride } from '../availability/day-ranges';
import type { TimeRange } from '../availability/time-range';
import {
  disabledRangesFor,
  findBlockingEntry,
  type StoredDisabledDate,
} from '../disabled-dates/disabled-date-window';
import { MILLISECONDS_PER_DAY } from '../time/civil-calendar';
import { instantToZonedParts } from '../time/zoned-time';
import { type BookingStatus, initialBookingStatus, isUpcomingStatus } from './booking-status';
import { fitBookingInSchedules, type ScheduleRange } from './booking-time';

// Booking admission in one place, for every channel: which service and host a channel may book, is
// the time free, is it a slot the engine offers, what it costs, and what its client may still change.
// Pure: rows and `now` in, a result out. The API turns refusals into its errors; the web reads the
// same rules to explain them.

/** How long a manage link keeps showing the client's data after the appointment or its cancellation. */
export const MANAGE_LINK_RETENTION_DAYS = 30;

/** public: the booking page (no account); client: a signed-in user; staff: a member for a client. */
export type BookingChannel = 'public' | 'client' | 'staff';

export type AdmissionService = { isActive: boolean; isBookableByClients: boolean };

export type AdmissionRefusal = 'service-inactive' | 'service-not-bookable' | 'host-not-member';
export type Admission = { isAdmitted: true } | { isAdmitted: false; reason: AdmissionRefusal };

/**
 * May this channel book this service with this host? Every channel needs an active service and a host
 * who is still a member of the space (a former member's ranges stay in the table but offer nothing);
 * clients, with or without an account, only book services offered online.
 */
export function admitPlacement(
  channel: BookingChannel,
  service: AdmissionService,
  hostRole: string | null,
): Admission {
  if (!service.isActive) return { isAdmitted: false, reason: 'service-inactive' };
  if (channel !== 'staff' && !service.isBookableByClients) {
    return { isAdmitted: false, reason: 'service-not-bookable' };
  }
  if (hostRole === null) return { isAdmitted: false, reason: 'host-not-member' };
  return { isAdmitted: true };
}

/** [a, b) and [c, d) share an instant. */
export function rangesOverlap(first: TimeRange, second: TimeRange): boolean {
  return first.startAt < second.endAt && first.endAt > second.startAt;
}

/** The earliest busy range overlapping the range (the one a conflict answer names). */
export function firstOverlapping(busy: readonly TimeRange[], range: TimeRange): TimeRange | undefined {
  let first: TimeRange | undefined;
  for (const each of busy) {
    if (rangesOverlap(each, range) && (!first || each.startAt < first.startAt)) first = each;
  }
  return first;
}

/** Any booking that could touch the range's local day (in any zone) lies within a day of the range. */
export function busyWindowAround(range: TimeRange): TimeRange {
  return { startAt: range.startAt - MILLISECONDS_PER_DAY, endAt: range.endAt + MILLISECONDS_PER_DAY };
}

/** The price agreed for a booking: its schedule range's own price when it has one. */
export function placementPrice(
  service: { price: string },
  schedule: { customPrice: string | null } | undefined,
): string {
  return schedule?.customPrice ?? service.price;
}

export type PlacementRefusal =
  | { isPlaced: false; reason: 'date-disabled' }
  | { isPlaced: false; reason: 'overlap'; conflicting: TimeRange }
  | { isPlaced: false; reason: 'not-offered' };
export type Placement = { isPlaced: true; scheduleId: string } | PlacementRefusal;

export type OfferedPlacementInput = {
  timeZone: string;
  service: SlotService;
  /** The host's ranges for the service. */
  schedules: readonly SlotSchedule[];
  /** The range preferred when two offer the same slot; null for none. */
  scheduleId: string | null;
  range: TimeRange;
  /** Disabled dates concerning the host (the space's and the host's own). */
  disabledDates: readonly StoredDisabledDate[];
  /**
   * The host's busy time (bookings with their buffers) over at least the range widened by the
   * service's buffers: the answer depends on no other booking, since the slot grid does not
   * (booking-placement.test.ts holds it against the whole three days).
   */
  busy: readonly TimeRange[];
  /** The date's changed hours (the space's and the host's); none when absent. */
  dateOverrides?: readonly SlotDateOverride[];
  /** The service's and the host's daily caps with their counts; none when absent. */
  dailyCaps?: readonly DailyCap[];
  now: number;
};

/**
 * A client-facing placement: not on a disabled date, not over another booking of the host, and a slot
 * the engine offers right now. Answers the schedule range the slot is offered in.
 */
export function checkOfferedPlacement(input: OfferedPlacementInput): Placement {
  const { timeZone, range } = input;
  if (findBlockingEntry(input.disabledDates, range, timeZone, input.service.id)) {
    return { isPlaced: false, reason: 'date-disabled' };
  }
  // The professional's buffers count as busy too (decision 046).
  const conflicting = firstOverlapping(input.busy, bufferedRange(range, input.service));
  if (conflicting) return { isPlaced: false, reason: 'overlap', conflicting };
  const date = instantToZonedParts(range.startAt, timeZone).date;
  const slots = computeSlots({
    timeZone,
    service: {
      id: input.service.id,
      duration: input.service.duration,
      minAdvanceBooking: input.service.minAdvanceBooking,
      maxAdvanceBooking: input.service.maxAdvanceBooking,
      slotStep: input.service.slotStep ?? null,
      bufferBefore: input.service.bufferBefore ?? 0,
      bufferAfter: input.service.bufferAfter ?? 0,
    },
    schedules: input.schedules,
    dateOverrides: input.dateOverrides ?? [],
    dailyCaps: input.dailyCaps ?? [],
    bookings: input.busy,
    disabledRanges: disabledRangesFor(input.disabledDates, {
      timeZone,
      // The engine reads a day around the slot's date.
      window: {
        startAt: range.startAt - 3 * MILLISECONDS_PER_DAY,
        endAt: range.endAt + 3 * MILLISECONDS_PER_DAY,
      },
      serviceId: input.service.id,
    }),
    now: input.now,
    fromDate: date,
    toDate: date,
  });
  const slot =
    (input.scheduleId ? findOfferedSlot(slots, range.startAt, range.endAt, input.scheduleId) : undefined) ??
    findOfferedSlot(slots, range.startAt, range.endAt);
  return slot ? { isPlaced: true, scheduleId: slot.scheduleId } : { isPlaced: false, reason: 'not-offered' };
}

/** Why a staff booking lies outside the published schedule (an emergency needs the staff's confirmation). */
export type OutsideScheduleReason = 'date-disabled' | 'no-schedule-that-day' | 'outside-ranges';

export type StaffPlacement =
  | {
      isPlaced: true;
      /** The weekly range the booking lies in; null for a booking outside the schedule. */
      scheduleId: string | null;
      isOutsideSchedule: boolean;
    }
  | { isPlaced: false; reason: 'no-active-schedule' }
  | { isPlaced: false; reason: 'overlap'; conflicting: TimeRange }
  | { isPlaced: false; reason: 'outside-schedule'; why: OutsideScheduleReason };

/**
 * A staff placement (decision 055). Never over another booking of the host, emergency or not. Any
 * start inside one of the host's active ranges for the service that weekday, off the slot grid too,
 * and not on a disabled date (the space's closure or the host's absence), is in the schedule. Outside
 * it, staff may still book an emergency, but only when they confirmed it (`isOutsideScheduleConfirmed`,
 * which only staff routes accept); the booking is then recorded as outside the schedule and belongs
 * to no weekly range (it costs the service's base price). A host with no active range for the
 * service at all does not offer it, emergency or not. The overlap is judged next: there is no point
 * asking to confirm a time that is taken anyway.
 */
export function checkStaffPlacement(input: {
  timeZone: string;
  range: TimeRange;
  /** The host's ranges for the service. */
  schedules: readonly ScheduleRange[];
  /** The range preferred when two contain the booking; null for none. */
  preferredScheduleId: string | null;
  disabledDates: readonly StoredDisabledDate[];
  /** The booked service: a closure of other services does not stand in its way. */
  serviceId?: string;
  /** The host's busy time (bookings with their buffers) over at least the buffered range. */
  busy: readonly TimeRange[];
  /** The service's buffers, judged with the appointment; none when absent. */
  buffers?: { bufferBefore?: number | null; bufferAfter?: number | null };
  /** The staff confirmed 'Fuera de horario: ¿agendar igualmente?'. */
  isOutsideScheduleConfirmed: boolean;
}): StaffPlacement {
  if (!input.schedules.some((schedule) => schedule.isActive)) {
    return { isPlaced: false, reason: 'no-active-schedule' };
  }
  const conflicting = firstOverlapping(input.busy, bufferedRange(input.range, input.buffers ?? {}));
  if (conflicting) return { isPlaced: false, reason: 'overlap', conflicting };
  const isDisabled =
    findBlockingEntry(input.disabledDates, input.range, input.timeZone, input.serviceId) !== undefined;
  const fit = fitBookingInSchedules({
    startAt: input.range.startAt,
    endAt: input.range.endAt,
    timeZone: input.timeZone,
    schedules: input.schedules,
    preferredScheduleId: input.preferredScheduleId ?? undefined,
  });
  if (!isDisabled && fit.kind === 'inside') {
    return { isPlaced: true, scheduleId: fit.schedule.id, isOutsideSchedule: false };
  }
  if (!input.isOutsideScheduleConfirmed) {
    const why: OutsideScheduleReason = isDisabled
      ? 'date-disabled'
      : fit.kind === 'no-schedule-that-day'
        ? 'no-schedule-that-day'
        : 'outside-ranges';
    return { isPlaced: false, reason: 'outside-schedule', why };
  }
  return { isPlaced: true, scheduleId: null, isOutsideSchedule: true };
}

export type ClientPermissionFacts = {
  status: string;
  /** The appointment's start, ms since the epoch. */
  startAt: number;
  /** The service's policy; null when the service was deleted. */
  allowCancellation: boolean | null;
  allowRescheduling: boolean | null;
  serviceId: string | null;
};

/**
 * What the client may still do: only with a booking that holds its time (pending or confirmed), has
 * not started, and whose service allows it (a deleted service allows nothing).
 */
export function clientPermissions(booking: ClientPermissionFacts, now: number) {
  const isOpen = isUpcomingStatus(booking.status) && booking.startAt > now;
  return {
    canCancel: isOpen && booking.allowCancellation === true,
    canReschedule: isOpen && booking.allowRescheduling === true && booking.serviceId !== null,
  };
}

/**
 * The status a booking takes when its client moves it (only a pending or confirmed booking may be
 * moved, see clientPermissions): a service that requires approval sends the new time back to the
 * clinic as a request, even when the old time was approved, as a new booking of it would be; any other
 * booking keeps its status.
 */
export function statusAfterClientMove(
  status: BookingStatus,
  service: { requiresApproval: boolean },
): BookingStatus {
  return service.requiresApproval ? initialBookingStatus(service) : status;
}

export type ClientLock = 'cancelled' | 'completed' | 'started' | 'clinic-policy';

/** Why neither action is open (what clientPermissions found), for the page to explain it. */
export function clientLockOf(
  booking: Pick<ClientPermissionFacts, 'status' | 'startAt'>,
  now: number,
): ClientLock {
  if (booking.status === 'CANCELLED') return 'cancelled';
  if (booking.status === 'COMPLETED') return 'completed';
  // A no-show is only recorded once the appointment started (booking-status.ts); a patient checked
  // in or with the vet is at the clinic, even a little before the time.
  const isUnderWay = ['NO_SHOW', 'CHECKED_IN', 'IN_CONSULTATION'].includes(booking.status);
  if (isUnderWay || booking.startAt <= now) return 'started';
  return 'clinic-policy';
}

/**
 * A manage link stops showing the client's contact data once the appointment ended, or it was
 * cancelled, more than MANAGE_LINK_RETENTION_DAYS ago: an old e-mail must not keep personal data a
 * click away for ever.
 */
export function isManageLinkExpired(
  booking: { status: string; endAt: number; cancelledAt: number | null },
  now: number,
): boolean {
  const retention = MANAGE_LINK_RETENTION_DAYS * MILLISECONDS_PER_DAY;
  if (booking.status === 'CANCELLED') {
    return (booking.cancelledAt ?? booking.endAt) + retention < now;
  }
  return booking.endAt + retention < now;
}
