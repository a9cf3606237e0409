// The data the HTTP benches share: one clinic set up through the API (process-cluster's setUpClinic),
// then more hosts and 2,000 bookings written by SQL through the bench's database handle, which is far
// faster than the API. Every host has the service Mon–Sun 08:00–20:00 in Europe/Madrid.
import { sql } from 'drizzle-orm';
import { todayIn } from '../packages/domain/src/public/public-slot';
import {
  addDays,
  type LocalDate,
  weekdayOf,
  zonedWallTimeToInstant,
} from '../packages/domain/src/time/zoned-time';
import {
  type BenchApp,
  type BenchAppOptions,
  type BenchDatabase,
  isBenchPlanLimitOn,
  startBenchApp,
} from './bench-app';
import { setUpClinic } from './process-cluster';

export const TIME_ZONE = 'Europe/Madrid';
export const SLOT_MINUTES = 30;
const MINUTE = 60_000;
const OPEN_HOUR = 8;
const CLOSE_HOUR = 20;
export const SLOTS_PER_DAY = ((CLOSE_HOUR - OPEN_HOUR) * 60) / SLOT_MINUTES;
export const MONTH_DAYS = 31;
export const SPACE_BOOKINGS = 2_000;
const MEASURED_HOST_BOOKINGS_PER_DAY = 10;
const OTHER_HOSTS = 10;
/** Other clinics in the database (seedOtherClinics), and the professionals each has. */
const OTHER_CLINICS = Number(process.env.BENCH_OTHER_CLINICS ?? 0);
const OTHER_CLINIC_HOSTS = 5;
const MAX_ADVANCE_DAYS = 180;

export type BenchHost = { hostId: string; scheduleByWeekday: Map<number, string> };

export type BenchClinic = {
  token: string;
  spaceId: string;
  serviceId: string;
  route: string;
  /** The admin: its schedules are the ones setUpClinic made; it carries ≈300 of the bookings. */
  measured: BenchHost;
  others: BenchHost[];
  /** The first local day measured (tomorrow in the clinic) and the last of the 31. */
  fromDate: LocalDate;
  toDate: LocalDate;
};

export type SeededBench = { bench: BenchApp; clinic: BenchClinic };

type BookingRow = { hostId: string; startAt: number };

export function tomorrowInClinic(): LocalDate {
  return addDays(todayIn(TIME_ZONE, Date.now()), 1);
}

/** The instant of a clinic-local wall time (the schedules' hours never fall in a DST gap). */
export function clinicInstant(date: LocalDate, minutesFromMidnight: number): number {
  const hours = String(Math.floor(minutesFromMidnight / 60)).padStart(2, '0');
  const minutes = String(minutesFromMidnight % 60).padStart(2, '0');
  const instant = zonedWallTimeToInstant(date, `${hours}:${minutes}`, TIME_ZONE);
  if (instant === null) throw new Error(`${date} ${hours}:${minutes} does not exist in ${TIME_ZONE}`);
  return instant;
}

/** The start (minutes from local midnight) of the n-th slot of a day. */
export function slotStartMinutes(slotIndex: number): number {
  return OPEN_HOUR * 60 + slotIndex * SLOT_MINUTES;
}

/** Members with the service Mon–Sun 08:00–20:00, written by SQL (they never sign in). */
export async function addHosts(
  bench: BenchApp,
  clinic: { spaceId: string; serviceId: string },
  count: number,
) {
  const { db } = bench.database;
  const label = Math.random().toString(36).slice(2, 8);
  const hosts: BenchHost[] = [];
  for (let index = 0; index < count; index++) {
    const users = (await db.execute(sql`
      insert into users (name, email, password_hash)
      values (${`Veterinaria ${label}-${index}`}, ${`host-${label}-${index}@example.com`}, 'not-a-hash')
      returning id`)) as unknown as { rows: Array<{ id: string }> };
    const hostId = users.rows[0]?.id;
    if (!hostId) throw new Error('no host inserted');
    await db.execute(sql`
      insert into space_members (space_id, user_id, role) values (${clinic.spaceId}, ${hostId}, 'MEMBER')`);
    const schedules = (await db.execute(sql`
      insert into service_schedules (service_id, host_id, day_of_week, start_time, end_time)
      select ${clinic.serviceId}, ${hostId}, day, '08:00', '20:00' from generate_series(1, 7) as day
      returning id, day_of_week`)) as unknown as { rows: Array<{ id: string; day_of_week: number }> };
    hosts.push({
      hostId,
      scheduleByWeekday: new Map(schedules.rows.map((row) => [Number(row.day_of_week), row.id])),
    });
  }
  return hosts;
}

