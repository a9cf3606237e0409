import { BOOKING_NOT_FOUND_MESSAGE } from '@citavet/domain/bookings/booking.schema';
import { canInSpace } from '@citavet/domain/members/space-permissions';
import { memberOverPlanMessage } from '@citavet/domain/plans/plan-limits';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden, notFound } from '../../http/app-error';
import { effectivePlanOf, isMemberOverPlan } from '../../plans/plan-guard';
import type { BookingSummary } from './booking-summary.repository';
import { type BookingRow, findBookingAccessRow } from './bookings.repository';

export type BookingAccess = {
  row: BookingRow;
  /** An ADMIN or RECEPTION of the booking's space, or the member who hosts it: may manage it. */
  isStaff: boolean;
  /** May take back a COMPLETED or NO_SHOW after the undo window (an ADMIN). */
  isAdmin: boolean;
  /** The booking as its e-mails see it, read with the row. */
  summary: BookingSummary;
  /** What the row was read as (BOOKING_DRAFT_FINGERPRINT_SQL): a status change's write checks it still holds. */
  fingerprint: string;
};

/**
 * A booking the user may see: as an ADMIN or RECEPTION of its space, as its host, or as the client who booked it
 * for themself. Anyone else gets the same 404 as for a booking that does not exist.
 */
export async function requireVisibleBooking(
  deps: AppDependencies,
  userId: string,
  bookingId: string,
  /** 'read': only shown (GET); 'change': about to be changed. */
  purpose: 'read' | 'change' = 'change',
): Promise<BookingAccess> {
  // The booking, the user's role in its space and the e-mails' summary in one round trip.
  const found = await findBookingAccessRow(deps.database, bookingId, userId);
  if (!found) throw notFound(BOOKING_NOT_FOUND_MESSAGE, 'BOOKING_NOT_FOUND');
  const { row, role, summary, fingerprint } = found;
  const { db } = deps.database;
  const isAdmin = canInSpace(role, 'bookings.revertStatus');
  const read = { row, summary, fingerprint };
  if (canInSpace(role, 'bookings.manageAll')) return { ...read, isStaff: true, isAdmin };
  if (role && row.hostId === userId) {
    // A member the plan has no room for reads their own past appointments, and changes nothing.
    if (role === 'MEMBER' && (await isMemberOverPlan(db, deps, row.spaceId, userId))) {
      if (row.startAt.getTime() >= deps.clock.now().getTime()) {
        throw notFound(BOOKING_NOT_FOUND_MESSAGE, 'BOOKING_NOT_FOUND');
      }
      if (purpose === 'change') {
        const { plan } = await effectivePlanOf(db, deps, row.spaceId);
        throw forbidden(memberOverPlanMessage(plan), 'PLAN_LIMIT_REACHED');
      }
      return { ...read, isStaff: false, isAdmin: false };
    }
    return { ...read, isStaff: true, isAdmin };
  }
  if (row.source === 'CLIENT' && row.createdBy === userId) return { ...read, isStaff: false, isAdmin: false };
  throw notFound(BOOKING_NOT_FOUND_MESSAGE, 'BOOKING_NOT_FOUND');
}
