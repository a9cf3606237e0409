// `tsx bench/calendar-feed-explain.ts`: the plans and execution times of the statements a feed poll
// runs (the token's row, the validator, the change list), on PostgreSQL at the calendar bench's size
// (one host, 2,000 bookings in the window).
import { sql } from 'drizzle-orm';
import { startBenchApp } from './bench-app';
import { seedFeedHost } from './calendar-feed.bench';

const bench = await startBenchApp('postgres');
try {
  const { clinic } = await seedFeedHost(bench);
  const { db } = bench.database;
  const explain = async (label: string, statement: ReturnType<typeof sql>) => {
    // Warm the plan and the buffers first, then report the fifth run.
    let rows: { 'QUERY PLAN': string }[] = [];
    for (let run = 0; run < 5; run += 1) {
      rows = ((await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`)) as unknown as { rows: typeof rows })
        .rows;
    }
    console.log(`\n— ${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  };
  const range = sql`b.space_id = ${clinic.spaceId}::uuid AND b.host_id = ${clinic.hostId}::uuid
    AND b.start_at >= now() - interval '31 days' AND b.start_at < now() + interval '181 days'`;
  await explain(
    'token row',
    sql`SELECT f.id, f.space_id, f.user_id, f.scope, f.hide_client_names, f.updated_at, m.role, s.name, s.time_zone, u.name
      FROM calendar_feeds f JOIN space_members m ON m.space_id = f.space_id AND m.user_id = f.user_id
      JOIN spaces s ON s.id = f.space_id AND s.deleted_at IS NULL JOIN users u ON u.id = f.user_id
      WHERE f.token_hash = 'x' LIMIT 1`,
  );
  await explain(
    'validator (aggregate)',
    sql`SELECT count(*)::int, max(greatest(b.updated_at, p.updated_at)),
      concat_ws(' ', sum(extract(epoch from b.updated_at)), max(p.updated_at), max(u.updated_at))
      FROM bookings b LEFT JOIN pets p ON p.id = b.pet_id JOIN users u ON u.id = b.host_id WHERE ${range}`,
  );
  await explain(
    'change list',
    sql`SELECT b.id, concat_ws(' ', extract(epoch from b.updated_at), extract(epoch from p.updated_at),
      extract(epoch from u.updated_at), b.calendar_sequence, b.status, extract(epoch from b.start_at), extract(epoch from b.end_at))
      FROM bookings b LEFT JOIN pets p ON p.id = b.pet_id JOIN users u ON u.id = b.host_id WHERE ${range}
      ORDER BY b.start_at, b.id`,
  );
} finally {
  await bench.close();
}
