// `tsx bench/calendar-feed-explain.ts`: the plans and execution times of the statements a feed poll
// runs (the prepared validator: the token's feed and the aggregate over its window; the change list
// a rebuild reads), on PostgreSQL at the calendar bench's size (one host, 2,000 bookings in the
// window), then again once the database holds another clinic's 50,000 pets and 20,000 bookings.
import { calendarFeedWindow } from '@citavet/domain/calendar/calendar-feed';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { FEED_VALIDATOR_STATEMENT } from '../apps/api/src/features/calendar/calendar-feeds.repository';
import { startBenchApp } from './bench-app';
import { seedFeedHost } from './calendar-feed.bench';

const bench = await startBenchApp('postgres');
const client = new pg.Client({ connectionString: bench.connectionString ?? '' });
try {
  const { clinic } = await seedFeedHost(bench);
  await client.connect();
  const feed = (await client.query('select token_hash from calendar_feeds limit 1')).rows[0] as {
    token_hash: string;
  };
  const window = calendarFeedWindow(new Date(), 'Europe/Madrid');
  await client.query(`PREPARE validator AS ${FEED_VALIDATOR_STATEMENT.text}`);
  const range = `b.space_id = '${clinic.spaceId}' AND b.host_id = '${clinic.hostId}'
    AND b.start_at >= '${window.from.toISOString()}' AND b.start_at < '${window.to.toISOString()}'`;
  const explain = async (label: string, statement: string) => {
    // Warm the plan and the buffers first (a prepared statement's generic plan comes at the sixth),
    // then report the eighth run.
    let rows: { 'QUERY PLAN': string }[] = [];
    for (let run = 0; run < 8; run += 1) {
      rows = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`)).rows;
    }
    console.log(`\n— ${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  };
  const plans = async (when: string) => {
    await explain(
      `validator, prepared (${when})`,
      `EXECUTE validator('${feed.token_hash}', '${window.from.toISOString()}', '${window.to.toISOString()}')`,
    );
    await explain(
      `change list (${when})`,
      `SELECT b.id, concat_ws(' ', extract(epoch from b.updated_at), extract(epoch from p.updated_at),
        extract(epoch from u.updated_at), b.calendar_sequence, b.status, extract(epoch from b.start_at), extract(epoch from b.end_at))
        FROM bookings b LEFT JOIN pets p ON p.id = b.pet_id JOIN users u ON u.id = b.host_id WHERE ${range}
        ORDER BY b.start_at, b.id`,
    );
  };
  await plans('one clinic');
  // Another clinic's pets and bookings: the validator must stay on the host's rows.
  await bench.database.db.execute(sql`
    WITH other AS (INSERT INTO spaces (name) VALUES ('Otra') RETURNING id),
    made_clients AS (
      INSERT INTO clients (space_id, name) SELECT other.id, 'Otro ' || n FROM other, generate_series(1, 50000) n
      RETURNING id, space_id)
    INSERT INTO pets (space_id, client_id, name, species) SELECT space_id, id, 'Otra mascota', 'gato' FROM made_clients`);
  await client.query('ANALYZE pets; ANALYZE clients');
  await client.query('DEALLOCATE validator');
  await client.query(`PREPARE validator AS ${FEED_VALIDATOR_STATEMENT.text}`);
  await plans('with 50,000 other pets');
} finally {
  await client.end();
  await bench.close();
}
