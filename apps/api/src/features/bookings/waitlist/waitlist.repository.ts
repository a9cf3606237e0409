import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { type StoredWaitlistWindow, waitlistRequests } from '@citavet/db/schema/waitlist';
import type { WaitlistCandidate } from '@citavet/domain/waitlist/waitlist-matching';
import { sql } from 'drizzle-orm';
import { enqueueEmails, type OutgoingEmail } from '../../../mail/outbox.repository';

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

export type FreedSlotRow = {
  id: number;
  spaceId: string;
  serviceId: string;
  hostId: string;
  startAt: Date;
  endAt: Date;
};

/**
 * Claims up to `limit` freed slots for this transaction (deleted now, gone for good if it commits;
 * another worker skips them meanwhile).
 */
export async function claimFreedSlots(tx: Transaction, limit: number): Promise<FreedSlotRow[]> {
  const rows = await queryRows<{
    id: string;
    space_id: string;
    service_id: string;
    host_id: string;
    start_at: string | Date;
    end_at: string | Date;
  }>(
    tx,
    sql`delete from waitlist_freed_slots where id in (
          select id from waitlist_freed_slots order by id limit ${limit} for update skip locked)
        returning id, space_id, service_id, host_id, start_at, end_at`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    spaceId: row.space_id,
    serviceId: row.service_id,
    hostId: row.host_id,
    startAt: new Date(row.start_at),
    endAt: new Date(row.end_at),
  }));
}

/** Puts a slot back for the sweep (a hold ran out: the next in line gets it). */
export async function queueFreedSlot(db: Executor, slot: Omit<FreedSlotRow, 'id'>): Promise<void> {
  await db.execute(
    sql`insert into waitlist_freed_slots (space_id, service_id, host_id, start_at, end_at)
        values (${slot.spaceId}::uuid, ${slot.serviceId}::uuid, ${slot.hostId}::uuid, ${slot.startAt}, ${slot.endAt})`,
  );
}

export type SlotOfferContext = {
  timeZone: string;
  spaceName: string;
  color: string | null;
  contactEmail: string | null;
  holdMinutes: number;
  serviceName: string;
  hostName: string;
  /** The slot is free of kept bookings and of an open offer right now. */
  isFree: boolean;
};

