import { pets } from '@citavet/db/schema/pets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';

// Pets from a CSV whose rows name their owner by the client's e-mail or phone: bad rows by line in
// Spanish, a dry run as preview, nothing added twice.
let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;

const BOUNDARY = '----citavet-pets-csv-test';
function importPets(csv: string | Buffer, { query = '', spaceId = cast.spaceId, user = cast.admin } = {}) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="mascotas.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/pets/import${query}`,
    headers: { ...bearer(user.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([Buffer.from(head), Buffer.from(csv), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  });
}

let luciaId: string;
let martaId: string;
beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  send = sender(context);
  const lucia = await send('POST', `/api/spaces/${cast.spaceId}/clients`, cast.admin, {
    name: 'Lucía Pérez',
    email: 'lucia@example.com',
  });
  luciaId = lucia.json().data.client.id;
  const marta = await send('POST', `/api/spaces/${cast.spaceId}/clients`, cast.admin, {
    name: 'Marta Gómez',
    phone: '+34 600 111 222',
  });
  martaId = marta.json().data.client.id;
  // Another clinic's client with the same e-mail is no owner here.
  await send('POST', `/api/spaces/${cast.otherSpaceId}/clients`, cast.outsider, {
    name: 'Otra Lucía',
    email: 'otra@example.com',
  });
});
afterAll(() => context.close());

const FILE = [
  'Correo del cliente;Teléfono del cliente;Mascota;Especie;Raza;Sexo;Fecha de nacimiento',
  'LUCIA@example.com;;Luna;Perro;Labrador;Hembra;14/03/2020',
  ';600 111 222;Michi;gato;;;',
  'nadie@example.com;;Toby;Perro;;;',
  'otra@example.com;;Kira;Perro;;;',
  'lucia@example.com;;Rex;dinosaurio;;;',
  ';;Sin dueño;Perro;;;',
  'lucia@example.com;;Bebé;Perro;;;2099-01-01',
  'lucia@example.com;;luna;Perro;;;',
].join('\n');

const petsOf = (clientId: string) =>
  context.database.db
    .select({
      name: pets.name,
      species: pets.species,
      breed: pets.breed,
      sex: pets.sex,
      birthDate: pets.birthDate,
    })
    .from(pets)
    .where(eq(pets.clientId, clientId));

describe('POST /api/spaces/{spaceId}/pets/import', () => {
  it('previews without writing, then imports the good rows and reports the others by line', async () => {
    const preview = await importPets(`\uFEFF${FILE}`, { query: '?dryRun=true' });
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = {
      created: 2,
      unchanged: 1,
      rejected: 5,
      errors: [
        { row: 4, message: 'No existe ningún cliente con el correo o el teléfono de esta fila' },
        { row: 5, message: 'No existe ningún cliente con el correo o el teléfono de esta fila' },
        { row: 6, message: 'Especie inválida' },
        { row: 7, message: 'Falta el correo o el teléfono del cliente' },
        { row: 8, message: 'La fecha de nacimiento no puede ser futura' },
      ],
    };
    expect(preview.json().data).toEqual(expected);
    expect(await petsOf(luciaId)).toEqual([]);

    const imported = await importPets(FILE);
    expect(imported.json().data).toEqual(expected);
    expect(await petsOf(luciaId)).toEqual([
      { name: 'Luna', species: 'perro', breed: 'Labrador', sex: 'hembra', birthDate: '2020-03-14' },
    ]);
    expect(await petsOf(martaId)).toEqual([expect.objectContaining({ name: 'Michi', species: 'gato' })]);

    const again = await importPets(FILE);
    expect(again.json().data).toMatchObject({ created: 0, unchanged: 3, rejected: 5 });
    expect(await petsOf(luciaId)).toHaveLength(1);
  });

  it('refuses a file without the pet and owner columns, and a binary file, in Spanish', async () => {
    const noOwner = await importPets('Mascota;Especie\nLuna;Perro\n');
    expect(noOwner.statusCode).toBe(400);
    expect(noOwner.json().message).toBe(
      'El archivo debe tener las columnas "Mascota", "Especie" y "Correo del cliente" o "Teléfono del cliente"',
    );
    const binary = await importPets(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    );
    expect(binary.statusCode).toBe(415);
  });

  it("is another space's 404 for an outsider", async () => {
    const response = await importPets(FILE, { user: cast.outsider });
    expect(response.statusCode).toBe(404);
  });
});
