import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { createLocalDiskStorage } from '../../storage/local-disk-storage';
import {
  bearer,
  createTestContext,
  registerTestUser,
  signTestToken,
  type TestContext,
} from '../../test/test-app';
import { PDF_BYTES, uploadFiles } from '../records/records.test-support';
import { purgeDeletedSpaces } from './purge-deleted-spaces';
import { SPACE_TABLES_KEPT } from './space-purge.repository';
import { addMember, createSpaceAs, type TestUser } from './spaces.test-support';

// Deleting a space (decision 067): only its OWNER, with the password and the clinic's name; soft, so
// it can be restored within the retention period; purged afterwards by the operator's job, which
// keeps the legal record. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Before this
// change one ADMIN's DELETE erased every row of the clinic, signed records and audit log included.

let context: TestContext;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let spaceId: string;
let route: string;
let petWithRecords: string;
let signedId: string;
let draftId: string;

const NAME = 'Clínica Veterinaria del Río';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: object,
) =>
  context.app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload ? { payload } : {}),
  });

async function created(url: string, user: TestUser, body: object) {
  const response = await call('POST', url, user, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const rowsOf = <T>(query: ReturnType<typeof sql>) => queryRows<T>(context.database.db, query);
const countOf = async (table: string) =>
  Number(
    (
      await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where space_id = ${spaceId}`,
      )
    )[0]?.n,
  );

const deleteBody = (overrides: object = {}) => ({
  currentPassword: owner.password,
  confirmName: NAME,
  ...overrides,
});
const DAY = 86_400_000;

beforeAll(async () => {
  context = await createTestContext({ config: { spaceRetentionDays: 30 } });
  owner = await registerTestUser(context.app, { name: 'Olivia Propietaria' });
  admin = await registerTestUser(context.app, { name: 'Andrés Admin' });
  member = await registerTestUser(context.app, { name: 'Marta Miembro' });
  outsider = await registerTestUser(context.app, { name: 'Óscar Ajeno' });
  const space = await createSpaceAs(context, owner, { name: NAME });
  spaceId = space.id;
  route = space.route ?? '';
  await addMember(context, spaceId, admin, 'ADMIN');
  await addMember(context, spaceId, member, 'MEMBER');

  const client = await created(`/api/spaces/${spaceId}/clients`, owner, {
    name: 'Lucía Pérez',
    email: 'lucia@example.com',
  });
  const pet = await created(`/api/spaces/${spaceId}/clients/${client.client.id}/pets`, owner, {
    name: 'Luna',
    species: 'perro',
  });
  petWithRecords = pet.pet.id;
  const other = await created(`/api/spaces/${spaceId}/clients`, owner, { name: 'Pedro Sin Historia' });
  await created(`/api/spaces/${spaceId}/clients/${other.client.id}/pets`, owner, {
    name: 'Toby',
    species: 'gato',
  });
  const records = `/api/spaces/${spaceId}/pets/${petWithRecords}/records`;
  const lab = { kind: 'LAB_RESULT', content: { title: 'Hemograma', text: 'Ver PDF' } };
  signedId = (await created(records, member, lab)).record.id;
  const file = { bytes: PDF_BYTES, filename: 'hemograma.pdf', type: 'application/pdf' };
  expect(
    (await uploadFiles(context, `${records}/${signedId}/attachments`, member.token, [file])).statusCode,
  ).toBe(201);
  expect((await call('POST', `${records}/${signedId}/sign`, member)).statusCode).toBe(200);
  expect(
    (await call('POST', `${records}/${signedId}/addenda`, member, { text: 'Repetir en un mes' })).statusCode,
  ).toBe(201);
  draftId = (await created(records, member, lab)).record.id;
  expect(
    (await uploadFiles(context, `${records}/${draftId}/attachments`, member.token, [file])).statusCode,
  ).toBe(201);
});
afterAll(() => context.close());

describe('DELETE /api/spaces/{id}', () => {
  it('is refused to anyone but the OWNER, in Spanish, and deletes nothing', async () => {
    const byAdmin = await call(
      'DELETE',
      `/api/spaces/${spaceId}`,
      admin,
      deleteBody({ currentPassword: admin.password }),
    );
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toMatchObject({
      code: 'OWNER_ONLY',
      message: 'Solo el propietario puede eliminar el espacio',
    });
    expect((await call('DELETE', `/api/spaces/${spaceId}`, member, deleteBody())).statusCode).toBe(403);
    expect((await call('DELETE', `/api/spaces/${spaceId}`, outsider, deleteBody())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/spaces/${spaceId}`, owner)).statusCode).toBe(400);

    const wrongName = await call(
      'DELETE',
      `/api/spaces/${spaceId}`,
      owner,
      deleteBody({ confirmName: 'Clínica del Río' }),
    );
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toMatchObject({
      code: 'SPACE_NAME_MISMATCH',
      message: 'El nombre no coincide con el de la clínica',
    });
    const wrongPassword = await call(
      'DELETE',
      `/api/spaces/${spaceId}`,
      owner,
      deleteBody({ currentPassword: 'otra-cosa-1' }),
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Contraseña incorrecta' });
    expect((await call('GET', `/api/spaces/${spaceId}`, admin)).statusCode).toBe(200);
  });

  it('limits the password tries per OWNER account: a stolen session is no password oracle', async () => {
    // One wrong try above; four more are answered, the next one waits.
    for (let attempt = 2; attempt <= 5; attempt++) {
      const wrong = await call(
        'DELETE',
        `/api/spaces/${spaceId}`,
        owner,
        deleteBody({ currentPassword: `mal-${attempt}` }),
      );
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await call('DELETE', `/api/spaces/${spaceId}`, owner, deleteBody());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Demasiados intentos de eliminar el espacio con una contraseña incorrecta\. Inténtalo de nuevo en \d+ segundos\.$/,
    );
    context.clock.advance(15 * 60_000);
  });

  it('takes the space offline at once, tells every ADMIN, and keeps everything', async () => {
    const before = { entries: await countOf('record_entries'), pets: await countOf('pets') };
    const deleted = await call(
      'DELETE',
      `/api/spaces/${spaceId}`,
      owner,
      deleteBody({ confirmName: `  ${NAME.toUpperCase()} ` }),
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data.restorableUntil).toBe(
      new Date(context.clock.now().getTime() + 30 * DAY).toISOString(),
    );

    for (const user of [owner, admin, member]) {
      expect((await call('GET', `/api/spaces/${spaceId}`, user)).statusCode).toBe(404);
      expect((await call('GET', `/api/spaces/${spaceId}/clients`, user)).statusCode).toBe(404);
      expect(
        (await call('GET', `/api/spaces/${spaceId}/pets/${petWithRecords}/records`, user)).statusCode,
      ).toBe(404);
      expect((await call('GET', '/api/spaces', user)).json().data).toEqual([]);
      expect((await call('GET', '/api/auth/profile', user)).json().data.memberSpaces).toEqual([]);
      expect((await call('GET', '/api/setup/status', user)).json().data.spaces).toEqual([]);
    }
    expect((await call('GET', `/api/public/space/by-route/${route}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/space/${spaceId}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/spaces/${spaceId}/audit`, owner)).statusCode).toBe(404);

    const mail = await rowsOf<{ to_address: string; subject: string }>(
      sql`select to_address, subject from email_outbox where kind = 'space-deleted' order by to_address`,
    );
    expect(mail.map((row) => row.to_address).sort()).toEqual([admin.email, owner.email].sort());
    expect(mail[0]?.subject).toBe(`${NAME} fue eliminado de Citavet`);
    expect({ entries: await countOf('record_entries'), pets: await countOf('pets') }).toEqual(before);
    const audit = await rowsOf<{ action: string; actor_user_id: string }>(
      sql`select action, actor_user_id from audit_events where space_id = ${spaceId} and action = 'SPACE_DELETED'`,
    );
    expect(audit).toEqual([{ action: 'SPACE_DELETED', actor_user_id: owner.user.id }]);
  });

  it('lists the space under the OWNER’s deleted spaces only, and lets only the OWNER restore it', async () => {
    const listed = await call('GET', '/api/spaces/deleted', owner);
    expect(listed.json().data).toEqual([expect.objectContaining({ id: spaceId, name: NAME })]);
    expect((await call('GET', '/api/spaces/deleted', admin)).json().data).toEqual([]);
    expect((await call('POST', `/api/spaces/${spaceId}/restore`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/spaces/${spaceId}/restore`, outsider)).statusCode).toBe(404);

    const restored = await call('POST', `/api/spaces/${spaceId}/restore`, owner);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await call('GET', `/api/spaces/${spaceId}/clients`, member)).statusCode).toBe(200);
    expect((await call('GET', `/api/public/space/by-route/${route}`, null)).statusCode).toBe(200);
    const again = await call('POST', `/api/spaces/${spaceId}/restore`, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'El espacio no está eliminado' });
    expect((await call('POST', `/api/spaces/${spaceId}/restore`, admin)).statusCode).toBe(403);
  });
});

describe('purge after the retention period', () => {
  it('keeps signed entries, addenda, attachments (rows and files), their pet and owner, and the audit log', async () => {
    expect((await call('DELETE', `/api/spaces/${spaceId}`, owner, deleteBody())).statusCode).toBe(200);
    const deps = {
      database: context.database,
      clock: context.clock,
      storage: createLocalDiskStorage(join(context.dataDir, 'uploads')),
      config: {
        publicUrl: 'http://citavet.test',
        rateLimits: DEFAULT_RATE_LIMITS,
        logLevel: 'silent',
        geocoder: 'off' as const,
        spaceRetentionDays: 30,
      },
    };
    context.clock.advance(29 * DAY);
    expect(await purgeDeletedSpaces(deps)).toEqual([]);
    context.clock.advance(DAY);
    // A month later the sessions of the setup have expired: sign the people in again.
    for (const user of [owner, outsider]) user.token = await signTestToken(context, user.user.id);
    const late = await call('POST', `/api/spaces/${spaceId}/restore`, owner);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'El plazo para restaurar este espacio ya terminó' });

    const auditBefore = await countOf('audit_events');
    const [signedKey, draftKey] = await Promise.all(
      [signedId, draftId].map(async (id) =>
        String(
          (
            await rowsOf<{ key: string }>(
              sql`select storage_key as key from record_attachments where record_id = ${id}`,
            )
          )[0]?.key,
        ),
      ),
    );
    const report = await purgeDeletedSpaces(deps);
    expect(report).toHaveLength(1);
    expect(report[0]).toMatchObject({
      spaceId,
      rows: expect.objectContaining({ record_entries: 1, pets: 1, clients: 1 }),
    });
    expect(await purgeDeletedSpaces(deps)).toEqual([]);

    expect(await rowsOf(sql`select status from record_entries where space_id = ${spaceId}`)).toEqual([
      { status: 'SIGNED' },
    ]);
    expect(await countOf('record_addenda')).toBe(1);
    expect(await countOf('record_attachments')).toBe(1);
    expect(await rowsOf(sql`select name from pets where space_id = ${spaceId}`)).toEqual([{ name: 'Luna' }]);
    expect(await rowsOf(sql`select name from clients where space_id = ${spaceId}`)).toEqual([
      { name: 'Lucía Pérez' },
    ]);
    expect(await countOf('audit_events')).toBe(auditBefore + 1);
    expect(await countOf('space_members')).toBe(0);
    const uploads = join(context.dataDir, 'uploads');
    await expect(access(join(uploads, String(signedKey)))).resolves.toBeUndefined();
    await expect(access(join(uploads, String(draftKey)))).rejects.toThrow();

    // Nothing else of the space is left in any table that holds a space's rows.
    const tables = await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'space_id' order by table_name`,
    );
    const leftovers: Record<string, number> = {};
    for (const { table_name: table } of tables) {
      if ((SPACE_TABLES_KEPT as readonly string[]).includes(table)) continue;
      const count = await countOf(table);
      if (count > 0) leftovers[table] = count;
    }
    expect(leftovers).toEqual({});
    const [tombstone] = await rowsOf<{ name: string; route: string | null; purged_at: unknown }>(
      sql`select name, route, purged_at from spaces where id = ${spaceId}`,
    );
    expect(tombstone).toMatchObject({ name: NAME, route: null });
    expect(tombstone?.purged_at).not.toBeNull();
    expect((await call('GET', '/api/spaces/deleted', owner)).json().data).toEqual([]);
  });
});

