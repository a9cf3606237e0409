import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import type { StoredWaitlistWindow } from '@citavet/db/schema/waitlist';
import { sql } from 'drizzle-orm';

// A client's waitlist requests and their offers, for the client's communications tab.

type Executor = Database | Transaction;

export type ClientWaitlistRow = {
  id: string;
  serviceName: string;
  createdAt: Date;
  windows: StoredWaitlistWindow[];
  status: 'WAITING' | 'OFFERED' | 'BOOKED' | 'LEFT' | 'EXPIRED';
  expiresAt: Date;
  /** OFFERED: until when the open offer holds the slot. */
  holdUntil: Date | null;
  /** BOOKED: when the booking made through the offer was created. */
  bookedAt: Date | null;
  /** LEFT: who took the request off ('client' through the link, 'staff' from the screen) and when. */
  leftBy: 'client' | 'staff' | null;
  leftAt: Date | null;
};

const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The client's waitlist requests in their space, newest first. A request is the client's by the
 * rule its offers follow into a log: its e-mail, case-insensitive, is the client's; a request with
 * no e-mail, by its phone's digits when the client is the space's oldest with them (the offer SMS's
 * rule). Who left and when is read from the audit rows written then, for LEFT requests only.
 * Tenant-scoped twice: the client is this space's, and so is every request read. Each way of
 * matching reads its own index newest first (migration 0051), so the cap bounds the rows read.
 */
export async function listClientWaitlistRequests(
  db: Executor,
  spaceId: string,
  clientId: string,
  limit: number,
): Promise<ClientWaitlistRow[]> {
  const rows = await queryRows<{
    id: string;
    service_name: string;
    created_at: string | Date;
    windows: StoredWaitlistWindow[] | string;
    status: ClientWaitlistRow['status'];
    expires_at: string | Date;
    hold_until: string | Date | null;
    booked_at: string | Date | null;
    left_action: string | null;
    left_at: string | Date | null;
  }>(
    db,
    sql`with client as (
          select c.email, c.phone_digits,
            c.id = (select c2.id from clients c2
                     where c2.space_id = c.space_id and c2.phone_digits = c.phone_digits
                     order by c2.created_at limit 1) as owns_phone
          from clients c where c.id = ${clientId}::uuid and c.space_id = ${spaceId}::uuid),
        mine as (
          (select r.* from waitlist_requests r, client k
            where r.space_id = ${spaceId}::uuid and r.client_email is not null
              and lower(r.client_email) = lower(k.email)
            order by r.created_at desc limit ${limit})
          union all
          (select r.* from waitlist_requests r, client k
            where r.space_id = ${spaceId}::uuid and r.client_email is null and r.client_phone is not null
              and k.owns_phone and k.phone_digits <> ''
              and citavet_phone_digits(r.client_phone) = k.phone_digits
            order by r.created_at desc limit ${limit}))
        select r.id, v.name as service_name, r.created_at, r.windows, r.status, r.expires_at,
          o.hold_until, b.created_at as booked_at, a.action as left_action, a.created_at as left_at
        from mine r
        join services v on v.id = r.service_id
        left join bookings b on r.status = 'BOOKED' and b.id = r.booking_id
        left join lateral (
          select hold_until from waitlist_offers
           where request_id = r.id and status in ('OPEN', 'CONFIRMING') order by created_at desc limit 1
        ) o on r.status = 'OFFERED'
        left join lateral (
          select action, created_at from audit_events
           where space_id = r.space_id and action in ('WAITLIST_REQUEST_REMOVED', 'WAITLIST_REQUEST_LEFT')
             and subject_type = 'waitlist' and subject_id = r.id
           order by created_at desc limit 1
        ) a on r.status = 'LEFT'
        order by r.created_at desc, r.id desc
        limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    serviceName: row.service_name,
    createdAt: new Date(row.created_at),
    windows: typeof row.windows === 'string' ? JSON.parse(row.windows) : row.windows,
    status: row.status,
    expiresAt: new Date(row.expires_at),
    holdUntil: asDate(row.hold_until),
    bookedAt: asDate(row.booked_at),
    leftBy:
      row.left_action === 'WAITLIST_REQUEST_REMOVED'
        ? 'staff'
        : row.left_action === 'WAITLIST_REQUEST_LEFT'
          ? 'client'
          : null,
    leftAt: asDate(row.left_at),
  }));
}
