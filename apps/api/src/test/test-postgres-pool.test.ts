import { queryRows } from '@citavet/db/database';
import { countOf, fillAsAFileWould, mailCap } from '@citavet/db/test-database-probes';
import { postgresTakeCounts, takePostgresFromTemplate } from '@citavet/db/test-postgres-pool';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';

// The PostgreSQL run's databases (packages/db/src/test-postgres-pool.ts): only where the run has a
// server (TEST_DATABASE_URL); the PGlite run has its own pool and test.
const adminUrl = inject('postgresAdminUrl');
const take = () => takePostgresFromTemplate(adminUrl, inject('postgresTemplateName'));

describe.skipIf(!adminUrl)('the worker databases of the PostgreSQL run', () => {
  it('hands the next file its database emptied to the template rows', async () => {
    const fresh = await take();
    const template = { cap: await mailCap(fresh) };
    await fillAsAFileWould(fresh);
    await fresh.drop();

    const before = postgresTakeCounts();
    const reused = await take();
    expect(postgresTakeCounts()).toEqual({ created: before.created, handedOn: before.handedOn + 1 });
    expect(await countOf(reused, 'users')).toBe(0);
    expect(await countOf(reused, 'spaces')).toBe(0);
    expect(await countOf(reused, 'audit_events')).toBe(0);
    expect(await mailCap(reused)).toBe(template.cap);
    // The append-only rule is back on once the database is handed on.
    const refused = await reused.db.execute(sql`truncate audit_events`).catch((error: Error) => error);
    expect(String((refused as Error).cause ?? refused)).toMatch(/append-only/);
    await reused.drop();
  });

  it('does not hand on a database whose schema a file changed', async () => {
    const first = await take();
    await first.db.execute(sql`create table left_behind (id int)`);
    await first.drop();
    const before = postgresTakeCounts();
    const next = await take();
    expect(postgresTakeCounts()).toEqual({ created: before.created + 1, handedOn: before.handedOn });
    const [table] = await queryRows<{ name: string | null }>(
      next.db,
      sql`select to_regclass('left_behind')::text as name`,
    );
    expect(table?.name).toBeNull();
    await next.drop();
  });

  it('does not hand on a database someone is still connected to', async () => {
    const first = await take();
    const [row] = await queryRows<{ name: string }>(first.db, sql`select current_database() as name`);
    const { default: pg } = await import('pg');
    const url = new URL(adminUrl);
    url.pathname = `/${row?.name}`;
    const lingering = new pg.Client({ connectionString: url.toString() });
    await lingering.connect();
    lingering.on('error', () => {});
    await first.drop();
    const before = postgresTakeCounts();
    const next = await take();
    expect(postgresTakeCounts()).toEqual({ created: before.created + 1, handedOn: before.handedOn });
    await next.drop();
    await lingering.end().catch(() => {});
  });
});
