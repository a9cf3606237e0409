import { sqlStateOf } from '@citavet/db/database';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { statusAfterClientMove } from '@citavet/domain/bookings/booking-placement';
import {
  type ManagedBooking,
  PUBLIC_BOOKING_MESSAGES,
  type RescheduleByLinkInput,
} from '@citavet/domain/bookings/public-booking.schema';
import { MONTHLY_LIMIT_PUBLIC_MESSAGE, PLAN_MONTH_CAP_SQLSTATE } from '@citavet/domain/plans/plan-limits';
import { PUBLIC_MESSAGES } from '@citavet/domain/public/public-space.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { AppError, conflict, forbidden, notFound } from '../../../http/app-error';
import { armMonthForMove } from '../../../plans/plan-guard';
import { hashOpaqueToken } from '../../../security/tokens';
import {
  findBookingSummary,
  findServiceRules,
  lockBookingByTokenHash,
  moveBookingTime,
} from '../booking-summary.repository';
import { queueBookingChangedEmails } from '../emails/booking-changed-emails';
import { requireAdmitted } from '../placement/booking-admission';
import { listHostServiceSchedules } from '../placement/booking-placement.repository';
import { requireNotPast, resolveBookingRange } from '../placement/booking-range';
import { requirePlaceable, translatePlacementError } from '../placement/place-booking';
import { permissionsOf, toManagedBooking } from '../public-booking-view';

/**
 * POST /public/bookings/{token}/reschedule: the client moves the booking to another slot the engine
 * offers now (the booking's own time does not count as busy), when the service allows it and the
 * appointment has not started. A service that requires approval makes the new time a request again
 * (the clinic is asked to approve it). The row is updated in one transaction with its new reminder and
 * confirmation; the exclusion constraint still guards against a concurrent booking of that time.
 */
export async function rescheduleBookingByLink(
  deps: AppDependencies,
  token: string,
  input: RescheduleByLinkInput,
): Promise<ManagedBooking> {
  const now = deps.clock.now();
  const attempt: { current: { hostId: string; range: TimeRange; bookingId: string } | null } = {
    current: null,
  };
  let bookingId: string;
  try {
    bookingId = await deps.database.db.transaction(async (tx) => {
      const tokenHash = hashOpaqueToken(token);
      const locked = await lockBookingByTokenHash(tx, tokenHash);
      const booking = locked ? await findBookingSummary(tx, locked.id) : null;
      if (!booking) throw notFound(PUBLIC_BOOKING_MESSAGES.invalidToken, 'BOOKING_NOT_FOUND');
      if (!permissionsOf(booking, now).canReschedule || booking.serviceId === null) {
        throw forbidden(PUBLIC_BOOKING_MESSAGES.reschedulingNotAllowed, 'RESCHEDULING_NOT_ALLOWED');
      }
      const service = await findServiceRules(tx, booking.serviceId, booking.hostId);
      if (!service) throw notFound(PUBLIC_MESSAGES.serviceNotFound, 'SERVICE_NOT_FOUND');
      // The same admission as a new booking from the page: the manage link is a client channel.
      requireAdmitted('client', service, service.hostRole);
      const range = resolveBookingRange(input, booking.timeZone);
      requireNotPast(range, now, booking.timeZone, 0);
      attempt.current = { hostId: booking.hostId, range, bookingId: booking.id };
      const schedules = await listHostServiceSchedules(tx, service.id, booking.hostId);
      const { scheduleId } = await requirePlaceable(
        tx,
        {
          spaceId: booking.spaceId,
          timeZone: booking.timeZone,
          service,
          hostId: booking.hostId,
          schedules,
          scheduleId: null,
          range,
          mustMatchOfferedSlot: true,
          excludeBookingId: booking.id,
        },
        now,
      ).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'SLOT_NOT_OFFERED') {
          throw conflict(PUBLIC_BOOKING_MESSAGES.slotTaken, 'SLOT_NOT_AVAILABLE');
        }
        throw error;
      });
      const status = { from: booking.status, to: statusAfterClientMove(booking.status, service) };
      // Moved into another month, the appointment counts there (decision 081).
      await armMonthForMove(tx, deps, booking.spaceId);
      await moveBookingTime(tx, booking.id, {
        range,
        scheduleId,
        duration: service.duration,
        status,
        tokenHash,
        now,
      });
      await queueBookingChangedEmails(
        tx,
        deps,
        { bookingId: booking.id, manageToken: token, actorId: null, now },
        { isTimeChanged: true, previousStartAt: booking.startAt },
      );
      return booking.id;
    });
  } catch (error) {
    // The new month is full: the client is asked, politely, to call (no plan talk), as on the page.
    if (sqlStateOf(error) === PLAN_MONTH_CAP_SQLSTATE) {
      throw new AppError(409, 'MONTHLY_LIMIT_REACHED', MONTHLY_LIMIT_PUBLIC_MESSAGE);
    }
    const current = attempt.current;
    if (!current) throw error;
    throw await translatePlacementError(deps, current.hostId, current.range, error, current.bookingId);
  }
  const moved = await findBookingSummary(deps.database.db, bookingId);
  if (!moved) throw notFound(PUBLIC_BOOKING_MESSAGES.invalidToken, 'BOOKING_NOT_FOUND');
  return toManagedBooking(moved, token, now);
}
