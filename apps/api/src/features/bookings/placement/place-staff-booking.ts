import {
  type Booking,
  NO_ACTIVE_SCHEDULES_MESSAGE,
  outsideScheduleMessage,
} from '@citavet/domain/bookings/booking.schema';
import {
  fitBookingInSchedules,
  formatRanges,
  PAST_TOLERANCE_MINUTES,
} from '@citavet/domain/bookings/booking-time';
import type { AppDependencies } from '../../../app-dependencies';
import { badRequest } from '../../../http/app-error';
import { requireAdmitted } from './booking-admission';
import { listHostServiceSchedules, type ScheduleContext } from './booking-placement.repository';
import { requireNotPast, resolveBookingRange } from './booking-range';
import { placeBooking } from './place-booking';
import { resolveStaffBookingParty, type StaffBookingPartyInput } from './staff-booking-party';

export type StaffBookingRequest = {
  context: ScheduleContext;
  hostId: string;
  /** The host's role in the space; null when they are not a member. */
  hostRole: string | null;
  input: StaffBookingPartyInput & {
    serviceScheduleId: string;
    startTime: string;
    endTime: string;
    notes: string | null;
    reason: string | null;
  };
  createdBy: string;
  source: 'INTERNAL' | 'HOST';
};

/**
 * Staff bookings (internal and host-create): any start inside an active range of the host for this
 * service on that local weekday, off the slot grid too, and not in the past of the space.
 */
export async function placeStaffBooking(
  deps: AppDependencies,
  request: StaffBookingRequest,
): Promise<Booking> {
  const { context, hostId, input } = request;
  // The host's role is looked up by the caller (the assigned member, or the signed-in one).
  requireAdmitted('staff', context.service, request.hostRole);
  const range = resolveBookingRange(input, context.timeZone);
  requireNotPast(range, deps.clock.now(), context.timeZone, PAST_TOLERANCE_MINUTES);
  const party = await resolveStaffBookingParty(deps, context.spaceId, input);
  const schedules = await listHostServiceSchedules(deps.database.db, context.service.id, hostId);
  const fit = fitBookingInSchedules({
    ...range,
    timeZone: context.timeZone,
    schedules,
    preferredScheduleId: input.serviceScheduleId,
  });
  if (fit.kind === 'no-schedule-that-day')
    throw badRequest(NO_ACTIVE_SCHEDULES_MESSAGE, 'NO_ACTIVE_SCHEDULE');
  if (fit.kind === 'outside') {
    throw badRequest(outsideScheduleMessage(formatRanges(fit.rangesOfDay)), 'OUTSIDE_SCHEDULE');
  }
  return placeBooking(deps, {
    context,
    hostId,
    schedules,
    scheduleId: fit.schedule.id,
    range,
    ...party,
    reason: input.reason,
    notes: input.notes,
    source: request.source,
    createdBy: request.createdBy,
    mustMatchOfferedSlot: false,
  });
}
