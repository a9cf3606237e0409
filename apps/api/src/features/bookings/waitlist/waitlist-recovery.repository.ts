import { queryRows, type Transaction } from '@citavet/db/database';
import { sql } from 'drizzle-orm';

// A confirmation whose process died between claiming its offer and recording the booking
// (docs/decisions/088): the sweep finds it after a timeout and settles it from what was written.

export type StuckConfirmation = {
  id: string;
  requestId: string;
  spaceId: string;
  serviceId: string;
  hostId: string;
  startAt: Date;
  endAt: Date;
  holdUntil: Date;
  /** The booking the confirmation had made before it stopped, if it got that far. */
  bookingId: string | null;
};

/** Offers CONFIRMING since before `claimedBefore`, locked for this transaction. */
export async function lockStuckConfirmations(
  tx: Transaction,
  claimedBefore: Date,
  limit: number,
): Promise<StuckConfirmation[]> {
  const rows = await queryRows<{
    id: string;
    request_id: string;
    space_id: string;
    service_id: string;
    host_id: string;
    start_at: string | Date;
    end_at: string | Date;
    hold_until: string | Date;
    booking_id: string | null;
  }>(
    tx,
    sql`select o.id, o.request_id, o.space_id, o.service_id, o.host_id, o.start_at, o.end_at, o.hold_until,
          (select b.id from bookings b join waitlist_requests r on r.id = o.request_id
            where b.host_id = o.host_id and b.start_at = o.start_at and b.end_at = o.end_at
              and b.status <> 'CANCELLED' and lower(b.client_email) = lower(r.client_email)
            order by b.created_at desc limit 1) as booking_id
        from waitlist_offers o
        where o.status = 'CONFIRMING' and o.claimed_at <= ${claimedBefore}
        order by o.claimed_at limit ${limit}
        for update of o skip locked`,
  );
  return rows.map((row) => ({
    id: row.id,
    requestId: row.request_id,
    spaceId: row.space_id,
    serviceId: row.service_id,
    hostId: row.host_id,
    startAt: new Date(row.start_at),
    endAt: new Date(row.end_at),
    holdUntil: new Date(row.hold_until),
    bookingId: row.booking_id,
  }));
}

/** The booking was made: the offer and its request are done, as a finished confirmation leaves them. */
export async function settleBooked(tx: Transaction, offerId: string, bookingId: string): Promise<void> {
  await tx.execute(
    sql`with offer as (update waitlist_offers set status = 'BOOKED', booking_id = ${bookingId}::uuid
          where id = ${offerId}::uuid and status = 'CONFIRMING' returning request_id)
        update waitlist_requests set status = 'BOOKED', booking_id = ${bookingId}::uuid
        where id = (select request_id from offer) and status = 'OFFERED'`,
  );
}

/** No booking, hold not over: the link works again for its holder. */
export async function reopenOffer(tx: Transaction, offerId: string): Promise<void> {
  await tx.execute(
    sql`update waitlist_offers set status = 'OPEN', claimed_at = null
        where id = ${offerId}::uuid and status = 'CONFIRMING'`,
  );
}

/** No booking and the hold is over: ends as a hold that ran out (client back on the list, slot queued). */
export async function expireStuckOffer(tx: Transaction, offer: StuckConfirmation, now: Date): Promise<void> {
  await tx.execute(
    sql`with expired as (update waitlist_offers set status = 'EXPIRED'
          where id = ${offer.id}::uuid and status = 'CONFIRMING' returning request_id)
        update waitlist_requests r set status = case when r.expires_at > ${now} then 'WAITING' else 'EXPIRED' end
        from expired e where r.id = e.request_id and r.status = 'OFFERED'`,
  );
  if (offer.startAt.getTime() > now.getTime()) {
    await tx.execute(
      sql`insert into waitlist_freed_slots (space_id, service_id, host_id, start_at, end_at)
          values (${offer.spaceId}::uuid, ${offer.serviceId}::uuid, ${offer.hostId}::uuid, ${offer.startAt}, ${offer.endAt})`,
    );
  }
}
