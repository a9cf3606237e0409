import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, migrateDatabase, queryRows } from './database';
import { migrationsBefore } from './test-migrations';
import { openPgliteFromTemplate, openUnmigratedPglite } from './test-template';

// Migration 0057 (decision 111): `space_professionals` follows every write of `service_schedules`,
// by triggers. After random writes of every kind the schedules' writers make (multi-row inserts as a
// weekly schedule's save does, a range switched off and on, moved to another host or service,
// deleted, and the cascades of a deleted service or user), the table must hold, for each space and
// member, the creation of their first active schedule, worked out here from the schedules alone
// (the brute-force oracle).

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openPgliteFromTemplate(inject('pgliteTemplatePath'));
}, 120_000);
afterAll(() => handle.close());

type Command =
  | { kind: 'insertSchedules'; service: number; hosts: number[]; isActive: boolean; minute: number }
  | { kind: 'setActive'; at: number; isActive: boolean }
  | { kind: 'moveToHost'; at: number; host: number }
  | { kind: 'moveToService'; at: number; service: number }
  | { kind: 'setCreatedAt'; at: number; minute: number }
  | { kind: 'deleteSchedule'; at: number }
  | { kind: 'deleteService'; service: number }
  | { kind: 'deleteHost'; host: number };

const at = fc.nat({ max: 40 });
const host = fc.nat({ max: 3 });
const service = fc.nat({ max: 3 });
const minute = fc.nat({ max: 20 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('insertSchedules' as const),
    service,
    hosts: fc.array(host, { minLength: 1, maxLength: 4 }),
    isActive: fc.boolean(),
    minute,
  }),
  fc.record({ kind: fc.constant('setActive' as const), at, isActive: fc.boolean() }),
  fc.record({ kind: fc.constant('moveToHost' as const), at, host }),
  fc.record({ kind: fc.constant('moveToService' as const), at, service }),
  fc.record({ kind: fc.constant('setCreatedAt' as const), at, minute }),
  fc.record({ kind: fc.constant('deleteSchedule' as const), at }),
  fc.record({ kind: fc.constant('deleteService' as const), service }),
  fc.record({ kind: fc.constant('deleteHost' as const), host }),
);

/** Two spaces with two services each, and four members: services 0–1 are space A's, 2–3 space B's. */
async function seed(db: DatabaseHandle['db']) {
  const spaces = await queryRows<{ id: string }>(
    db,
    sql`insert into spaces (name) values ('A'), ('B') returning id`,
  );
  const spaceIds = spaces.map((row) => row.id);
  const services = await queryRows<{ id: string }>(
    db,
    sql`insert into services (space_id, name, duration)
      select (${JSON.stringify(spaceIds)}::jsonb ->> (n / 2))::uuid, 'Consulta ' || n, 30
        from generate_series(0, 3) as n order by n returning id`,
  );
  const hosts = await queryRows<{ id: string }>(
    db,
    sql`insert into users (name, email, password_hash)
      select 'Vet ' || n, 'vet-' || gen_random_uuid() || '@example.com', 'x' from generate_series(0, 3) as n
      order by n returning id`,
  );
  return {
    spaceIds,
    serviceIds: services.map((row) => row.id),
    hostIds: hosts.map((row) => row.id),
    /** Services and users deleted by earlier steps: later steps leave them alone. */
    deleted: new Set<string>(),
  };
}

type Fixture = Awaited<ReturnType<typeof seed>>;

async function scheduleIds(fixture: Fixture): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    handle.db,
    sql`select ss.id from service_schedules ss join services sv on sv.id = ss.service_id
      where sv.space_id in (${fixture.spaceIds[0]}, ${fixture.spaceIds[1]})
      order by ss.id`,
  );
  return rows.map((row) => row.id);
}

const instant = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute)).toISOString();

