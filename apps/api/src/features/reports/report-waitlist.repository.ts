import { type Database, queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import type { BookingScope } from './reports.repository';

// What the waitlist gave back (docs/decisions/089-waitlist-staff.md), read when the report asks:
// the offers booked through their link whose slot lies in the period, by the booked price of
// their booking, not counting bookings cancelled since. `waitlist_offers_booked_idx` (space, slot
// start, only BOOKED offers) keeps the read to the period's refilled slots, however long the
// waitlist's history grows. Nothing is added to the booking's write.

export async function sumWaitlistRefills(
  db: Database,
  scope: BookingScope,
): Promise<{ currency: string; slots: number; amount: string }[]> {
  return queryRows<{ currency: string; slots: number; amount: string }>(
    db,
    sql`select b.service_currency as currency, count(*)::int as slots, sum(b.service_price)::text as amount
        from waitlist_offers o join bookings b on b.id = o.booking_id
        where o.space_id = ${scope.spaceId}::uuid and o.status = 'BOOKED'
          and o.start_at >= ${new Date(scope.startAt)} and o.start_at < ${new Date(scope.endAt)}
          and b.status <> 'CANCELLED'
          and (${scope.hostId ?? null}::uuid is null or b.host_id = ${scope.hostId ?? null}::uuid)
          and (${scope.serviceId ?? null}::uuid is null or b.service_id = ${scope.serviceId ?? null}::uuid)
        group by b.service_currency
        order by b.service_currency`,
  );
}
