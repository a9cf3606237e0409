import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { ORPHANED_BOOKING_MESSAGES } from '@citavet/domain/bookings/orphaned-booking.schema';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest, notFound } from '../../http/app-error';
import { findSpaceRole, requireSpaceAdmin } from '../../http/space-access';
import { toBooking } from './booking-dto';
import { listOrphanedBookingRows } from './booking-lists.repository';
import { replaceBookingHost } from './booking-transitions.repository';
import { findBookingRow } from './bookings.repository';
import { translatePlacementError } from './placement/place-booking';

/**
 * The ADMIN hands a removed member's future appointment to a current member. Only bookings of this
 * space still waiting for a host qualify (another space's id is a 404); the database's exclusion
 * constraint refuses a time the new host already has (409 with the conflicting range).
 */
export async function reassignBooking(
  deps: AppDependencies,
  actorId: string,
  target: { spaceId: string; bookingId: string; hostId: string },
): Promise<Booking> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, target.spaceId, actorId);
  const now = deps.clock.now();
  const orphaned = await listOrphanedBookingRows(db, target.spaceId, now);
  const row = orphaned.find((booking) => booking.id === target.bookingId);
  if (!row) throw notFound(ORPHANED_BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND');
  if (!(await findSpaceRole(db, target.spaceId, target.hostId))) {
    throw badRequest(ORPHANED_BOOKING_MESSAGES.hostNotMember, 'HOST_NOT_MEMBER', {
      details: [{ field: 'hostId', message: ORPHANED_BOOKING_MESSAGES.hostNotMember }],
    });
  }
  try {
    await db.transaction((tx) => replaceBookingHost(tx, row.id, target.hostId, now));
  } catch (error) {
    throw await translatePlacementError(
      deps,
      target.hostId,
      { startAt: row.startAt.getTime(), endAt: row.endAt.getTime() },
      error,
      row.id,
    );
  }
  const updated = await findBookingRow(db, row.id);
  if (!updated) throw notFound(ORPHANED_BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND');
  return toBooking(updated);
}
