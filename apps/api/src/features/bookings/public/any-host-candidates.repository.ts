import type { Database, Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';

// What 'Cualquier profesional' (decision 054) chooses among: the service's member hosts with an
// active range, and the facts of the fair choice (appointments that day, the last one assigned).

type Executor = Database | Transaction;

/**
 * Each member host with an active range of the service (the first range by id stands for the host:
 * placement finds the range the slot is really in), and the space's zone. Empty when the service is
 * not in the space; the booking path then checks bookability with its usual rules.
 */
export async function listAnyHostCandidates(db: Executor, spaceId: string, serviceId: string) {
  const rows = await db
    .select({ hostId: serviceSchedules.hostId, scheduleId: serviceSchedules.id, timeZone: spaces.timeZone })
    .from(serviceSchedules)
    .innerJoin(services, eq(services.id, serviceSchedules.serviceId))
    .innerJoin(spaces, eq(spaces.id, services.spaceId))
    .innerJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, services.spaceId), eq(spaceMembers.userId, serviceSchedules.hostId)),
    )
    .where(
      and(eq(services.id, serviceId), eq(services.spaceId, spaceId), eq(serviceSchedules.isActive, true)),
    )
    .orderBy(asc(serviceSchedules.hostId), asc(serviceSchedules.id));
  const firstOfHost = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!firstOfHost.has(row.hostId)) firstOfHost.set(row.hostId, row);
  return [...firstOfHost.values()];
}

/**
 * The fair choice's facts, from the space's live appointments starting within the local day (one
 * index range, bookings_space_start_report_idx): each host's count, and the host of the service's most
 * recently created one that day — the round robin's last turn.
 */
export async function readFairnessFacts(
  db: Executor,
  where: { spaceId: string; serviceId: string; hostIds: string[]; day: TimeRange },
) {
  const rows = await db
    .select({ hostId: bookings.hostId, serviceId: bookings.serviceId })
    .from(bookings)
    .where(
      and(
        eq(bookings.spaceId, where.spaceId),
        gte(bookings.startAt, new Date(where.day.startAt)),
        lt(bookings.startAt, new Date(where.day.endAt)),
        inArray(bookings.hostId, where.hostIds),
        ne(bookings.status, 'CANCELLED'),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  const appointmentsThatDay = new Map<string, number>();
  let lastChosenHostId: string | null = null;
  for (const row of rows) {
    appointmentsThatDay.set(row.hostId, (appointmentsThatDay.get(row.hostId) ?? 0) + 1);
    if (row.serviceId === where.serviceId) lastChosenHostId = row.hostId;
  }
  return { appointmentsThatDay, lastChosenHostId };
}
