import type { Database, Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { services } from '@citavet/db/schema/services';
import { spaceMembers } from '@citavet/db/schema/spaces';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { and, asc, count, eq, exists, gte, inArray, lt, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import { selectBookings } from './bookings.repository';

// Pages of bookings: the agenda's filtered list, a user's own bookings and the orphaned ones.

type Executor = Database | Transaction;

export type BookingFilters = {
  spaceId: string;
  hostIds?: string[];
  statuses?: BookingStatus[];
  serviceId?: string;
  /** Bookings starting in [from, to). */
  from?: Date;
  to?: Date;
};

export type Page = { limit: number; offset: number };

function filtersCondition(filters: BookingFilters): SQL | undefined {
  return and(
    eq(bookings.spaceId, filters.spaceId),
    filters.hostIds ? inArray(bookings.hostId, filters.hostIds) : undefined,
    filters.statuses ? inArray(bookings.status, filters.statuses) : undefined,
    filters.serviceId ? eq(bookings.serviceId, filters.serviceId) : undefined,
    filters.from ? gte(bookings.startAt, filters.from) : undefined,
    filters.to ? lt(bookings.startAt, filters.to) : undefined,
  );
}

async function pageOf(db: Executor, condition: SQL | undefined, page: Page) {
  const rows = await selectBookings(db)
    .where(condition)
    .orderBy(asc(bookings.startAt), asc(bookings.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(bookings).where(condition);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function listBookingRows(db: Executor, filters: BookingFilters, page: Page) {
  return pageOf(db, filtersCondition(filters), page);
}

/** Bookings the user hosts, or booked for themself as a client, in every space. */
export async function listMyBookingRows(
  db: Executor,
  userId: string,
  statuses: BookingStatus[] | undefined,
  page: Page,
) {
  // Hosted bookings only in spaces the user still belongs to: a removed member loses every read of
  // the space's data. What they booked for themself as a client stays theirs.
  const stillMember = exists(
    db
      .select({ one: sql`1` })
      .from(spaceMembers)
      .where(and(eq(spaceMembers.spaceId, bookings.spaceId), eq(spaceMembers.userId, userId))),
  );
  const mine = or(
    and(eq(bookings.hostId, userId), stillMember),
    and(eq(bookings.source, 'CLIENT'), eq(bookings.createdBy, userId)),
  );
  return pageOf(db, and(mine, statuses ? inArray(bookings.status, statuses) : undefined), page);
}

export async function findServiceSpaceId(db: Executor, serviceId: string): Promise<string | null> {
  const [row] = await db
    .select({ spaceId: services.spaceId })
    .from(services)
    .where(eq(services.id, serviceId));
  return row?.spaceId ?? null;
}

/** The spaces the user belongs to; one of them means a listing needs no spaceId. */
export async function listMemberSpaceIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ spaceId: spaceMembers.spaceId })
    .from(spaceMembers)
    .where(eq(spaceMembers.userId, userId));
  return rows.map((row) => row.spaceId);
}

/**
 * Future, non-cancelled bookings of the space whose host is no longer one of its members (removed):
 * the ADMIN must reassign or cancel them. Soonest first.
 */
export async function listOrphanedBookingRows(db: Executor, spaceId: string, now: Date) {
  return selectBookings(db)
    .where(
      and(
        eq(bookings.spaceId, spaceId),
        gte(bookings.startAt, now),
        ne(bookings.status, 'CANCELLED'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(spaceMembers)
            .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, bookings.hostId))),
        ),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}