/** What an offer of this slot needs to know; null when the space or service is gone. */
export async function findSlotOfferContext(
  db: Executor,
  slot: Omit<FreedSlotRow, 'id'>,
): Promise<SlotOfferContext | null> {
  const [row] = await queryRows<{
    time_zone: string;
    space_name: string;
    color: string | null;
    contact_email: string | null;
    hold_minutes: number;
    service_name: string;
    host_name: string;
    is_free: boolean;
  }>(
    db,
    sql`select s.time_zone, s.name as space_name, s.color, s.contact_email, s.waitlist_hold_minutes as hold_minutes,
          v.name as service_name, coalesce(u.name, '') as host_name,
          not exists (select 1 from bookings b where b.host_id = ${slot.hostId}::uuid and b.status <> 'CANCELLED'
                        and b.start_at < ${slot.endAt} and b.end_at > ${slot.startAt})
          and not exists (select 1 from waitlist_offers o where o.host_id = ${slot.hostId}::uuid
                        and o.status in ('OPEN', 'CONFIRMING') and o.start_at < ${slot.endAt} and o.end_at > ${slot.startAt}) as is_free
        from spaces s join services v on v.id = ${slot.serviceId}::uuid and v.space_id = s.id
        left join users u on u.id = ${slot.hostId}::uuid
        where s.id = ${slot.spaceId}::uuid and s.deleted_at is null and v.is_active and v.is_bookable_by_clients`,
  );
  if (!row) return null;
  return {
    timeZone: row.time_zone,
    spaceName: row.space_name,
    color: row.color,
    contactEmail: row.contact_email,
    holdMinutes: Number(row.hold_minutes),
    serviceName: row.service_name,
    hostName: row.host_name,
    isFree: row.is_free,
  };
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

export type NewOffer = {
  id: string;
  spaceId: string;
  requestId: string;
  serviceId: string;
  hostId: string;
  startAt: Date;
  endAt: Date;
  holdUntil: Date;
  tokenHash: string;
  createdAt: Date;
};

/** The offer, its request marked OFFERED and its e-mail queued, in the caller's transaction. */
export async function insertOffer(
  tx: Transaction,
  offer: NewOffer,
  email: OutgoingEmail | null,
): Promise<void> {
  await tx.execute(
    sql`insert into waitlist_offers (id, space_id, request_id, service_id, host_id, start_at, end_at, hold_until, token_hash, created_at)
        values (${offer.id}::uuid, ${offer.spaceId}::uuid, ${offer.requestId}::uuid, ${offer.serviceId}::uuid, ${offer.hostId}::uuid,
          ${offer.startAt}, ${offer.endAt}, ${offer.holdUntil}, ${offer.tokenHash}, ${offer.createdAt})`,
  );
  await tx.execute(sql`update waitlist_requests set status = 'OFFERED' where id = ${offer.requestId}::uuid`);
  if (email) await enqueueEmails(tx, [email]);
}

export type ClaimedOffer = {
  id: string;
  spaceId: string;
  requestId: string;
  serviceId: string;
  hostId: string;
  startAt: Date;
  endAt: Date;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  petName: string | null;
  petSpecies: string | null;
  timeZone: string;
};

/**
 * Claims an open offer still within its hold for one confirmation: the row's status moves to
 * CONFIRMING in one statement, so of any number of confirmations at once exactly one gets it.
 */
export async function claimOffer(db: Executor, tokenHash: string, now: Date): Promise<ClaimedOffer | null> {
  const [row] = await queryRows<{
    id: string;
    space_id: string;
    request_id: string;
    service_id: string;
    host_id: string;
    start_at: string | Date;
    end_at: string | Date;
    client_name: string;
    client_email: string | null;
    client_phone: string | null;
    pet_name: string | null;
    pet_species: string | null;
    time_zone: string;
  }>(
    db,
    sql`update waitlist_offers o set status = 'CONFIRMING', claimed_at = ${now}
        from waitlist_requests r, spaces s
        where o.token_hash = ${tokenHash} and o.status = 'OPEN' and o.hold_until > ${now}
          and r.id = o.request_id and r.status = 'OFFERED' and s.id = o.space_id
        returning o.id, o.space_id, o.request_id, o.service_id, o.host_id, o.start_at, o.end_at,
          r.client_name, r.client_email, r.client_phone, r.pet_name, r.pet_species, s.time_zone`,
  );
  if (!row) return null;
  return {
    id: row.id,
    spaceId: row.space_id,
    requestId: row.request_id,
    serviceId: row.service_id,
    hostId: row.host_id,
    startAt: new Date(row.start_at),
    endAt: new Date(row.end_at),
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    petName: row.pet_name,
    petSpecies: row.pet_species,
    timeZone: row.time_zone,
  };
}

/** How an offer stands, for the answer to a confirmation that did not claim it. */
export async function findOfferState(
  db: Executor,
  tokenHash: string,
): Promise<{ status: string; holdUntil: Date; requestStatus: string } | null> {
  const [row] = await queryRows<{ status: string; hold_until: string | Date; request_status: string }>(
    db,
    sql`select o.status, o.hold_until, r.status as request_status
        from waitlist_offers o join waitlist_requests r on r.id = o.request_id where o.token_hash = ${tokenHash}`,
  );
  return row
    ? { status: row.status, holdUntil: new Date(row.hold_until), requestStatus: row.request_status }
    : null;
}

/** The confirmation booked the slot: the offer and its request are done. */
export async function markOfferBooked(db: Executor, offerId: string, bookingId: string): Promise<void> {
  await db.execute(
    sql`with offer as (update waitlist_offers set status = 'BOOKED', booking_id = ${bookingId}::uuid
          where id = ${offerId}::uuid returning request_id)
        update waitlist_requests set status = 'BOOKED', booking_id = ${bookingId}::uuid
        where id = (select request_id from offer)`,
  );
}

/**
 * The confirmation could not book (someone took the slot) or failed: the offer ends as `status`
 * and the client is back on the list, waiting for the next slot.
 */
export async function releaseOffer(db: Executor, offerId: string, status: 'TAKEN' | 'OPEN'): Promise<void> {
  await db.execute(
    sql`with offer as (update waitlist_offers set status = ${status} where id = ${offerId}::uuid returning request_id)
        update waitlist_requests set status = case when ${status} = 'OPEN' then 'OFFERED' else 'WAITING' end
        where id = (select request_id from offer) and status = 'OFFERED'`,
  );
}

/**
 * Open offers whose hold ran out at `now`, or whose client left the list meanwhile (the slot they held
 * goes back at once, decision 088): each is EXPIRED, its client back to waiting (or expired,
 * past their request's end), and its slot queued again for the next in line. One transaction.
 */
export async function expireHeldOffers(tx: Transaction, now: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with expired as (
          update waitlist_offers set status = 'EXPIRED'
          where id in (select o.id from waitlist_offers o join waitlist_requests r on r.id = o.request_id
                       where o.status = 'OPEN' and (o.hold_until <= ${now} or r.status <> 'OFFERED')
                       order by o.hold_until limit ${limit} for update of o skip locked)
          returning id, request_id, space_id, service_id, host_id, start_at, end_at),
        back as (
          update waitlist_requests r set status = case when r.expires_at > ${now} then 'WAITING' else 'EXPIRED' end
          from expired e where r.id = e.request_id and r.status = 'OFFERED' returning r.id),
        requeued as (
          insert into waitlist_freed_slots (space_id, service_id, host_id, start_at, end_at)
          select space_id, service_id, host_id, start_at, end_at from expired where start_at > ${now} returning id)
        select id from expired`,
  );
  return rows.length;
}

/** Requests past their end stop waiting. */
export async function expireRequests(db: Executor, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update waitlist_requests set status = 'EXPIRED' where status = 'WAITING' and expires_at <= ${now} returning id`,
  );
  return rows.length;
}

/** A schedule of the service and host to book through, preferring one of the slot's weekday. */
export async function findScheduleFor(
  db: Executor,
  serviceId: string,
  hostId: string,
  weekday: number,
): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from service_schedules where service_id = ${serviceId}::uuid and host_id = ${hostId}::uuid
        and is_active order by (day_of_week = ${weekday}) desc, id limit 1`,
  );
  return row?.id ?? null;
}
