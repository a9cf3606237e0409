import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { type StoredWaitlistWindow, waitlistRequests } from '@citavet/db/schema/waitlist';
import type { WaitlistCandidate } from '@citavet/domain/waitlist/waitlist-matching';
import { sql } from 'drizzle-orm';
import type { FreedSlotRow } from './waitlist-freed-slots.repository';

// The waitlist's reads and writes (docs/decisions/085-waitlist.md).

type Executor = Database | Transaction;

export type WaitlistServiceContext = {
  spaceId: string;
  spaceName: string;
  timeZone: string;
  color: string | null;
  isActive: boolean;
  isBookableByClients: boolean;
  /** The host named, when one was, is a member offering the service. */
  isHostOffering: boolean;
};

/** The service of the space as the public page offers it; null when the space has no such service. */
export async function findWaitlistServiceContext(
  db: Executor,
  spaceId: string,
  serviceId: string,
  hostId: string | null,
): Promise<WaitlistServiceContext | null> {
  const [row] = await queryRows<{
    space_id: string;
    space_name: string;
    time_zone: string;
    color: string | null;
    is_active: boolean;
    is_bookable_by_clients: boolean;
    is_host_offering: boolean;
  }>(
    db,
    sql`select s.id as space_id, s.name as space_name, s.time_zone, s.color, v.is_active, v.is_bookable_by_clients,
        (${hostId}::uuid is null or exists (
          select 1 from service_schedules ss join space_members m on m.user_id = ss.host_id and m.space_id = s.id
           where ss.service_id = v.id and ss.host_id = ${hostId}::uuid and ss.is_active)) as is_host_offering
      from services v join spaces s on s.id = v.space_id
      where v.id = ${serviceId}::uuid and s.id = ${spaceId}::uuid and s.deleted_at is null`,
  );
  if (!row) return null;
  return {
    spaceId: row.space_id,
    spaceName: row.space_name,
    timeZone: row.time_zone,
    color: row.color,
    isActive: row.is_active,
    isBookableByClients: row.is_bookable_by_clients,
    isHostOffering: row.is_host_offering,
  };
}

export type NewWaitlistRequest = {
  spaceId: string;
  serviceId: string;
  hostId: string | null;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  petName: string | null;
  petSpecies: string | null;
  windows: StoredWaitlistWindow[];
  expiresAt: Date;
  tokenHash: string;
  createdAt: Date;
};

export async function insertWaitlistRequest(db: Executor, request: NewWaitlistRequest): Promise<string> {
  const [row] = await db.insert(waitlistRequests).values(request).returning({ id: waitlistRequests.id });
  if (!row) throw new Error('waitlist request insert answered no row');
  return row.id;
}

/** Leaves the list by the client's link; false when no request waits under that token. */
export async function leaveWaitlistByToken(
  db: Executor,
  tokenHash: string,
): Promise<{ id: string; spaceId: string; serviceId: string } | null> {
  const [row] = await queryRows<{ id: string; space_id: string; service_id: string }>(
    db,
    sql`update waitlist_requests set status = 'LEFT'
        where token_hash = ${tokenHash} and status in ('WAITING', 'OFFERED') returning id, space_id, service_id`,
  );
  return row ? { id: row.id, spaceId: row.space_id, serviceId: row.service_id } : null;
}

export type WaitingRequest = WaitlistCandidate & {
  clientName: string;
  clientEmail: string | null;
  /** Offers go by SMS to a request with only a phone (decision 088). */
  clientPhone: string | null;
  /** The space's client with that e-mail, if any: the offer goes into their communication log. */
  clientId: string | null;
};

/**
 * The service's waiting requests that may want this professional's slot at `now`, excluding those
 * already offered this very slot (a hold that ran out goes to the next person, not back to them).
 * The windows are matched by the domain's rule; this read only narrows by the indexed columns.
 */
export async function listWaitingRequests(
  db: Executor,
  slot: Omit<FreedSlotRow, 'id'>,
  now: Date,
): Promise<WaitingRequest[]> {
  const rows = await queryRows<{
    id: string;
    service_id: string;
    host_id: string | null;
    windows: StoredWaitlistWindow[];
    created_at: string | Date;
    expires_at: string | Date;
    client_name: string;
    client_email: string | null;
    client_phone: string | null;
    client_id: string | null;
  }>(
    db,
    sql`select r.id, r.service_id, r.host_id, r.windows, r.created_at, r.expires_at, r.client_name, r.client_email, r.client_phone,
          (select c.id from clients c where c.space_id = r.space_id and lower(c.email) = lower(r.client_email)
           order by c.created_at limit 1) as client_id
        from waitlist_requests r
        where r.service_id = ${slot.serviceId}::uuid and r.status = 'WAITING' and r.expires_at > ${now}
          and (r.host_id is null or r.host_id = ${slot.hostId}::uuid)
          and not exists (select 1 from waitlist_offers o where o.request_id = r.id
                            and o.host_id = ${slot.hostId}::uuid and o.start_at = ${slot.startAt})
        order by r.created_at, r.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    serviceId: row.service_id,
    hostId: row.host_id,
    windows: typeof row.windows === 'string' ? JSON.parse(row.windows) : row.windows,
    state: 'WAITING',
    createdAt: new Date(row.created_at).getTime(),
    expiresAt: new Date(row.expires_at).getTime(),
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    clientId: row.client_id,
  }));
}

/** Requests past their end stop waiting. */
export async function expireRequests(db: Executor, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update waitlist_requests set status = 'EXPIRED' where status = 'WAITING' and expires_at <= ${now} returning id`,
  );
  return rows.length;
}
