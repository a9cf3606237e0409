import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
import { createTestContext, type TestContext } from '../../test/test-app';

// An erased client stays erased: no edit brings data back and no pet joins them (409 in Spanish);
// archiving stays possible.

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  send = sender(context);
});
afterAll(() => context.close());

const clientsUrl = () => `/api/spaces/${cast.spaceId}/clients`;

describe('an erased client', () => {
  it('refuses edits and new pets, and no pet moves to them', async () => {
    const created = await send('POST', clientsUrl(), cast.admin, {
      name: 'Irene Olvido',
      email: 'irene@example.com',
    });
    const clientId = created.json().data.client.id as string;
    const other = await send('POST', clientsUrl(), cast.admin, { name: 'Otro Dueño' });
    const pet = await send('POST', `${clientsUrl()}/${other.json().data.client.id}/pets`, cast.admin, {
      name: 'Bruno',
      species: 'perro',
    });
    const erased = await send('POST', `${clientsUrl()}/${clientId}/erase`, cast.admin, { confirm: true });
    expect(erased.statusCode, erased.body).toBe(200);

    const edit = await send('PUT', `${clientsUrl()}/${clientId}`, cast.admin, { name: 'Irene Vuelve' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      code: 'CLIENT_ERASED',
      message:
        'Los datos personales de este cliente fueron borrados: no se puede editar ni agregarle mascotas',
    });
    const newPet = await send('POST', `${clientsUrl()}/${clientId}/pets`, cast.admin, {
      name: 'Nuevo',
      species: 'gato',
    });
    expect(newPet.statusCode).toBe(409);
    expect(newPet.json().code).toBe('CLIENT_ERASED');
    const move = await send('PUT', `/api/spaces/${cast.spaceId}/pets/${pet.json().data.pet.id}`, cast.admin, {
      clientId,
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().code).toBe('CLIENT_ERASED');

    const read = await send('GET', `${clientsUrl()}/${clientId}`, cast.admin);
    expect(read.json().data.client.name).not.toBe('Irene Vuelve');
    const unarchive = await send('PUT', `${clientsUrl()}/${clientId}`, cast.admin, { archived: false });
    expect(unarchive.statusCode, unarchive.body).toBe(200);
  });
});
