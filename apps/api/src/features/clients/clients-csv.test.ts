import { queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;

const BOUNDARY = '----citavet-csv-test';
function csvForm(csv: string | Buffer, fieldName = 'file') {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="clientes.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.from(csv), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

function importCsv(csv: string | Buffer, user = cast.admin, spaceId = cast.spaceId, query = '') {
  return context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/clients/import${query}`,
    headers: { ...bearer(user.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: csvForm(csv),
  });
}

beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  send = sender(context);
});
afterAll(() => context.close());

const FILE = [
  'Nombre;Correo;Teléfono;DNI;Notas',
  'Lucía Pérez;lucia@example.com;+34 600 111 222;12345678Z;Gata nerviosa',
  ';sin-nombre@example.com;;;',
  'Pablo Díaz;no-es-correo;;;',
  'Marta Gómez;;099 123 456;;',
].join('\n');

describe('POST /api/spaces/{spaceId}/clients/import', () => {
  it('imports the good rows, reports the bad ones by line in Spanish, and changes nothing on a re-run', async () => {
    const first = await importCsv(`\uFEFF${FILE}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      rejected: 2,
      errors: [
        { row: 3, message: 'El nombre del cliente es requerido' },
        { row: 4, message: 'Ingresa un correo electrónico válido' },
      ],
    });
    const again = await importCsv(FILE);
    expect(again.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const listed = await send('GET', `/api/spaces/${cast.spaceId}/clients`, cast.admin);
    expect(listed.json().data.clients.map((client: { name: string }) => client.name)).toEqual([
      'Lucía Pérez',
      'Marta Gómez',
    ]);
  });

  it('fills what a matched client lacks (by phone typed another way) without overwriting', async () => {
    const response = await importCsv(
      'nombre,email,telefono,direccion\nMarta G.,marta@example.com,+598 99 123 456,Av. 18 de Julio',
    );
    expect(response.json().data).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 0,
      rejected: 0,
      errors: [],
    });
    const found = await send('GET', `/api/spaces/${cast.spaceId}/clients?search=marta`, cast.admin);
    expect(found.json().data.clients[0]).toMatchObject({
      name: 'Marta Gómez',
      email: 'marta@example.com',
      phone: '099 123 456',
      address: 'Av. 18 de Julio',
    });
  });

  it('refuses a file without a name column, an empty file, and no file (400)', async () => {
    const noName = await importCsv('correo\nx@example.com');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('El archivo debe tener una columna "Nombre"');
    expect((await importCsv('')).json().message).toBe('El archivo CSV está vacío');
    const unclosed = await importCsv('nombre\n"sin cerrar');
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().message).toBe('El archivo CSV no es válido');
    const notMultipart = await send('POST', `/api/spaces/${cast.spaceId}/clients/import`, cast.admin, {});
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
  });

  it('refuses a file over 10 MB (413) without hanging', async () => {
    const big = `nombre\nCliente Grande\n${'\n'.repeat(11 * 1024 * 1024)}`;
    const response = await importCsv(big);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'CSV_TOO_LARGE',
      imported: { created: 1, updated: 0, unchanged: 0, rejected: 0, errors: [] },
    });
    expect(response.json().message).toContain('El archivo no puede superar 10 MB');
  });

  it('reads the columns as the preview mapped them, whatever the headers say', async () => {
    const csv = 'Col A,Col B,Col C\nNora Mapeada,ignorar,nora@example.com\n';
    const mapped = await importCsv(csv, cast.admin, cast.spaceId, '?columns=name,,email');
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().data).toMatchObject({ created: 1, rejected: 0 });
    const found = await send('GET', `/api/spaces/${cast.spaceId}/clients?search=nora`, cast.admin);
    expect(found.json().data.clients[0]).toMatchObject({
      name: 'Nora Mapeada',
      email: 'nora@example.com',
      notes: null,
    });
    const noName = await importCsv(csv, cast.admin, cast.spaceId, '?columns=,,email');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('Indica qué columna es el nombre del cliente');
    const twice = await importCsv(csv, cast.admin, cast.spaceId, '?columns=name,email,email');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain(
      'El campo "Correo electrónico" está asignado a más de una columna',
    );
  });

  it('writes in batches with the outcome of a row-by-row import, and a second run creates nothing', async () => {
    // 1,200 rows cross two batch boundaries; every 100th row repeats an earlier row's phone (in its batch or an earlier one) (with
    // another way of typing it and a new address), so it fills that client instead of creating one.
    const lines = ['nombre;telefono;direccion;correo'];
    for (let index = 0; index < 1200; index++) {
      const isRepeat = index % 100 === 99;
      const earlier = index >= 450 ? index - 450 : index - 50;
      const phone = isRepeat
        ? `+34 700 ${String(earlier).padStart(6, '0')}`
        : `700${String(index).padStart(6, '0')}`;
      const email = index === 700 ? 'no-es-correo' : '';
      lines.push(`Lote ${index};${phone};${isRepeat ? `Calle ${index}` : ''};${email}`);
    }
    // In the other space, so this file's clients stay out of the export test below.
    const { outsider, otherSpaceId } = cast;
    const first = await importCsv(lines.join('\n'), outsider, otherSpaceId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      created: 1200 - 12 - 1,
      // Rows 99 and 499 both repeat row 49 (so do 199 and 599 for row 149…): the first one fills
      // the address, the second finds it filled.
      updated: 8,
      unchanged: 4,
      rejected: 1,
      errors: [{ row: 702, message: 'Ingresa un correo electrónico válido' }],
    });
    const again = await importCsv(lines.join('\n'), outsider, otherSpaceId);
    expect(again.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 1199, rejected: 1 });
    const repeated = await send('GET', `/api/spaces/${otherSpaceId}/clients?search=Lote%2099`, outsider);
    expect(repeated.json().data.clients.map((client: { name: string }) => client.name)).not.toContain(
      'Lote 99',
    );
    const sameBatch = await send('GET', `/api/spaces/${otherSpaceId}/clients?search=700000049`, outsider);
    expect(sameBatch.json().data.clients[0]).toMatchObject({ name: 'Lote 49', address: 'Calle 99' });
    const earlierBatch = await send('GET', `/api/spaces/${otherSpaceId}/clients?search=700000549`, outsider);
    expect(earlierBatch.json().data.clients[0]).toMatchObject({ name: 'Lote 549', address: 'Calle 999' });
  });

  it('refuses an unknown mapping field in Spanish', async () => {
    const response = await importCsv('a\nb', cast.admin, cast.spaceId, '?columns=name,color');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Campo de columna desconocido: color');
  });

  it('answers 404 to an outsider and 401 without a token', async () => {
    expect((await importCsv(FILE, cast.outsider)).statusCode).toBe(404);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${cast.spaceId}/clients/import`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: csvForm(FILE),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/spaces/{spaceId}/clients/export', () => {
  it('answers the active clients as CSV with formulas defused, which the import reads back', async () => {
    await send('POST', `/api/spaces/${cast.spaceId}/clients`, cast.admin, { name: '=HYPERLINK("x")' });
    const response = await send('GET', `/api/spaces/${cast.spaceId}/clients/export`, cast.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nombre,Correo electrónico,Teléfono,WhatsApp,Documento,Dirección,Notas,Mascotas,Recordatorios de citas,Recordatorios de vacunas y controles,Acepta comunicaciones',
    );
    expect(lines).toContain('"\'=HYPERLINK(""x"")",,,,,,,,Sí,No,No');
    // Imported phones are stored (and exported) in E.164.
    expect(lines).toContain('Lucía Pérez,lucia@example.com,+34600111222,,12345678Z,,Gata nerviosa,,Sí,No,No');
    const reimported = await importCsv(response.body);
    // Lucía, Marta and Nora are recognised by e-mail or phone; the two clients with neither (the formula
    // one and the 10 MB test's) cannot be told apart from new ones, so they come back as new.
    expect(reimported.json().data).toEqual({ created: 2, updated: 0, unchanged: 3, rejected: 0, errors: [] });
    expect((await send('GET', `/api/spaces/${cast.spaceId}/clients/export`, cast.outsider)).statusCode).toBe(
      404,
    );
    expect((await send('GET', `/api/spaces/${cast.spaceId}/clients/export`)).statusCode).toBe(401);
  });

  it('is for ADMINs only, and each export is in the audit log with its count (a MEMBER: 403)', async () => {
    const refused = await send('GET', `/api/spaces/${cast.spaceId}/clients/export`, cast.member);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Solo los administradores pueden exportar la lista de clientes',
    ]);
    const exported = await send('GET', `/api/spaces/${cast.spaceId}/clients/export`, cast.admin);
    expect(exported.statusCode).toBe(200);
    const rows = await queryRows<{ actor_user_id: string; details: Record<string, unknown> }>(
      context.database.db,
      sql`select actor_user_id, details from audit_events
          where space_id = ${cast.spaceId} and action = 'CLIENTS_EXPORTED' order by created_at desc limit 1`,
    );
    expect(rows[0]?.actor_user_id).toBe(cast.admin.user.id);
    expect(rows[0]?.details).toMatchObject({ clients: expect.any(Number) });
  });
});
