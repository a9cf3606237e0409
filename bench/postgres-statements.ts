// pg_stat_statements of the bench's database, when the server preloads it (a local profiling
// cluster started with shared_preload_libraries = 'pg_stat_statements'): reset before a load, and
// the statements that took the most time per request printed after it, and the functions' and trigger
// functions' times where the server also sets track_functions = 'all'. Silent where it is absent.

import { sql } from 'drizzle-orm';
import { type DatabaseHandle, queryRows } from '../packages/db/src/database';

const isWanted = () => process.env.BENCH_PG_STATEMENTS === '1';

export async function resetStatementStats(database: DatabaseHandle): Promise<void> {
  if (!isWanted()) return;
  await database.db.execute(sql`create extension if not exists pg_stat_statements`);
  await database.db.execute(sql`select pg_stat_statements_reset()`);
  await database.db.execute(sql`select pg_stat_reset()`);
}

export async function printTopStatements(database: DatabaseHandle, requests: number, top = 25) {
  if (!isWanted()) return;
  const rows = await queryRows<{
    calls: string;
    plans: string;
    plan: number;
    total: number;
    query: string;
    toplevel: boolean;
  }>(
    database.db,
    sql`select s.calls, s.plans, s.total_plan_time as plan, s.total_exec_time + s.total_plan_time as total, s.toplevel, s.query
      from pg_stat_statements s join pg_database d on d.oid = s.dbid
     where d.datname = current_database()
     order by s.total_exec_time + s.total_plan_time desc limit ${top}`,
  );
  console.log(`pg_stat_statements, per request (${requests} requests), nested statements marked ↳:`);
  for (const row of rows) {
    const perRequest = Number(row.total) / Math.max(1, requests);
    const text = row.query.replace(/\s+/g, ' ').slice(0, 150);
    console.log(
      `  ${perRequest.toFixed(3)} ms (plan ${(Number(row.plan) / Math.max(1, requests)).toFixed(3)} ms, ${row.plans} plans)  ${(Number(row.calls) / Math.max(1, requests)).toFixed(2)} calls  ${row.toplevel ? '' : '↳ '}${text}`,
    );
  }
  // Functions and trigger functions, where the server tracks them (track_functions = 'all').
  const functions = await queryRows<{ name: string; calls: string; total: number; self: number }>(
    database.db,
    sql`select funcname as name, calls, total_time as total, self_time as self
      from pg_stat_user_functions order by total_time desc limit ${top}`,
  );
  if (functions.length > 0) console.log('pg_stat_user_functions, per request (total / self):');
  for (const row of functions) {
    const per = (value: number) => (Number(value) / Math.max(1, requests)).toFixed(3);
    console.log(
      `  ${per(row.total)} / ${per(row.self)} ms  ${(Number(row.calls) / Math.max(1, requests)).toFixed(2)} calls  ${row.name}`,
    );
  }
}
