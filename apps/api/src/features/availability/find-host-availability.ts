import { computeSlots, type Slot } from '@citavet/domain/availability/compute-slots';
import {
  type HostAvailability,
  type HostAvailabilityQuery,
  OTHER_AGENDAS_FORBIDDEN_MESSAGE,
  SPACE_REQUIRED_MESSAGE,
} from '@citavet/domain/bookings/booking.schema';
import { disabledRangesFor } from '@citavet/domain/disabled-dates/disabled-date-window';
import { canInSpace } from '@citavet/domain/members/space-permissions';
import { WEEKDAY_NAMES } from '@citavet/domain/schedules/schedule.schema';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import { addDays, startOfLocalDay } from '@citavet/domain/time/zoned-time';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import { findSpaceRole, requireSpaceMember, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import {
  findHostDailyCap,
  findService,
  findSpaceTimeZone,
  listCalendarBusyRanges,
  listDateOverridesConcerning,
  listDisabledDatesConcerning,
  listHostBookingsBetween,
  listHostBusyRanges,
  listHostSchedules,
  listHostServices,
  readDailyCaps,
  type ServiceSummary,
} from './availability.repository';

export const HOST_NOT_MEMBER_MESSAGE = 'Miembro no encontrado en este espacio';
const SERVICE_NOT_FOUND_MESSAGE = 'Servicio no encontrado';

/**
 * GET /bookings/host/{hostId}/availability: the slots the engine offers the host on one local day
 * (for one service, or every active service the host has ranges for), plus the host's bookings of
 * that day in this space. An ADMIN may look at any member; a MEMBER only at themself.
 */
export async function findHostAvailability(
  deps: AppDependencies,
  userId: string,
  hostId: string,
  query: HostAvailabilityQuery,
): Promise<HostAvailability> {
  const { db } = deps.database;
  const { spaceId, requestedService, timeZone } = await resolveHostLookup(deps, userId, hostId, query);
  const day = {
    startAt: startOfLocalDay(query.date, timeZone),
    endAt: startOfLocalDay(addDays(query.date, 1), timeZone),
  };
  const offered: ServiceSummary[] = requestedService
    ? [requestedService].filter((service) => service.isActive)
    : await listHostServices(db, spaceId, hostId);
  const schedules = await listHostSchedules(
    db,
    offered.map((service) => service.id),
    hostId,
  );
  const window = { startAt: day.startAt - MILLISECONDS_PER_DAY, endAt: day.endAt + MILLISECONDS_PER_DAY };
  const busy = await listHostBusyRanges(db, hostId, window);
  const disabledEntries = await listDisabledDatesConcerning(db, spaceId, hostId);
  // The host's own calendar blocks like a disabled date (decision 087).
  const calendarBusy = await listCalendarBusyRanges(db, hostId, window);
  const dateOverrides = await listDateOverridesConcerning(
    db,
    spaceId,
    hostId,
    query.date,
    addDays(query.date, 2),
  );
  const capsByService = await readCapsByService(db, { spaceId, hostId, timeZone, window }, offered);
  const now = deps.clock.now().getTime();
  const slots = offered
    .flatMap((service) =>
      computeSlots({
        dailyCaps: capsByService.get(service.id) ?? [],
        timeZone,
        service,
        schedules: schedules.filter((schedule) => schedule.serviceId === service.id),
        dateOverrides,
        bookings: busy,
        disabledRanges: [
          ...disabledRangesFor(disabledEntries, { timeZone, window, serviceId: service.id }),
          ...calendarBusy,
        ],
        now,
        fromDate: query.date,
        toDate: query.date,
      }).map((slot) => toAvailableSlot(service.id, slot)),
    )
    .sort(
      (first, second) =>
        first.startAt.localeCompare(second.startAt) || first.serviceId.localeCompare(second.serviceId),
    );
  const dayBookings = await listHostBookingsBetween(db, spaceId, hostId, day);
  return {
    date: query.date,
    timeZone,
    hostId,
    slots,
    bookings: dayBookings.map((booking) => ({
      id: booking.id,
      startTime: booking.startAt.toISOString(),
      endTime: booking.endAt.toISOString(),
      status: booking.status,
      service: { id: booking.serviceId, name: booking.serviceName },
      client: { name: booking.clientName },
    })),
  };
}

/**
 * The space the lookup is in, the service asked for (when one is) and the space's zone, once the
 * caller may see the host's agenda: an ADMIN any member's, a MEMBER only their own.
 */
async function resolveHostLookup(
  deps: AppDependencies,
  userId: string,
  hostId: string,
  query: HostAvailabilityQuery,
) {
  const { db } = deps.database;
  const requestedService = query.serviceId ? await findService(db, query.serviceId) : null;
  if (query.serviceId && !requestedService) throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
  const spaceId = query.spaceId ?? requestedService?.spaceId;
  if (!spaceId) throw badRequest(SPACE_REQUIRED_MESSAGE, 'SPACE_REQUIRED');
  const role = await requireSpaceMember(db, spaceId, userId);
  if (!canInSpace(role, 'agenda.readAll') && hostId !== userId)
    throw forbidden(OTHER_AGENDAS_FORBIDDEN_MESSAGE);
  if (requestedService && requestedService.spaceId !== spaceId) {
    throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
  }
  if (!(await findSpaceRole(db, spaceId, hostId))) throw notFound(HOST_NOT_MEMBER_MESSAGE, 'HOST_NOT_FOUND');
  // Overdue CalDAV busy time is pulled first, for a bounded wait (decision 091).
  await deps.calendarFreshness?.beforeSlots([hostId]);
  const timeZone = await findSpaceTimeZone(db, spaceId);
  if (!timeZone) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  return { spaceId, requestedService, timeZone };
}

/**
 * The daily caps (the service's, the host's), counted as the public engine counts them: staff are
 * never offered a time the database's cap trigger then refuses.
 */
async function readCapsByService(
  db: AppDependencies['database']['db'],
  where: { spaceId: string; hostId: string; timeZone: string; window: { startAt: number; endAt: number } },
  offered: ServiceSummary[],
) {
  const hostCap = await findHostDailyCap(db, where.spaceId, where.hostId);
  return new Map(
    await Promise.all(
      offered.map(
        async (service) =>
          [
            service.id,
            await readDailyCaps(db, {
              ...where,
              serviceId: service.id,
              serviceCap: service.dailyCap,
              hostCap,
            }),
          ] as const,
      ),
    ),
  );
}

function toAvailableSlot(serviceId: string, slot: Slot) {
  return {
    serviceId,
    scheduleId: slot.scheduleId,
    date: slot.date,
    dayOfWeek: slot.dayOfWeek,
    dayName: WEEKDAY_NAMES[slot.dayOfWeek] ?? '',
    startTime: slot.startTime,
    endTime: slot.endTime,
    startAt: new Date(slot.startAt).toISOString(),
    endAt: new Date(slot.endAt).toISOString(),
    available: true,
  };
}
