import { PUBLIC_BOOKING_MESSAGES } from '@citavet/domain/bookings/public-booking.schema';
import {
  ATTENDANCE_MESSAGES,
  type AttendanceConfirmation,
} from '@citavet/domain/reminders/reminder-settings.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { conflict, notFound } from '../../../http/app-error';
import { hashOpaqueToken } from '../../../security/tokens';
import {
  findBookingSummary,
  lockBookingByTokenHash,
  markClientConfirmed,
} from '../booking-summary.repository';

/**
 * POST /public/bookings/{token}/confirm-attendance: the reminder's 'Confirmar asistencia'. The
 * e-mailed manage token is the proof; the agenda then shows 'Confirmada por el cliente'. Pressing it
 * twice is fine (the first time is kept); a cancelled or finished appointment is refused.
 */
export async function confirmAttendanceByLink(
  deps: AppDependencies,
  token: string,
): Promise<AttendanceConfirmation> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const locked = await lockBookingByTokenHash(tx, hashOpaqueToken(token));
    if (!locked) throw notFound(PUBLIC_BOOKING_MESSAGES.invalidToken, 'BOOKING_NOT_FOUND');
    const booking = await findBookingSummary(tx, locked.id);
    if (!booking) throw notFound(PUBLIC_BOOKING_MESSAGES.invalidToken, 'BOOKING_NOT_FOUND');
    if (booking.status === 'CANCELLED') throw conflict(ATTENDANCE_MESSAGES.cancelled, 'ALREADY_CANCELLED');
    if (booking.endAt.getTime() <= now.getTime())
      throw conflict(ATTENDANCE_MESSAGES.past, 'APPOINTMENT_PAST');
    const confirmedAt = await markClientConfirmed(tx, booking.id, now);
    return {
      spaceName: booking.spaceName,
      serviceName: booking.serviceName,
      startAt: booking.startAt.toISOString(),
      timeZone: booking.timeZone,
      clientConfirmedAt: confirmedAt.toISOString(),
    };
  });
}
