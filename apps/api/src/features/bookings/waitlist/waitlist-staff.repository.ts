import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import type { StoredWaitlistWindow } from '@citavet/db/schema/waitlist';
import type { WaitlistStatus } from '@citavet/domain/waitlist/waitlist-staff.schema';
import { sql } from 'drizzle-orm';

// The staff's reads and writes of the waitlist (docs/decisions/089-waitlist-staff.md): the
// screen's list, the request an offer by hand is made for, and taking someone off the list.

type Executor = Database | Transaction;

/** Who reads the list: everyone's requests, or only those a professional can serve. */
export type WaitlistViewer = { seesAll: true } | { seesAll: false; userId: string };

/**
 * A professional (no `agenda.readAll`) sees the requests naming them, and those for any
 * professional of a service they have an active range for, as their agenda shows only their own.
 */
function visibleTo(viewer: WaitlistViewer) {
  if (viewer.seesAll) return sql`true`;
  return sql`(r.host_id = ${viewer.userId}::uuid or (r.host_id is null and exists (
      select 1 from service_schedules ss
       where ss.service_id = r.service_id and ss.host_id = ${viewer.userId}::uuid and ss.is_active)))`;
}

export type StaffWaitlistRow = {
  id: string;
  serviceId: string;
  serviceName: string;
  hostId: string | null;
  hostName: string | null;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  petName: string | null;
  petSpecies: string | null;
  windows: StoredWaitlistWindow[];
  status: WaitlistStatus;
  offer: { startAt: Date; hostId: string; holdUntil: Date } | null;
  createdAt: Date;
  expiresAt: Date;
};

/**
 * The space's requests, first in line first, by service and by a day one of their windows names;
 * 'active' keeps those waiting or offered. The open offer of each comes with it.
 */
export async function listStaffWaitlist(
  db: Executor,
  spaceId: string,
  filter: { serviceId?: string | undefined; date?: string | undefined; include: 'active' | 'all' },
  viewer: WaitlistViewer,
): Promise<StaffWaitlistRow[]> {
  const rows = await queryRows<{
    id: string;
    service_id: string;
    service_name: string;
    host_id: string | null;
    host_name: string | null;
    client_name: string;
    client_email: string | null;
    client_phone: string | null;
    pet_name: string | null;
    pet_species: string | null;
    windows: StoredWaitlistWindow[] | string;
    status: WaitlistStatus;
    offer_start_at: string | Date | null;
    offer_host_id: string | null;
    offer_hold_until: string | Date | null;
    created_at: string | Date;
    expires_at: string | Date;
  }>(
    db,
    sql`select r.id, r.service_id, v.name as service_name, r.host_id, u.name as host_name, r.client_name,
          r.client_email, r.client_phone, r.pet_name, r.pet_species, r.windows, r.status,
          o.start_at as offer_start_at, o.host_id as offer_host_id, o.hold_until as offer_hold_until,
          r.created_at, r.expires_at
        from waitlist_requests r
        join services v on v.id = r.service_id
        left join users u on u.id = r.host_id
        left join lateral (
          select start_at, host_id, hold_until from waitlist_offers
           where request_id = r.id and status in ('OPEN', 'CONFIRMING') order by created_at desc limit 1) o on true
        where r.space_id = ${spaceId}::uuid
          and (${filter.include} = 'all' or r.status in ('WAITING', 'OFFERED'))
          and (${filter.serviceId ?? null}::uuid is null or r.service_id = ${filter.serviceId ?? null}::uuid)
          and (${filter.date ?? null}::text is null
               or r.windows @> jsonb_build_array(jsonb_build_object('date', ${filter.date ?? null}::text)))
          and ${visibleTo(viewer)}
        order by r.created_at, r.id
        limit 500`,
  );
  return rows.map((row) => ({
    id: row.id,
    serviceId: row.service_id,
    serviceName: row.service_name,
    hostId: row.host_id,
    hostName: row.host_name,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    petName: row.pet_name,
    petSpecies: row.pet_species,
    windows: typeof row.windows === 'string' ? JSON.parse(row.windows) : row.windows,
    status: row.status,
    offer:
      row.offer_start_at && row.offer_host_id && row.offer_hold_until
        ? {
            startAt: new Date(row.offer_start_at),
            hostId: row.offer_host_id,
            holdUntil: new Date(row.offer_hold_until),
          }
        : null,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
  }));
}

