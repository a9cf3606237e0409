import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { type Cast, createCast } from '../../test/clients-test-support';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { importRunningMessage } from '../../uploads/csv-import-gate';

// The pets' CSV import reads the same rows as the clients' and takes the same gate: one at a time per
// space, a few an hour, each kind counted apart.
let context: TestContext;
let cast: Cast;
beforeAll(async () => {
  context = await createTestContext({
    config: {
      rateLimits: { ...DEFAULT_RATE_LIMITS, clientImportsPerSpacePerHour: 3, uploadsPerMinute: 10_000 },
    },
  });
  cast = await createCast(context);
});
afterAll(() => context.close());

const BOUNDARY = '----citavet-pet-gate-test';
const upload = (kind: 'pets' | 'clients', csv: string) =>
  context.app.inject({
    method: 'POST',
    url: `/api/spaces/${cast.spaceId}/${kind}/import`,
    headers: { ...bearer(cast.admin.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

const petRows = (count: number, prefix: string) =>
  [
    'Correo del cliente;Mascota;Especie',
    ...Array.from({ length: count }, (_, index) => `${prefix}${index}@example.com;Luna ${index};Perro`),
  ].join('\n');

describe("a space's CSV imports of pets", () => {
  it('run one at a time: a second import while one runs is a 409 that says to wait', async () => {
    // Two of the same size, as the clients' test sends: each is parsed in about the same time, so
    // the second reaches the gate while the first writes its rows. A small second one could be
    // parsed, imported and gone before the large one reached the gate, and both were answered 200
    // once on PostgreSQL on a loaded machine.
    const [first, second] = await Promise.all([
      upload('pets', petRows(1200, 'a')),
      upload('pets', petRows(1200, 'b')),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({ code: 'IMPORT_RUNNING', message: importRunningMessage('pets') });
    expect(refused.json().message).toBe(
      'Ya hay una importación de mascotas en curso en este espacio. Espera a que termine y vuelve a intentarlo.',
    );
  });

  it('refuse a row with a NUL byte with a Spanish reason, like the clients’ import', async () => {
    const response = await upload(
      'pets',
      'Correo del cliente;Mascota;Especie\nnadie@example.com;"Lu\u0000na";Perro',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ created: 0, rejected: 1 });
    expect(response.json().data.errors[0]).toMatchObject({ row: 2 });
    expect(response.json().data.errors[0].message).toMatch(/caracteres de control/);
  });

  it('allow a few per hour, then a 429 with when to retry; the clients’ imports are counted apart', async () => {
    // Two pet imports above started (the refused one never did); the cap is 3.
    expect((await upload('pets', petRows(1, 'c'))).statusCode).toBe(200);
    const over = await upload('pets', petRows(1, 'd'));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(
      /^Este espacio ya hizo 3 importaciones de mascotas en la última hora\. Inténtalo de nuevo en \d+ segundos\.$/,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload('clients', 'nombre,email\nAna,ana@example.com')).statusCode).toBe(200);
  });
});
