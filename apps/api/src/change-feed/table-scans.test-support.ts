import { queryRows, type Transaction } from '@citavet/db/database';
import { sql } from 'drizzle-orm';

export type TableScans = { seq: number; idx: number };

/**
 * The sequential and index scans of each table this transaction has made so far
 * (pg_stat_xact_user_tables): a plan test compares them before and after the statement it watches.
 */
export async function tableScansOf(
  tx: Transaction,
  tables: readonly string[],
): Promise<Record<string, TableScans>> {
  const rows = await queryRows<{ relname: string; seq: number; idx: number }>(
    tx,
    sql`select relname, coalesce(seq_scan, 0)::int as seq, coalesce(idx_scan, 0)::int as idx
          from pg_stat_xact_user_tables
         where relname in (${sql.join(
           tables.map((table) => sql`${table}`),
           sql`, `,
         )})`,
  );
  return Object.fromEntries(
    tables.map((table) => {
      const row = rows.find((each) => each.relname === table);
      return [table, { seq: row?.seq ?? 0, idx: row?.idx ?? 0 }];
    }),
  );
}