describe('the database refuses to delete the legal record, whatever asks', () => {
  const refused = async (statement: ReturnType<typeof sql>) => {
    await expect(context.database.db.execute(statement)).rejects.toThrow();
  };

  it('refuses a direct DELETE of a signed entry, an addendum, a signed entry’s attachment, or an audit row', async () => {
    await refused(sql`delete from record_entries where id = ${signedId}`);
    await refused(sql`delete from record_addenda where record_id = ${signedId}`);
    await refused(sql`delete from record_attachments where record_id = ${signedId}`);
    await refused(sql`delete from audit_events where space_id = ${spaceId}`);
    await refused(sql`truncate audit_events`);
    await refused(sql`truncate record_entries cascade`);
  });

  it('refuses the cascades from the pet, the client and the space', async () => {
    await refused(sql`delete from pets where id = ${petWithRecords}`);
    await refused(sql`delete from clients where space_id = ${spaceId}`);
    await refused(sql`delete from spaces where id = ${spaceId}`);
    expect(await countOf('record_entries')).toBe(1);
    expect(await countOf('record_addenda')).toBe(1);
    expect(await countOf('audit_events')).toBeGreaterThan(0);
  });

  it('keeps the audit log of a space whose row goes (no cascade from spaces)', async () => {
    const other = await createSpaceAs(context, outsider, { name: 'Clínica Efímera' });
    await context.database.db.execute(
      sql`insert into audit_events (space_id, action, subject_type, subject_id) values (${other.id}, 'SPACE_DELETED', 'space', ${other.id})`,
    );
    await context.database.db.execute(sql`delete from spaces where id = ${other.id}`);
    expect(await rowsOf(sql`select action from audit_events where space_id = ${other.id}`)).toEqual([
      { action: 'SPACE_DELETED' },
    ]);
  });
});
