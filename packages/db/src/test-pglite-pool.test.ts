import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, queryRows } from './database';
import { countOf, fillAsAFileWould, mailCap } from './test-database-probes';
import { pgliteTakeCounts, takePgliteFromTemplate } from './test-pglite-pool';

/** The session's own state, which a file must not hand on: a setting and a LISTEN. */
const sessionState = async (handle: DatabaseHandle) =>
  (
    await queryRows<{ zone: string; listens: number }>(
      handle.db,
      sql`select current_setting('TimeZone') as zone, (select count(*)::int from pg_listening_channels()) as listens`,
    )
  )[0];

async function dirty(handle: DatabaseHandle): Promise<void> {
  await fillAsAFileWould(handle);
  await handle.db.execute(sql`set time zone 'Asia/Kolkata'`);
  await handle.listen('pool_test', { onNotification: () => {}, onLiveChange: () => {} });
}

describe('the worker PGlite pool of the tests', () => {
  it('hands the next file a PGlite emptied to the template rows, with a clean session', async () => {
    const fresh = await takePgliteFromTemplate(inject('pgliteTemplatePath'));
    const template = { cap: await mailCap(fresh), session: await sessionState(fresh) };
    expect(await countOf(fresh, 'users')).toBe(0);
    await dirty(fresh);
    expect(await countOf(fresh, 'audit_events')).toBe(1);
    await fresh.close();

    const before = pgliteTakeCounts();
    const reused = await takePgliteFromTemplate(inject('pgliteTemplatePath'));
    expect(pgliteTakeCounts()).toEqual({ opened: before.opened, handedOn: before.handedOn + 1 });
    expect(await countOf(reused, 'users')).toBe(0);
    expect(await countOf(reused, 'spaces')).toBe(0);
    expect(await countOf(reused, 'audit_events')).toBe(0);
    expect(await mailCap(reused)).toBe(template.cap);
    expect(await sessionState(reused)).toEqual(template.session);
    // The append-only rule is back on once the PGlite is handed on.
    const refused = await reused.db.execute(sql`truncate audit_events`).catch((error: Error) => error);
    expect(String((refused as Error).cause)).toMatch(/append-only/);
    await reused.close();
  });

  it('does not hand on a PGlite whose schema a file changed', async () => {
    const first = await takePgliteFromTemplate(inject('pgliteTemplatePath'));
    await first.db.execute(sql`create table left_behind (id int)`);
    await first.close();
    const before = pgliteTakeCounts();
    const next = await takePgliteFromTemplate(inject('pgliteTemplatePath'));
    expect(pgliteTakeCounts()).toEqual({ opened: before.opened + 1, handedOn: before.handedOn });
    const [table] = await queryRows<{ name: string | null }>(
      next.db,
      sql`select to_regclass('left_behind')::text as name`,
    );
    expect(table?.name).toBeNull();
    await next.close();
  });

  it('opens a PGlite of its own for a file that holds two at once', async () => {
    const one = await takePgliteFromTemplate(inject('pgliteTemplatePath'));
    const two = await takePgliteFromTemplate(inject('pgliteTemplatePath'));
    await one.db.execute(sql`insert into spaces (name) values ('Una')`);
    expect(await countOf(two, 'spaces')).toBe(0);
    await one.close();
    await two.close();
  });
});
