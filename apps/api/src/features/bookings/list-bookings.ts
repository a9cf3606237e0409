import {
  type BookingList,
  type BookingListQuery,
  OTHER_AGENDAS_FORBIDDEN_MESSAGE,
  SPACE_REQUIRED_MESSAGE,
} from '@citavet/domain/bookings/booking.schema';
import { MAX_BOOKING_PAGE_SIZE } from '@citavet/domain/bookings/booking-fields';
import { resolveDateBound } from '@citavet/domain/bookings/booking-time';
import { canInSpace } from '@citavet/domain/members/space-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import { requireSpaceMember, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { isMemberOverPlan } from '../../plans/plan-guard';
import { toBooking } from './booking-dto';
import { findServiceSpaceId, listBookingRows, listMemberSpaceIds } from './booking-lists.repository';
import { findSpaceTimeZone } from './bookings.repository';

/**
 * GET /bookings: the agenda of a space. An ADMIN or RECEPTION sees every host (or those asked
 * for); a MEMBER only their own bookings. Dates are days of the space's zone.
 */
export async function listBookings(
  deps: AppDependencies,
  userId: string,
  query: BookingListQuery,
): Promise<BookingList> {
  const { db } = deps.database;
  const spaceId = await resolveSpaceId(deps, userId, query);
  const role = await requireSpaceMember(db, spaceId, userId);
  const timeZone = await findSpaceTimeZone(db, spaceId);
  if (!timeZone) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  let hostIds = query.userId;
  const requestedTo = query.toDate ? new Date(resolveDateBound(query.toDate, timeZone, 'to')) : undefined;
  let to = requestedTo;
  if (!canInSpace(role, 'agenda.readAll')) {
    if (hostIds?.some((hostId) => hostId !== userId)) throw forbidden(OTHER_AGENDAS_FORBIDDEN_MESSAGE);
    hostIds = [userId];
    // A member the plan has no room for reads their own past appointments only (decision 081).
    if (await isMemberOverPlan(db, deps, spaceId, userId)) {
      const now = deps.clock.now();
      to = requestedTo && requestedTo < now ? requestedTo : now;
    }
  }
  const { rows, total } = await listBookingRows(
    db,
    {
      spaceId,
      hostIds,
      statuses: query.status,
      serviceId: query.serviceId,
      from: query.fromDate ? new Date(resolveDateBound(query.fromDate, timeZone, 'from')) : undefined,
      to,
    },
    { limit: query.limit ?? MAX_BOOKING_PAGE_SIZE, offset: query.offset ?? 0 },
  );
  return { bookings: rows.map(toBooking), total };
}

/** The space asked for, else the service's, else the user's only space. */
async function resolveSpaceId(
  deps: AppDependencies,
  userId: string,
  query: BookingListQuery,
): Promise<string> {
  if (query.spaceId) return query.spaceId;
  if (query.serviceId) {
    const spaceId = await findServiceSpaceId(deps.database.db, query.serviceId);
    if (!spaceId) throw notFound('Servicio no encontrado', 'SERVICE_NOT_FOUND');
    return spaceId;
  }
  const spaceIds = await listMemberSpaceIds(deps.database.db, userId);
  const [onlySpaceId] = spaceIds;
  if (spaceIds.length === 1 && onlySpaceId) return onlySpaceId;
  throw badRequest(SPACE_REQUIRED_MESSAGE, 'SPACE_REQUIRED');
}
