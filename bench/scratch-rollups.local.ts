import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openPostgresDatabase } from '../packages/db/src/database';
const name = 'citavet_rollups_scratch';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`drop database if exists "${name}" with (force)`);
await admin.query(`create database "${name}"`);
await admin.end();
const database = await openPostgresDatabase({ connectionString: `postgres://postgres@127.0.0.1:5432/${name}`, poolSize: 2 });
await migrateDatabase(database);
const { db } = database;
const t0 = performance.now();
await db.execute(sql`insert into users (id, name, email, password_hash) select md5('bench-host-' || g)::uuid, 'P' || g, 'h' || g || '@b.es', 'x' from generate_series(1, 12) g`);
await db.execute(sql`insert into spaces (id, name, time_zone) values ('00000000-0000-0000-0000-0000000000aa', 'C', 'Europe/Madrid')`);
await db.execute(sql`insert into space_members (space_id, user_id, role) select '00000000-0000-0000-0000-0000000000aa', md5('bench-host-' || g)::uuid, case when g = 1 then 'ADMIN' else 'MEMBER' end from generate_series(1, 12) g`);
await db.execute(sql`create table bench_hosts as select g as position, md5('bench-host-' || g)::uuid as id from generate_series(1, 12) g`);
await db.execute(sql`insert into services (id, space_id, name, duration, price, currency) select md5('bench-service-' || g)::uuid, '00000000-0000-0000-0000-0000000000aa', 'S' || g, 10 + 5 * (g % 6), (15 + g * 2.5)::numeric(12,2), case when g % 10 = 0 then 'USD' else 'EUR' end from generate_series(1, 40) g`);
await db.execute(sql`create table bench_services as select g as position, md5('bench-service-' || g)::uuid as id from generate_series(1, 40) g`);
await db.execute(sql`insert into clients (id, space_id, name) select md5('bench-client-' || g)::uuid, '00000000-0000-0000-0000-0000000000aa', 'C' || g from generate_series(1, 50000) g`);
await db.execute(sql`alter table bookings disable trigger user`);
const days = Number(process.env.DAYS ?? 366);
await db.execute(sql`
  insert into bookings (space_id, host_id, service_id, client_id, client_name, service_name, service_price,
    service_currency, service_duration, start_at, end_at, buffer_before, buffer_after, busy_start_at,
        busy_end_at, status, source, created_at)
  select '00000000-0000-0000-0000-0000000000aa', h.id, s.id,
    case when (x.n % 10) = 0 then null else md5('bench-client-' || (1 + x.n % 50000::int))::uuid end,
    'Cliente', 'Servicio ' || s.position, (15 + s.position * 2.5)::numeric(12, 2),
    case when s.position % 10 = 0 then 'USD' else 'EUR' end, 10,
    x.start_at, x.start_at + interval '10 minutes', 0, 0, x.start_at, x.start_at + interval '10 minutes',
    (array['PENDING','CONFIRMED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','NO_SHOW','CANCELLED','CANCELLED','CANCELLED'])[(1 + (x.n / 7) % 20)::int],
    (array['PUBLIC', 'INTERNAL', 'HOST', 'CLIENT'])[(1 + (x.n / 3) % 4)::int],
    x.start_at - make_interval(hours => ((x.n * 7919) % 1440)::int)
  from bench_hosts h
  cross join generate_series(0, ${days - 1}::int) as d
  cross join generate_series(0, 75) as k
  cross join lateral (select (('2025-11-27'::date + d) + time '06:00' + make_interval(mins => 12 * k)) at time zone 'Europe/Madrid' as start_at,
      abs(hashint4(h.position * 1000003 + d * 101 + k)::bigint) as n) as x
  join bench_services s on s.position = (1 + x.n % 40::int)::int`);
await db.execute(sql`alter table bookings enable trigger user`);
console.log('seeded', (performance.now() - t0) / 1000);
await db.execute(sql`vacuum analyze bookings`);
const t1 = performance.now();
await db.execute(sql`select citavet_report_rebuild('00000000-0000-0000-0000-0000000000aa')`);
console.log('rebuilt', (performance.now() - t1) / 1000);
for (const t of ['report_host_days','report_service_days','report_tally_days','report_client_firsts','report_client_ordinals','report_client_days']) await db.execute(sql.raw(`vacuum analyze ${t}`));
await database.close();
