import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { type SQL, sql } from 'drizzle-orm';
import { type BookingScope, scopeCondition } from './reports.repository';

// The bookings of a report's scope, streamed for the CSV export.

type Executor = Database | Transaction;

export type ExportedBooking = {
  id: string;
  date: string;
  start: string;
  end: string;
  status: string;
  serviceName: string;
  hostName: string;
  clientName: string;
  price: string;
  currency: string;
  source: string;
  createdAt: string;
};

/** The scope's bookings oldest first, a page at a time (keyset on start time and id). */
export async function* readBookingsForExport(
  db: Executor,
  scope: BookingScope,
  timeZone: string,
  pageSize = 2000,
): AsyncGenerator<ExportedBooking[]> {
  let after: { startAt: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL = after
      ? sql`and (b.start_at, b.id) > (${after.startAt}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const rows: (ExportedBooking & { startAt: string })[] = await queryRows(
      db,
      sql`select b.id, b.start_at::text as "startAt",
            to_char(b.start_at at time zone ${timeZone}, 'YYYY-MM-DD') as date,
            to_char(b.start_at at time zone ${timeZone}, 'HH24:MI') as start,
            to_char(b.end_at at time zone ${timeZone}, 'HH24:MI') as "end",
            b.status, b.service_name as "serviceName", u.name as "hostName", b.client_name as "clientName",
            b.service_price::text as price, b.service_currency as currency, b.source,
            to_char(b.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as "createdAt"
          from bookings b join users u on u.id = b.host_id
          where ${scopeCondition(scope)} ${cursor}
          order by b.start_at, b.id limit ${pageSize}`,
    );
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < pageSize || last === undefined) return;
    after = { startAt: last.startAt, id: last.id };
  }
}