export type RequestForOffer = {
  id: string;
  serviceId: string;
  hostId: string | null;
  status: WaitlistStatus;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  expiresAt: Date;
  /** The space's client with that e-mail, if any: the offer goes into their communication log. */
  clientId: string | null;
};

/**
 * The space's request, locked for this transaction, if the viewer may see it (null otherwise):
 * two offers by hand for one person wait for each other, and the second finds it OFFERED.
 */
export async function lockRequestForOffer(
  tx: Transaction,
  spaceId: string,
  requestId: string,
  viewer: WaitlistViewer,
): Promise<RequestForOffer | null> {
  const [row] = await queryRows<{
    id: string;
    service_id: string;
    host_id: string | null;
    status: WaitlistStatus;
    client_name: string;
    client_email: string | null;
    client_phone: string | null;
    expires_at: string | Date;
    client_id: string | null;
  }>(
    tx,
    sql`select r.id, r.service_id, r.host_id, r.status, r.client_name, r.client_email, r.client_phone,
          r.expires_at,
          (select c.id from clients c where c.space_id = r.space_id and lower(c.email) = lower(r.client_email)
           order by c.created_at limit 1) as client_id
        from waitlist_requests r
        where r.id = ${requestId}::uuid and r.space_id = ${spaceId}::uuid and ${visibleTo(viewer)}
        for update of r`,
  );
  if (!row) return null;
  return {
    id: row.id,
    serviceId: row.service_id,
    hostId: row.host_id,
    status: row.status,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    expiresAt: new Date(row.expires_at),
    clientId: row.client_id,
  };
}

/**
 * Offers of one professional's time wait for each other until commit, so a slot is never offered
 * twice by two staff (or by a member and the sweep's check that follows).
 */
export async function lockHostOffers(tx: Transaction, hostId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`waitlist-offer:${hostId}`}, 0))`);
}

/** Whether the user is a member of the space. */
export async function isSpaceMember(db: Executor, spaceId: string, userId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from space_members where space_id = ${spaceId}::uuid and user_id = ${userId}::uuid`,
  );
  return rows.length > 0;
}

export async function findSpaceZone(db: Executor, spaceId: string): Promise<string | null> {
  const [row] = await queryRows<{ time_zone: string }>(
    db,
    sql`select time_zone from spaces where id = ${spaceId}::uuid and deleted_at is null`,
  );
  return row?.time_zone ?? null;
}

/**
 * Takes a request the viewer may see off the list. An open offer of it ends, and its slot goes
 * back to the sweep's queue for the next in line. Null when there is no such request waiting.
 */
export async function takeOffList(
  tx: Transaction,
  spaceId: string,
  requestId: string,
  viewer: WaitlistViewer,
  now: Date,
): Promise<{ id: string; serviceId: string; wasOffered: boolean } | null> {
  const [row] = await queryRows<{ id: string; service_id: string; was_offered: boolean }>(
    tx,
    sql`with removed as (
          update waitlist_requests r set status = 'LEFT'
          where r.id = ${requestId}::uuid and r.space_id = ${spaceId}::uuid
            and r.status in ('WAITING', 'OFFERED') and ${visibleTo(viewer)}
          returning r.id, r.service_id),
        ended as (
          update waitlist_offers o set status = 'EXPIRED'
          from removed where o.request_id = removed.id and o.status = 'OPEN'
          returning o.space_id, o.service_id, o.host_id, o.start_at, o.end_at),
        requeued as (
          insert into waitlist_freed_slots (space_id, service_id, host_id, start_at, end_at)
          select space_id, service_id, host_id, start_at, end_at from ended where start_at > ${now} returning id)
        select removed.id, removed.service_id, exists (select 1 from ended) as was_offered from removed`,
  );
  return row ? { id: row.id, serviceId: row.service_id, wasOffered: row.was_offered } : null;
}

// The pauses of online booking block an offer as they block its confirmation (the public path).
export { listOnlinePausesConcerning } from '@citavet/db/scheduling-inputs';

export async function findHoldMinutes(db: Executor, spaceId: string): Promise<number | null> {
  const [row] = await queryRows<{ hold_minutes: number }>(
    db,
    sql`select waitlist_hold_minutes as hold_minutes from spaces where id = ${spaceId}::uuid and deleted_at is null`,
  );
  return row ? Number(row.hold_minutes) : null;
}

export async function updateHoldMinutes(db: Executor, spaceId: string, minutes: number): Promise<void> {
  await db.execute(sql`update spaces set waitlist_hold_minutes = ${minutes} where id = ${spaceId}::uuid`);
}
