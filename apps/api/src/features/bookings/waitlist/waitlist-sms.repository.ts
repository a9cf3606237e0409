import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { sql } from 'drizzle-orm';

// What an offer by SMS needs (docs/decisions/088): the clinic's country and phone (to read the
// number as typed), its accents choice, and the space's client with that number, if any.

type Executor = Database | Transaction;

export type WaitlistSmsContext = {
  country: string | null;
  spacePhone: string | null;
  smsAccents: 'transliterate' | 'keep';
  /** The space's client with this number (oldest first), whose log the SMS goes into. */
  clientId: string | null;
  /** That client answered BAJA: no SMS. */
  isSmsUnsubscribed: boolean;
};

export async function findWaitlistSmsContext(
  db: Executor,
  spaceId: string,
  phone: string,
): Promise<WaitlistSmsContext | null> {
  const [row] = await queryRows<{
    country: string | null;
    space_phone: string | null;
    sms_accents: string | null;
    client_id: string | null;
    sms_unsubscribed: boolean | null;
  }>(
    db,
    sql`select s.country, coalesce(s.contact_phone, s.phone) as space_phone,
          (select rs.settings ->> 'smsAccents' from reminder_settings rs where rs.space_id = s.id) as sms_accents,
          c.id as client_id, c.sms_unsubscribed_at is not null as sms_unsubscribed
        from spaces s
        left join lateral (select id, sms_unsubscribed_at from clients
                            where space_id = s.id and phone_digits = citavet_phone_digits(${phone})
                              and phone_digits is not null and phone_digits <> ''
                            order by created_at limit 1) c on true
        where s.id = ${spaceId}::uuid`,
  );
  if (!row) return null;
  return {
    country: row.country,
    spacePhone: row.space_phone,
    smsAccents: row.sms_accents === 'keep' ? 'keep' : 'transliterate',
    clientId: row.client_id,
    isSmsUnsubscribed: row.sms_unsubscribed === true,
  };
}

/**
 * Takes the segments of an SMS for no known client from the space's month now (the worker reserves
 * a client's SMS itself at send time): the same conditional statement as the worker's, so the plan's
 * quota holds whoever sends. False when it does not fit.
 */
export async function reserveWaitlistSmsSegments(
  db: Executor,
  input: { spaceId: string; month: string; segments: number; quota: number },
): Promise<boolean> {
  if (input.segments > input.quota) return false;
  const rows = await queryRows<{ segments: number }>(
    db,
    sql`insert into sms_usage (space_id, month, segments)
        values (${input.spaceId}::uuid, ${input.month}, ${input.segments})
        on conflict (space_id, month) do update set segments = sms_usage.segments + excluded.segments
          where sms_usage.segments + excluded.segments <= ${input.quota}
        returning segments`,
  );
  return rows.length > 0;
}

/** Whether the offer under this token is of a request with no e-mail (it was texted). */
export async function offerNeedsEmail(db: Executor, tokenHash: string): Promise<boolean> {
  const [row] = await queryRows<{ needs: boolean }>(
    db,
    sql`select r.client_email is null as needs from waitlist_offers o join waitlist_requests r on r.id = o.request_id
        where o.token_hash = ${tokenHash}`,
  );
  return row?.needs === true;
}
