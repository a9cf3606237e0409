import {
  type Booking,
  type CreateHostBookingInput,
  INTERNAL_BOOKING_FORBIDDEN_MESSAGE,
} from '@citavet/domain/bookings/booking.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { forbidden } from '../../../http/app-error';
import { assertSpacePermission } from '../../../http/space-access';
import { placeStaffBooking } from './place-staff-booking';
import { requireStaffScheduleContext } from './schedule-context';

/**
 * POST /bookings/host-create: the signed-in member books a client into their own agenda. The schedule
 * names the service; the booking must fit one of the member's own ranges of it.
 */
export async function createHostBooking(
  deps: AppDependencies,
  userId: string,
  input: CreateHostBookingInput,
): Promise<Booking> {
  // The member's role and the host's busy time come with the schedule (one read).
  const context = await requireStaffScheduleContext(deps, input.serviceScheduleId, userId, input);
  const role = context.memberRole;
  if (!role) throw forbidden(INTERNAL_BOOKING_FORBIDDEN_MESSAGE, 'NOT_SPACE_MEMBER');
  // Reception has no agenda of her own: she books into a professional's (POST /bookings/internal).
  assertSpacePermission(role, 'schedules.hostOwn');
  return placeStaffBooking(deps, {
    context,
    hostId: userId,
    hostRole: role,
    input,
    createdBy: userId,
    createdByRole: role,
    source: 'HOST',
    scheduleHostRanges: context.hostSchedules,
    scheduleHostBlocks: context.hostBlocks,
    schedulePlanRead: context.planRead ?? undefined,
  });
}
