import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { scheduleOf } from './bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from './public/public-booking.test-support';

// 'Editar Cita' changes the animal and the reason. Clock: Monday 2026-03-02 08:00Z.
let context: TestContext;
let space: PublicSpaceSetup;
let lucia: { clientId: string; lunaId: string; tobyId: string };
let pablo: { clientId: string; kiraId: string };
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  space = await setUpPublicSpace(context.app, context.database.db);
  const luciaId = await createClient(space.spaceId, space.admin.token, {
    name: 'Lucía Cliente',
    email: 'lucia@example.com',
  });
  lucia = {
    clientId: luciaId,
    lunaId: await createPet(space.spaceId, space.admin.token, luciaId, 'Luna'),
    tobyId: await createPet(space.spaceId, space.admin.token, luciaId, 'Toby'),
  };
  const pabloId = await createClient(space.spaceId, space.admin.token, {
    name: 'Pablo Díaz',
    email: 'pablo@example.com',
    phone: '600 111 222',
  });
  pablo = { clientId: pabloId, kiraId: await createPet(space.spaceId, space.admin.token, pabloId, 'Kira') };
});
afterAll(() => context.close());

async function createClient(spaceId: string, token: string, payload: object) {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/clients`,
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.client.id as string;
}

async function createPet(spaceId: string, token: string, clientId: string, name: string) {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/clients/${clientId}/pets`,
    headers: bearer(token),
    payload: { name, species: 'perro' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.pet.id as string;
}

async function bookLucia(start: string, end: string) {
  const response = await postPublicBooking(
    context.app,
    publicBookingBody(scheduleOf(space.memberSchedules, 2), start, end),
  );
  expect(response.statusCode).toBe(201);
  return response.json().data.booking.id as string;
}

const edit = (id: string, overrides: object, token = space.member.token) =>
  context.app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}`,
    headers: bearer(token),
    payload: {
      startTime: '2026-03-10T10:00',
      endTime: '2026-03-10T10:30',
      clientInfo: { name: 'Lucía Cliente', email: 'lucia@example.com', phone: null },
      ...overrides,
    },
  });

describe("PUT /api/bookings/{id}: the booking's pet and reason", () => {
  it("sets a pet of the booking's client and the reason, keeps them when absent, clears them with null", async () => {
    const id = await bookLucia('2026-03-10T10:00', '2026-03-10T10:30');
    const set = await edit(id, { petId: lucia.lunaId, reason: '  Vacuna anual ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.booking).toMatchObject({
      client: { id: lucia.clientId, name: 'Lucía Cliente' },
      pet: { id: lucia.lunaId, name: 'Luna' },
      reason: 'Vacuna anual',
    });
    const changed = await edit(id, { petId: lucia.tobyId });
    expect(changed.json().data.booking).toMatchObject({ pet: { name: 'Toby' }, reason: 'Vacuna anual' });
    const kept = await edit(id, { notes: 'Sin cambios de mascota' });
    expect(kept.json().data.booking).toMatchObject({ pet: { name: 'Toby' }, reason: 'Vacuna anual' });
    const cleared = await edit(id, { petId: null, reason: '' });
    expect(cleared.json().data.booking).toMatchObject({ pet: null, reason: null });
  });

  it("moves the booking to another client's pet with that client's contact", async () => {
    const id = await bookLucia('2026-03-10T11:00', '2026-03-10T11:30');
    const moved = await edit(id, {
      startTime: '2026-03-10T11:00',
      endTime: '2026-03-10T11:30',
      petId: pablo.kiraId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.booking).toMatchObject({
      client: { id: pablo.clientId, name: 'Pablo Díaz', email: 'pablo@example.com', phone: '+34600111222' },
      pet: { id: pablo.kiraId, name: 'Kira' },
    });
  });

  it("refuses another space's pet (404), a dead pet (400), a bad id and a long reason in Spanish", async () => {
    const id = await bookLucia('2026-03-10T12:00', '2026-03-10T12:30');
    const at = { startTime: '2026-03-10T12:00', endTime: '2026-03-10T12:30' };
    const foreignClient = await createClient(space.outsiderSpaceId, space.outsider.token, { name: 'Ajena' });
    const foreignPet = await createPet(space.outsiderSpaceId, space.outsider.token, foreignClient, 'Ajeno');
    const foreign = await edit(id, { ...at, petId: foreignPet });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'PET_NOT_FOUND' });

    const oldDog = await createPet(space.spaceId, space.admin.token, lucia.clientId, 'Rocky');
    const died = await context.app.inject({
      method: 'PUT',
      url: `/api/spaces/${space.spaceId}/pets/${oldDog}`,
      headers: bearer(space.admin.token),
      payload: { deceasedOn: '2026-03-01' },
    });
    expect(died.statusCode, died.body).toBe(200);
    const dead = await edit(id, { ...at, petId: oldDog });
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({
      code: 'PET_DECEASED',
      message: 'No se pueden reservar citas para una mascota fallecida',
    });

    const bad = await edit(id, { ...at, petId: 'luna' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('La mascota no es válida');
    const long = await edit(id, { ...at, reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('500');
    // Nothing was half-written.
    const read = await context.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}`,
      headers: bearer(space.member.token),
    });
    expect(read.json().data.booking).toMatchObject({
      pet: null,
      reason: null,
      client: { name: 'Lucía Cliente' },
    });
  });
});