async function apply(fixture: Fixture, step: Command) {
  const { db } = handle;
  const schedules = await scheduleIds(fixture);
  const schedule = (index: number) => schedules[index % Math.max(1, schedules.length)];
  const alive = (id: string | undefined) => (id !== undefined && !fixture.deleted.has(id) ? id : undefined);
  const serviceId = (index: number) => alive(fixture.serviceIds[index]);
  const hostId = (index: number) => alive(fixture.hostIds[index]);
  if (step.kind === 'insertSchedules' && serviceId(step.service) && step.hosts.every(hostId)) {
    // One statement for all the ranges, as a weekly schedule's save writes them.
    await db.execute(sql`insert into service_schedules
        (service_id, host_id, day_of_week, start_time, end_time, is_active, created_at)
      select ${serviceId(step.service)}, h::uuid, 1, '09:00', '10:00', ${step.isActive},
             ${instant(step.minute)}::timestamptz + (ordinality || ' seconds')::interval
        from jsonb_array_elements_text(${JSON.stringify(step.hosts.map(hostId))}::jsonb) with ordinality as t(h)`);
  } else if (step.kind === 'setActive' && schedule(step.at)) {
    await db.execute(
      sql`update service_schedules set is_active = ${step.isActive} where id = ${schedule(step.at)}`,
    );
  } else if (step.kind === 'moveToHost' && schedule(step.at) && hostId(step.host)) {
    await db.execute(
      sql`update service_schedules set host_id = ${hostId(step.host)} where id = ${schedule(step.at)}`,
    );
  } else if (step.kind === 'moveToService' && schedule(step.at) && serviceId(step.service)) {
    await db.execute(
      sql`update service_schedules set service_id = ${serviceId(step.service)} where id = ${schedule(step.at)}`,
    );
  } else if (step.kind === 'setCreatedAt' && schedule(step.at)) {
    await db.execute(sql`update service_schedules set created_at = ${instant(step.minute)}::timestamptz
      where id = ${schedule(step.at)}`);
  } else if (step.kind === 'deleteSchedule' && schedule(step.at)) {
    await db.execute(sql`delete from service_schedules where id = ${schedule(step.at)}`);
  } else if (step.kind === 'deleteService' && serviceId(step.service)) {
    await db.execute(sql`delete from services where id = ${serviceId(step.service)}`);
    fixture.deleted.add(fixture.serviceIds[step.service] ?? '');
  } else if (step.kind === 'deleteHost' && hostId(step.host)) {
    await db.execute(sql`delete from users where id = ${hostId(step.host)}`);
    fixture.deleted.add(fixture.hostIds[step.host] ?? '');
  }
}

type ScheduleRow = { space_id: string; host_id: string; is_active: boolean; created_at: string | Date };

/** space/host/first active creation, from the schedules alone. */
async function expected(fixture: Fixture): Promise<string[]> {
  const rows = await queryRows<ScheduleRow>(
    handle.db,
    sql`select sv.space_id, ss.host_id, ss.is_active, ss.created_at
      from service_schedules ss join services sv on sv.id = ss.service_id
      where sv.space_id in (${fixture.spaceIds[0]}, ${fixture.spaceIds[1]})`,
  );
  const firsts = new Map<string, number>();
  for (const row of rows) {
    if (!row.is_active) continue;
    const key = `${row.space_id}/${row.host_id}`;
    const created = new Date(row.created_at).getTime();
    firsts.set(key, Math.min(firsts.get(key) ?? Number.POSITIVE_INFINITY, created));
  }
  return [...firsts].map(([key, first]) => `${key}/${new Date(first).toISOString()}`).sort();
}

async function stored(fixture: Fixture): Promise<string[]> {
  const rows = await queryRows<{ space_id: string; host_id: string; first_active_at: string | Date }>(
    handle.db,
    sql`select space_id, host_id, first_active_at from space_professionals
      where space_id in (${fixture.spaceIds[0]}, ${fixture.spaceIds[1]})`,
  );
  return rows
    .map((row) => `${row.space_id}/${row.host_id}/${new Date(row.first_active_at).toISOString()}`)
    .sort();
}

describe('space_professionals (migration 0057)', () => {
  it('holds each professional’s first active schedule in each space after any writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const fixture = await seed(handle.db);
        for (const step of commands) await apply(fixture, step);
        expect(await stored(fixture)).toEqual(await expected(fixture));
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('was filled by the migration for the schedules that existed before it', async () => {
    const folder = await migrationsBefore('0057_kept-professionals');
    const earlier = await openUnmigratedPglite(inject('pgliteEmptyClusterPath'));
    const previous = handle;
    try {
      await migrateDatabase(earlier, folder);
      handle = earlier;
      const fixture = await seed(earlier.db);
      await apply(fixture, { kind: 'insertSchedules', service: 0, hosts: [0, 1], isActive: true, minute: 5 });
      await apply(fixture, { kind: 'insertSchedules', service: 1, hosts: [0], isActive: true, minute: 1 });
      await apply(fixture, { kind: 'insertSchedules', service: 2, hosts: [2], isActive: false, minute: 0 });
      await apply(fixture, { kind: 'insertSchedules', service: 3, hosts: [1], isActive: true, minute: 9 });
      await migrateDatabase(earlier);
      const filled = await stored(fixture);
      expect(filled).toEqual(await expected(fixture));
      expect(filled).toHaveLength(3);
    } finally {
      handle = previous;
      await earlier.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
