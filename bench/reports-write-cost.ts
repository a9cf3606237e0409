// What the report roll-ups' triggers (migration 0027) cost a booking write: 1,000 single-row inserts
// and then 1,000 single-row status changes (each its own statement and transaction, as the API
// writes them) into the seeded 1,000,000-booking space, with the three report triggers enabled and
// disabled, alternating (off, on, off, on) so a drift in the machine's load touches both alike.
import { sql } from 'drizzle-orm';
import type { BenchApp } from './bench-app';

const WRITES = 1000;
const REPORT_TRIGGERS = ['bookings_report_inserted', 'bookings_report_updated', 'bookings_report_deleted'];

type Clinic = { spaceId: string; hostId: string; serviceId: string };

async function setReportTriggers(bench: BenchApp, isOn: boolean) {
  for (const name of REPORT_TRIGGERS) {
    await bench.database.db.execute(
      sql`alter table bookings ${sql.raw(isOn ? 'enable' : 'disable')} trigger ${sql.raw(name)}`,
    );
  }
}

async function timeWrites(bench: BenchApp, clinic: Clinic, firstDay: string) {
  const { db } = bench.database;
  const ids: string[] = [];
  const insertStarted = performance.now();
  for (let index = 0; index < WRITES; index++) {
    const { rows } = (await db.execute(sql`
      insert into bookings (space_id, host_id, service_id, client_id, client_name, service_name, service_price,
        service_currency, service_duration, start_at, end_at, status, source)
      select ${clinic.spaceId}::uuid, ${clinic.hostId}::uuid, ${clinic.serviceId}::uuid,
        md5('bench-client-' || ${1 + ((index * 7919) % 50_000)})::uuid, 'Cliente', 'Consulta', 20, 'EUR', 10,
        x.start_at, x.start_at + interval '10 minutes', 'PENDING', 'PUBLIC'
      from (select (${firstDay}::date + time '06:00') at time zone 'Europe/Madrid'
        + make_interval(mins => 15 * ${index}) as start_at) as x
      returning id`)) as unknown as { rows: { id: string }[] };
    ids.push(rows[0]?.id ?? '');
  }
  const insertMs = performance.now() - insertStarted;
  const updateStarted = performance.now();
  for (const id of ids) {
    await db.execute(sql`update bookings set status = 'COMPLETED' where id = ${id}::uuid`);
  }
  const updateMs = performance.now() - updateStarted;
  await db.execute(
    sql`delete from bookings where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return { insertMs, updateMs };
}

export async function measureReportWriteCost(bench: BenchApp, clinic: Clinic, firstDay: string) {
  const on = { insertMs: 0, updateMs: 0 };
  const off = { insertMs: 0, updateMs: 0 };
  for (const isOn of [false, true, false, true]) {
    await setReportTriggers(bench, isOn);
    const figures = await timeWrites(bench, clinic, firstDay);
    const total = isOn ? on : off;
    total.insertMs += figures.insertMs;
    total.updateMs += figures.updateMs;
  }
  await setReportTriggers(bench, true);
  const each = (ms: number) => (ms / (2 * WRITES)).toFixed(2);
  return (
    `roll-up triggers on single-row writes (2 × ${WRITES} each way): insert ${each(on.insertMs)} ms with, ` +
    `${each(off.insertMs)} ms without (×${(on.insertMs / off.insertMs).toFixed(2)}); status change ` +
    `${each(on.updateMs)} ms with, ${each(off.updateMs)} ms without (×${(on.updateMs / off.updateMs).toFixed(2)})`
  );
}
