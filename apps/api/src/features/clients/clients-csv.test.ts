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

function importCsv(csv: string | Buffer, user = cast.admin, spaceId = cast.spaceId) {
  return context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/clients/import`,
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
    expect(response.json().data).toMatchObject({ created: 0, updated: 1, unchanged: 0, errors: [] });
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

  it('refuses a file over 5 MB (413) without hanging', async () => {
    const big = `nombre\nCliente Grande\n${'\n'.repeat(6 * 1024 * 1024)}`;
    const response = await importCsv(big);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'CSV_TOO_LARGE',
      imported: { created: 1, updated: 0, unchanged: 0, errors: [] },
    });
    expect(response.json().message).toContain('El archivo no puede superar 5 MB');
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
    const response = await send('GET', `/api/spaces/${cast.spaceId}/clients/export`, cast.member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nombre,Correo electrónico,Teléfono,WhatsApp,Documento,Dirección,Notas,Mascotas,Acepta recordatorios,Acepta comunicaciones',
    );
    expect(lines).toContain('"\'=HYPERLINK(""x"")",,,,,,,,No,No');
    expect(lines).toContain('Lucía Pérez,lucia@example.com,+34 600 111 222,,12345678Z,,Gata nerviosa,,No,No');
    const reimported = await importCsv(response.body);
    // Lucía and Marta are recognised by e-mail or phone; the two clients with neither (the formula
    // one and the 5 MB test's) cannot be told apart from new ones, so they come back as new.
    expect(reimported.json().data).toEqual({ created: 2, updated: 0, unchanged: 2, errors: [] });
    expect((await send('GET', `/api/spaces/${cast.spaceId}/clients/export`, cast.outsider)).statusCode).toBe(
      404,
    );
    expect((await send('GET', `/api/spaces/${cast.spaceId}/clients/export`)).statusCode).toBe(401);
  });
});
