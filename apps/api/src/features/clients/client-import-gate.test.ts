import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { type Cast, createCast } from '../../test/clients-test-support';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { IMPORT_RUNNING_MESSAGE } from '../../uploads/csv-import-gate';

// A space could run any number of 50,000-row imports at once, one after another, and on the
// embedded database every other clinic waited behind them; a NUL in a cell failed the batch (500).
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

const BOUNDARY = '----citavet-gate-test';
const importCsv = (csv: string) =>
  context.app.inject({
    method: 'POST',
    url: `/api/spaces/${cast.spaceId}/clients/import`,
    headers: { ...bearer(cast.admin.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="clientes.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

const rows = (count: number, prefix: string) =>
  [
    'nombre,email',
    ...Array.from(
      { length: count },
      (_, index) => `Cliente ${prefix} ${index},${prefix}${index}@example.com`,
    ),
  ].join('\n');

describe('CSV imports of a space', () => {
  it('run one at a time: a second import while one runs is a 409 that says to wait', async () => {
    // Two of the same size: each is parsed in about the same time, so the second reaches the gate
    // while the first writes its rows. A small second one could be parsed, imported and gone before
    // the large one reached the gate, and both answered 200 on a busy machine.
    const [first, second] = await Promise.all([importCsv(rows(1200, 'a')), importCsv(rows(1200, 'b'))]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({ code: 'IMPORT_RUNNING', message: IMPORT_RUNNING_MESSAGE });
  });

  it('refuse a row with a NUL byte with a Spanish reason, and import the rest', async () => {
    const response = await importCsv('nombre,notas\nAna Nul,"mal\u0000"\nBea Bien,ok');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ created: 1, rejected: 1 });
    expect(response.json().data.errors[0].message).toMatch(/caracteres de control/);
  });

  it('allow a few per hour, then a 429 with when to retry', async () => {
    // Two imports above started (the refused one never did); the cap is 3.
    expect((await importCsv(rows(1, 'c'))).statusCode).toBe(200);
    const over = await importCsv(rows(1, 'd'));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(
      /^Este espacio ya hizo 3 importaciones de clientes en la última hora\. Inténtalo de nuevo en \d+ segundos\.$/,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
