import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { PAST_TOLERANCE_MINUTES } from '@citavet/domain/bookings/booking-time';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { requireMemberWithinPlan } from '../../../plans/plan-guard';
import type { PlanAndKeptRanks } from '../../../plans/space-plan.repository';
import { requireAdmitted } from './booking-admission';
import {
  type HostBlocks,
  type HostScheduleRow,
  listHostServiceSchedules,
  type ScheduleContext,
} from './booking-placement.repository';
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
    /** The staff confirmed a booking outside the published schedule (decision 055). */
    isOutsideSchedule?: boolean | undefined;
  };
  createdBy: string;
  /** The creator's role in the space, as the caller read it to let them book at all. */
  createdByRole: SpaceRole;
  source: 'INTERNAL' | 'HOST';
  /** The schedule's host's ranges for the service, read with the schedule (findScheduleContext). */
  scheduleHostRanges?: HostScheduleRow[] | undefined;
  /** The schedule's host's disabled dates and busy time, read with the schedule when it could be. */
  scheduleHostBlocks?: HostBlocks | undefined;
  /** With plan limits on, the plan and the ranks of the schedule's service and host, read with it. */
  schedulePlanRead?: PlanAndKeptRanks | undefined;
};

/**
 * Staff bookings (internal and host-create): any start inside an active range of the host for this
 * service on that local weekday, off the slot grid too, and not in the past of the space. Outside
 * the ranges or on a closed day only when the staff confirmed it (an emergency, decision 055); the
 * placement judges it inside the transaction, with the overlap.
 */
export async function placeStaffBooking(
  deps: AppDependencies,
  request: StaffBookingRequest,
): Promise<Booking> {
  const { context, hostId, input } = request;
  // A member the plan has no room for books nothing (decision 081).
  if (request.createdByRole === 'MEMBER') {
    await requireMemberWithinPlan(deps.database.db, deps, context.spaceId, request.createdBy);
  }
  // The host's role is looked up by the caller (the assigned member, or the signed-in one).
  requireAdmitted('staff', context.service, request.hostRole);
  const range = resolveBookingRange(input, context.timeZone);
  requireNotPast(range, deps.clock.now(), context.timeZone, PAST_TOLERANCE_MINUTES);
  const party = await resolveStaffBookingParty(deps, context.spaceId, input, context.clinic);
  const schedules =
    hostId === context.schedule.hostId && request.scheduleHostRanges
      ? request.scheduleHostRanges
      : await listHostServiceSchedules(deps.database.db, context.service.id, hostId);
  return placeBooking(deps, {
    context,
    hostId,
    schedules,
    scheduleId: input.serviceScheduleId,
    range,
    ...party,
    reason: input.reason,
    notes: input.notes,
    source: request.source,
    createdBy: request.createdBy,
    mustMatchOfferedSlot: false,
    isOutsideScheduleConfirmed: input.isOutsideSchedule === true,
    hostBlocks: hostId === context.schedule.hostId ? request.scheduleHostBlocks : undefined,
    planRead: hostId === context.schedule.hostId ? request.schedulePlanRead : undefined,
  });
}