async function insertBookings(bench: BenchApp, clinic: BenchClinic, rows: BookingRow[]) {
  for (let start = 0; start < rows.length; start += 400) {
    const values = rows.slice(start, start + 400).map(
      (row, index) => sql`(${clinic.spaceId}, ${clinic.serviceId}, ${row.hostId},
        ${`Cliente ${start + index}`}, 'Consulta', ${SLOT_MINUTES},
        ${new Date(row.startAt).toISOString()}::timestamptz,
        ${new Date(row.startAt + SLOT_MINUTES * MINUTE).toISOString()}::timestamptz, 'CONFIRMED', 'INTERNAL')`,
    );
    await bench.database.db.execute(sql`
      insert into bookings (space_id, service_id, host_id, client_name, service_name, service_duration,
        start_at, end_at, status, source)
      values ${sql.join(values, sql`, `)}`);
  }
}

/**
 * 2,000 bookings in the space over the 31 days from tomorrow: 310 for the measured host (10 a day,
 * on the hour from 08:00), the rest spread over 10 other hosts (on the hour, 6 a day at most).
 */
function planBookings(clinic: BenchClinic): BookingRow[] {
  const rows: BookingRow[] = [];
  for (let day = 0; day < MONTH_DAYS; day++) {
    for (let slot = 0; slot < MEASURED_HOST_BOOKINGS_PER_DAY; slot++) {
      const date = addDays(clinic.fromDate, day);
      rows.push({ hostId: clinic.measured.hostId, startAt: clinicInstant(date, slotStartMinutes(slot * 2)) });
    }
  }
  for (let index = 0; rows.length < SPACE_BOOKINGS; index++) {
    const host = clinic.others[index % clinic.others.length];
    const perHost = Math.floor(index / clinic.others.length);
    if (!host) throw new Error('no other hosts');
    const date = addDays(clinic.fromDate, perHost % MONTH_DAYS);
    const slot = Math.floor(perHost / MONTH_DAYS) * 2;
    rows.push({ hostId: host.hostId, startAt: clinicInstant(date, slotStartMinutes(slot)) });
  }
  return rows;
}

/** The clinic, 11 hosts and the 2,000 bookings, on a running bench app. */
export async function seedClinic(bench: BenchApp): Promise<BenchClinic> {
  const base = await setUpClinic(bench.url, async (userId) => {
    await bench.database.db.execute(sql`update users set email_verified_at = now() where id = ${userId}`);
  });
  const route = (await bench.database.db.execute(
    sql`select route from spaces where id = ${base.spaceId}`,
  )) as unknown as { rows: Array<{ route: string }> };
  if (isBenchPlanLimitOn) {
    await bench.database.db.execute(
      sql`update spaces set plan = 'empresa', plan_source = 'operator' where id = ${base.spaceId}`,
    );
  }
  // The default booking window is 30 days ahead: open it so the 31 days and the booking benches fit.
  await bench.database.db.execute(
    sql`update services set max_advance_booking = ${MAX_ADVANCE_DAYS} where id = ${base.serviceId}`,
  );
  const fromDate = tomorrowInClinic();
  const clinic: BenchClinic = {
    token: base.token,
    spaceId: base.spaceId,
    serviceId: base.serviceId,
    route: route.rows[0]?.route ?? '',
    measured: {
      hostId: base.hostId,
      scheduleByWeekday: new Map(base.schedules.map((schedule) => [schedule.dayOfWeek, schedule.id])),
    },
    others: [],
    fromDate,
    toDate: addDays(fromDate, MONTH_DAYS - 1),
  };
  clinic.others = await addHosts(bench, clinic, OTHER_HOSTS);
  await insertBookings(bench, clinic, planBookings(clinic));
  return clinic;
}

