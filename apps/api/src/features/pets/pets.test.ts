import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;
let ownerId: string;
let otherOwnerId: string;
let foreignClientId: string;

async function createClient(name: string, spaceId = cast.spaceId, user = cast.admin) {
  const response = await send('POST', `/api/spaces/${spaceId}/clients`, user, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.client.id as string;
}

const petsUrl = (clientId = ownerId, spaceId = cast.spaceId) =>
  `/api/spaces/${spaceId}/clients/${clientId}/pets`;

async function createPet(body: Record<string, unknown>, clientId = ownerId) {
  const response = await send('POST', petsUrl(clientId), cast.member, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.pet as { id: string; [key: string]: unknown };
}

beforeAll(async () => {
  // 23:30 in Madrid on 1 March: the space's day is already 2 March.
  context = await createTestContext({ clockStart: '2026-03-01T23:30:00.000Z' });
  cast = await createCast(context);
  send = sender(context);
  ownerId = await createClient('Lucía Pérez');
  otherOwnerId = await createClient('Pablo Díaz');
  foreignClientId = await createClient('Ajeno', cast.otherSpaceId, cast.outsider);
});
afterAll(() => context.close());

describe('POST /api/spaces/{spaceId}/clients/{clientId}/pets', () => {
  it('registers a pet with every field', async () => {
    const pet = await createPet({
      name: 'Luna',
      species: 'perro',
      breed: 'Labrador retriever',
      sex: 'hembra',
      isNeutered: true,
      birthDate: '2020-05-04',
      color: 'Negro',
      microchip: '985 112 000 123 456',
      alerts: ['Muerde', 'Alergia a la penicilina'],
    });
    expect(pet).toEqual({
      id: expect.any(String),
      spaceId: cast.spaceId,
      clientId: ownerId,
      name: 'Luna',
      species: 'perro',
      breed: 'Labrador retriever',
      sex: 'hembra',
      isNeutered: true,
      birthDate: '2020-05-04',
      isBirthDateEstimated: false,
      color: 'Negro',
      microchip: '985112000123456',
      alerts: ['Muerde', 'Alergia a la penicilina'],
      photoUrl: null,
      deceasedOn: null,
      isDeceased: false,
      owner: { id: ownerId, name: 'Lucía Pérez', phone: null, isArchived: false },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("keeps an estimated age as a birth date counted from the space's day", async () => {
    const pet = await createPet({ name: 'Michi', species: 'gato', estimatedAge: { years: 2, months: 1 } });
    expect(pet).toMatchObject({ birthDate: '2024-02-02', isBirthDateEstimated: true });
  });

  it('refuses a repeated microchip in the space (409) but not in another space', async () => {
    await createPet({ name: 'Chip', species: 'gato', microchip: '900000000000001' });
    const repeated = await send('POST', petsUrl(otherOwnerId), cast.admin, {
      name: 'Otro',
      species: 'perro',
      microchip: '900000000000001',
    });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json()).toMatchObject({
      code: 'MICROCHIP_TAKEN',
      message: 'Ya existe una mascota con ese número de microchip',
    });
    const elsewhere = await send('POST', petsUrl(foreignClientId, cast.otherSpaceId), cast.outsider, {
      name: 'Otro',
      species: 'perro',
      microchip: '900000000000001',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('answers bad dates, microchips and photos in Spanish (400)', async () => {
    const future = await send('POST', petsUrl(), cast.admin, {
      name: 'X',
      species: 'ave',
      birthDate: '2026-03-03',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('La fecha de nacimiento no puede ser futura');
    const chip = await send('POST', petsUrl(), cast.admin, { name: 'X', species: 'ave', microchip: '123' });
    expect(chip.json().details).toEqual([
      { field: 'microchip', message: 'El número de microchip debe tener exactamente 15 dígitos' },
    ]);
    // A pet's photo is its own upload (PUT …/photo, decision 033): the old media-item link is gone.
    const photo = await send('POST', petsUrl(), cast.admin, {
      name: 'X',
      species: 'ave',
      photoMediaId: '00000000-0000-4000-8000-000000000000',
    });
    expect(photo.statusCode).toBe(400);
    const dead = await send('POST', petsUrl(), cast.admin, {
      name: 'X',
      species: 'ave',
      birthDate: '2020-01-02',
      deceasedOn: '2020-01-01',
    });
    expect(dead.json().message).toBe('La fecha de fallecimiento no puede ser anterior al nacimiento');
  });

  it("answers 404 for another space's client, for outsiders, and 401 without a token", async () => {
    expect(
      (await send('POST', petsUrl(foreignClientId), cast.admin, { name: 'X', species: 'ave' })).statusCode,
    ).toBe(404);
    expect((await send('POST', petsUrl(), cast.outsider, { name: 'X', species: 'ave' })).statusCode).toBe(
      404,
    );
    expect((await send('POST', petsUrl(), undefined, { name: 'X', species: 'ave' })).statusCode).toBe(401);
  });
});

describe('GET/PUT/DELETE /api/spaces/{spaceId}/pets/{petId}', () => {
  it('reads, updates and deletes for members; 404 across spaces and for outsiders', async () => {
    const pet = await createPet({ name: 'Rocky', species: 'conejo' });
    const url = `/api/spaces/${cast.spaceId}/pets/${pet.id}`;
    expect((await send('GET', url, cast.admin)).json().data.pet.name).toBe('Rocky');
    expect((await send('GET', url, cast.outsider)).statusCode).toBe(404);
    expect((await send('GET', url)).statusCode).toBe(401);
    const crossed = await send('GET', `/api/spaces/${cast.otherSpaceId}/pets/${pet.id}`, cast.outsider);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ code: 'PET_NOT_FOUND', message: 'Mascota no encontrada' });

    const updated = await send('PUT', url, cast.member, {
      clientId: otherOwnerId,
      deceasedOn: '2026-03-02',
      alerts: ['Condición crónica'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.pet).toMatchObject({
      clientId: otherOwnerId,
      owner: { name: 'Pablo Díaz' },
      isDeceased: true,
      deceasedOn: '2026-03-02',
      alerts: ['Condición crónica'],
    });
    const toForeignOwner = await send('PUT', url, cast.admin, { clientId: foreignClientId });
    expect(toForeignOwner.statusCode).toBe(404);
    expect((await send('PUT', url, cast.outsider, { name: 'Robado' })).statusCode).toBe(404);
    expect(
      (
        await send('PUT', `/api/spaces/${cast.otherSpaceId}/pets/${pet.id}`, cast.outsider, {
          name: 'Robado',
        })
      ).statusCode,
    ).toBe(404);

    expect((await send('DELETE', url, cast.outsider)).statusCode).toBe(404);
    expect(
      (await send('DELETE', `/api/spaces/${cast.otherSpaceId}/pets/${pet.id}`, cast.outsider)).statusCode,
    ).toBe(404);
    expect((await send('DELETE', url, cast.admin)).statusCode).toBe(200);
    expect((await send('GET', url, cast.admin)).statusCode).toBe(404);
    expect((await send('DELETE', url, cast.admin)).statusCode).toBe(404);
  });

  it('switches between a birth date and an estimated age', async () => {
    const pet = await createPet({ name: 'Kiwi', species: 'ave', birthDate: '2025-01-01' });
    const url = `/api/spaces/${cast.spaceId}/pets/${pet.id}`;
    const estimated = await send('PUT', url, cast.admin, { estimatedAge: { years: 1 } });
    expect(estimated.json().data.pet).toMatchObject({ birthDate: '2025-03-02', isBirthDateEstimated: true });
    const exact = await send('PUT', url, cast.admin, { birthDate: '2025-02-01' });
    expect(exact.json().data.pet).toMatchObject({ birthDate: '2025-02-01', isBirthDateEstimated: false });
  });
});

describe('GET /api/spaces/{spaceId}/pets?search=', () => {
  it('finds pets by name (accents, case, typos), microchip and owner, never another space', async () => {
    const owner = await createClient('Tomás Búsqueda');
    await createPet({ name: 'Ñoño', species: 'huron' }, owner);
    await createPet({ name: 'Bartolomé', species: 'perro', microchip: '941000012345678' }, owner);
    const find = async (text: string) => {
      const response = await send(
        'GET',
        `/api/spaces/${cast.spaceId}/pets?search=${encodeURIComponent(text)}`,
        cast.member,
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.pets as { name: string }[]).map((pet) => pet.name);
    };
    expect(await find('nono')).toEqual(['Ñoño']);
    expect(await find('BARTOLO')).toEqual(['Bartolomé']);
    expect(await find('bartolone')).toEqual(['Bartolomé']);
    expect(await find('941000012345678')).toEqual(['Bartolomé']);
    expect(await find('tomas busqueda')).toEqual(['Bartolomé', 'Ñoño']);
    const foreign = await send('GET', `/api/spaces/${cast.spaceId}/pets?search=nono`, cast.outsider);
    expect(foreign.statusCode).toBe(404);
    expect((await send('GET', `/api/spaces/${cast.spaceId}/pets`)).statusCode).toBe(401);
  });
});
