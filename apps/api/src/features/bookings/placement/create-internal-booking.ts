import {
  type Booking,
  type CreateInternalBookingInput,
  INTERNAL_BOOKING_FORBIDDEN_MESSAGE,
  OTHER_MEMBER_BOOKING_FORBIDDEN_MESSAGE,
} from '@citavet/domain/bookings/booking.schema';
import {
  canInSpace,
  isProfessionalRole,
  SPACE_ACTION_REFUSALS,
} from '@citavet/domain/members/space-permissions';
import type { AppDependencies } from '../../../app-dependencies';
import { forbidden } from '../../../http/app-error';
import { findSpaceRole } from '../../../http/space-access';
import { placeStaffBooking } from './place-staff-booking';
import { requireStaffScheduleContext } from './schedule-context';

/**
 * POST /bookings/internal: a member books for a client. The host is the schedule's, or the member
 * assigned; booking for someone else than oneself is for admins and reception only.
 */
export async function createInternalBooking(
  deps: AppDependencies,
  userId: string,
  input: CreateInternalBookingInput,
): Promise<Booking> {
  const { db } = deps.database;
  // The member's role and the host's busy time come with the schedule (one read).
  const context = await requireStaffScheduleContext(deps, input.serviceScheduleId, userId, input);
  const role = context.memberRole;
  if (!role) throw forbidden(INTERNAL_BOOKING_FORBIDDEN_MESSAGE, 'NOT_SPACE_MEMBER');
  const hostId = input.assignedMemberId ?? input.hostId ?? context.schedule.hostId;
  if (hostId !== userId && !canInSpace(role, 'bookings.manageAll'))
    throw forbidden(OTHER_MEMBER_BOOKING_FORBIDDEN_MESSAGE, 'ADMIN_ONLY');
  // The schedule's host's role came with the schedule (the space is not deleted: the member's role
  // was found); another assigned member's is read.
  const hostRole =
    hostId === userId
      ? role
      : hostId === context.schedule.hostId
        ? context.hostRole
        : await findSpaceRole(db, context.spaceId, hostId);
  if (hostRole && !isProfessionalRole(hostRole)) {
    throw forbidden(SPACE_ACTION_REFUSALS['schedules.hostOwn'], 'ROLE_NOT_ALLOWED');
  }
  return placeStaffBooking(deps, {
    context,
    hostId,
    hostRole,
    input,
    createdBy: userId,
    createdByRole: role,
    source: 'INTERNAL',
    scheduleHostRanges: context.hostSchedules,
    scheduleHostBlocks: context.hostBlocks,
    schedulePlanRead: context.planRead ?? undefined,
  });
}
