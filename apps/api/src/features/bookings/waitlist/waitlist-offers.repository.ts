import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { enqueueEmails, type OutgoingEmail } from '../../../mail/outbox.repository';
import type { FreedSlotRow } from './waitlist-freed-slots.repository';

// Offers of a freed slot to the next in line: made, claimed by the confirmation, released, expired.

type Executor = Database | Transaction;

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