/** The public slots path of a host, with a date window. */
/**
 * Other clinics of the platform beside the bench's own (BENCH_OTHER_CLINICS, 0 unless set), each
 * with a service, five professionals and their weekly ranges, then ANALYZE of the shared tables. With
 * the bench's clinic alone (217 ranges in four pages) PostgreSQL checks each booking's key to its
 * range by reading the whole table; with 60 others it probes the key. Counted alone, the write
 * statement then takes 5.8 % fewer instructions, yet under the public load PostgreSQL's CPU per
 * booking read 5–10 % higher in four pairs of five, for a cause not found (decision 123). The
 * default stays one clinic, as every earlier figure was measured.
 */
export async function seedOtherClinics(bench: BenchApp, count = OTHER_CLINICS): Promise<void> {
  if (count <= 0) return;
  await bench.database.db.execute(sql`with clinics as (
      insert into spaces (name, time_zone)
      select 'Otra clínica ' || n, ${TIME_ZONE} from generate_series(1, ${count}) as n
      returning id),
    hosts as (
      insert into users (name, email, password_hash)
      select 'Profesional ' || n, 'otra-clinica-' || n || '@example.com', 'not-a-hash'
        from generate_series(1, ${count * OTHER_CLINIC_HOSTS}) as n
      returning id),
    numbered_clinics as (select id, row_number() over () - 1 as k from clinics),
    numbered_hosts as (select id, (row_number() over () - 1) / ${OTHER_CLINIC_HOSTS} as k from hosts),
    members as (
      insert into space_members (space_id, user_id, role)
      select c.id, h.id, 'MEMBER' from numbered_clinics c join numbered_hosts h using (k)
      returning space_id, user_id),
    services_made as (
      insert into services (space_id, name, duration)
      select id, 'Consulta general', ${SLOT_MINUTES} from clinics
      returning id, space_id)
    insert into service_schedules (service_id, host_id, day_of_week, start_time, end_time)
    select sv.id, m.user_id, d, '09:00', '17:00'
      from services_made sv join members m on m.space_id = sv.space_id
     cross join generate_series(1, 7) as d`);
  for (const table of ['spaces', 'users', 'space_members', 'services', 'service_schedules']) {
    await bench.database.db.execute(sql.raw(`analyze ${table}`));
  }
}

export function slotsPath(clinic: BenchClinic, hostId: string, fromDate: LocalDate, toDate: LocalDate) {
  return (
    `/api/public/space/${clinic.spaceId}/service/${clinic.serviceId}/host/${hostId}` +
    `/available-slots?fromDate=${fromDate}&toDate=${toDate}`
  );
}

/** The schedule of a host for a local day. */
export function scheduleOf(host: BenchHost, date: LocalDate): string {
  const scheduleId = host.scheduleByWeekday.get(weekdayOf(date));
  if (!scheduleId) throw new Error(`no schedule on ${date}`);
  return scheduleId;
}

/** Runs `use` on a given seeded app, or on a fresh one that is closed afterwards. */
export async function withSeededBench<T>(
  kind: BenchDatabase,
  given: SeededBench | undefined,
  use: (seeded: SeededBench) => Promise<T>,
  options: BenchAppOptions = {},
): Promise<T> {
  if (given) return use(given);
  const bench = await startBenchApp(kind, options);
  try {
    return await use({ bench, clinic: await seedClinic(bench) });
  } finally {
    await bench.close();
  }
}
