import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';

// A binary file renamed '.csv' is refused before any of it is read as rows.

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;
const BOUNDARY = '----citavet-csv-binary';

function importFile(bytes: Buffer) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="clientes.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return context.app.inject({
    method: 'POST',
    url: `/api/spaces/${cast.spaceId}/clients/import`,
    headers: { ...bearer(cast.admin.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  });
}

beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  send = sender(context);
});
afterAll(() => context.close());

describe('POST …/clients/import with a file that is not text', () => {
  it('refuses an image renamed .csv with a Spanish 415 and imports nothing', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const response = await importFile(Buffer.concat([Buffer.from('Nombre\n'), png]));
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message:
        'El archivo no es un CSV de texto: guárdalo como «CSV UTF-8» desde tu hoja de cálculo y vuelve a importarlo',
    });
    const list = await send('GET', `/api/spaces/${cast.spaceId}/clients`, cast.admin);
    expect(list.json().data.clients).toEqual([]);
  });

  it('still imports a UTF-8 CSV', async () => {
    const response = await importFile(Buffer.from('Nombre;Correo\nNuria Ávila;nuria@example.com\n'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.created).toBe(1);
  });
});
