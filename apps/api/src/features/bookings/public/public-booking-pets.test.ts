import { queryRows } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { foldName } from '@citavet/domain/clients/returning-client';
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import { type PublicSpaceSetup, postPublicBooking, setUpPublicSpace } from './public-booking.test-support';

// Decision 030: the public booking names the pet; the server links a returning
// client (same e-mail, or same phone however written) and their pet (same name, any case or accent),
// or creates them, and the answer is the same whichever happened.
// Clock: Monday 2026-03-02 08:00Z (09:00 in Madrid). 2026-03-10 is a Tuesday.

let context: TestContext;
let space: PublicSpaceSetup;
let otherSpace: PublicSpaceSetup;
let returning: { clientId: string; lunaId: string };
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  const { db } = context.database;
  space = await setUpPublicSpace(context.app, db);
  otherSpace = await setUpPublicSpace(context.app, db);
  const [client] = await db
    .insert(clients)
    .values({
      spaceId: space.spaceId,
      name: 'Marta Núñez',
      email: 'marta@example.com',
      phone: '+34 611 222 333',
    })
    .returning({ id: clients.id });
  if (!client) throw new Error('client not inserted');
  const [luna] = await db
    .insert(pets)
    .values({
      spaceId: space.spaceId,
      clientId: client.id,
      name: 'Lúna',
      species: 'perro',
      alerts: ['Muerde'],
    })
    .returning({ id: pets.id });
  if (!luna) throw new Error('pet not inserted');
  await db.insert(pets).values({
    spaceId: space.spaceId,
    clientId: client.id,
    name: 'Toby',
    species: 'gato',
    deceasedOn: '2025-01-01',
  });
  returning = { clientId: client.id, lunaId: luna.id };
});
afterAll(async () => {
  await context.close();
});

let hour = 8;
/** A body for the next free half hour of the member's Tuesday. */
function body(clientInfo: object, extra: object = {}, target: PublicSpaceSetup = space) {
  hour += 1;
  const time = (minutes: number) => `2026-03-10T${String(hour).padStart(2, '0')}:${minutes}`;
  return {
    serviceScheduleId: scheduleOf(target.memberSchedules, 2),
    startTime: time(0).replace(/:0$/, ':00'),
    endTime: time(30),
    clientInfo,
    ...extra,
  };
}

async function book(payload: object) {
  const response = await postPublicBooking(context.app, payload);
  expect(response.statusCode, response.body).toBe(201);
  const { booking } = response.json().data;
  const [row] = await context.database.db
    .select({ clientId: bookings.clientId, petId: bookings.petId, reason: bookings.reason })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  return { response, booking, row };
}

const petsOf = (clientId: string) =>
  context.database.db
    .select({ id: pets.id, name: pets.name, species: pets.species })
    .from(pets)
    .where(eq(pets.clientId, clientId))
    .orderBy(asc(pets.createdAt), asc(pets.name));

describe('public booking with a pet', () => {
  it('links a returning client by e-mail (any case) and their pet by name (any case or accent)', async () => {
    const { row } = await book(
      body(
        { name: 'marta', email: 'MARTA@example.com' },
        { pet: { name: 'LUNA', species: 'perro' }, reason: 'Vacuna anual' },
      ),
    );
    expect(row).toEqual({ clientId: returning.clientId, petId: returning.lunaId, reason: 'Vacuna anual' });
    expect(await petsOf(returning.clientId)).toHaveLength(2);
  });

  it('links a returning client by the same phone written differently, and creates a pet of a new name', async () => {
    const { row } = await book(
      body(
        { name: 'Marta N.', email: 'marta.trabajo@example.com', phone: '611-222-333' },
        { pet: { name: 'Pelusa', species: 'conejo' } },
      ),
    );
    expect(row?.clientId).toBe(returning.clientId);
    const pelusa = (await petsOf(returning.clientId)).find((pet) => pet.name === 'Pelusa');
    expect(pelusa).toMatchObject({ species: 'conejo' });
    expect(row?.petId).toBe(pelusa?.id);
    expect(row?.reason).toBeNull();
    // No second record was made for the other e-mail.
    const sameEmail = await context.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(sql`lower(${clients.email}) = 'marta.trabajo@example.com'`);
    expect(sameEmail).toEqual([]);
  });

  it('creates a new pet rather than book one that died', async () => {
    const { row } = await book(
      body({ name: 'Marta', email: 'marta@example.com' }, { pet: { name: 'toby', species: 'gato' } }),
    );
    const tobies = (await petsOf(returning.clientId)).filter((pet) => foldName(pet.name) === 'toby');
    expect(tobies).toHaveLength(2);
    expect(row?.petId).not.toBeNull();
    const [dead] = await context.database.db.select({ id: pets.id }).from(pets).where(eq(pets.name, 'Toby'));
    expect(row?.petId).not.toBe(dead?.id);
  });

  it('creates the client and the pet for a new visitor, and books without a pet when none is named', async () => {
    const { row } = await book(
      body(
        { name: 'Nuevo Dueño', email: 'nuevo@example.com', phone: '699 000 111' },
        { pet: { name: 'Kiwi', species: 'ave' } },
      ),
    );
    expect(row?.clientId).not.toBe(returning.clientId);
    expect(await petsOf(row?.clientId ?? '')).toEqual([
      expect.objectContaining({ name: 'Kiwi', species: 'ave' }),
    ]);
    const { row: withoutPet } = await book(body({ name: 'Sin Mascota', email: 'sin@example.com' }));
    expect(withoutPet?.petId).toBeNull();
  });

  it('never links across spaces: the same e-mail and pet name in another space make new records', async () => {
    const { row } = await book(
      body(
        { name: 'Marta', email: 'marta@example.com' },
        { pet: { name: 'Luna', species: 'perro' } },
        otherSpace,
      ),
    );
    expect(row?.clientId).not.toBe(returning.clientId);
    expect(row?.petId).not.toBe(returning.lunaId);
    const [client] = await context.database.db
      .select({ spaceId: clients.spaceId })
      .from(clients)
      .where(eq(clients.id, row?.clientId ?? ''));
    expect(client?.spaceId).toBe(otherSpace.spaceId);
  });

  it('answers a returning client exactly as a new visitor: nothing tells whether the client or pet existed', async () => {
    const typed = { name: 'Quien Sea', email: 'marta@example.com', phone: '600 000 001' };
    const known = await book(body(typed, { pet: { name: 'luna', species: 'gato' } }));
    const stranger = await book(
      body({ ...typed, email: 'nadie@example.com' }, { pet: { name: 'luna', species: 'gato' } }),
    );
    const shape = (answer: Awaited<ReturnType<typeof book>>) => {
      const {
        id: _id,
        managePath: _path,
        startTime: _s,
        endTime: _e,
        localStartTime: _ls,
        localEndTime: _le,
        ...rest
      } = answer.booking;
      return {
        status: answer.response.statusCode,
        message: answer.response.json().message,
        ...rest,
        client: { ...rest.client, email: null },
      };
    };
    expect(shape(known)).toEqual(shape(stranger));
    // What the visitor typed (the phone in E.164), never what the clinic has on record.
    expect(known.booking.client).toEqual({
      name: 'Quien Sea',
      email: 'marta@example.com',
      phone: '+34600000001',
    });
    const text = known.response.body;
    for (const secret of [
      'Marta Núñez',
      '611 222 333',
      returning.clientId,
      returning.lunaId,
      'Lúna',
      'Muerde',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(known.row?.clientId).toBe(returning.clientId);
  });

  it('refuses an unknown species or an over-long reason with a Spanish message, writing nothing', async () => {
    const before = await context.database.db.select({ id: bookings.id }).from(bookings);
    const badSpecies = await postPublicBooking(
      context.app,
      body({ name: 'Ana', email: 'ana@example.com' }, { pet: { name: 'Rex', species: 'dinosaurio' } }),
    );
    expect(badSpecies.statusCode).toBe(400);
    expect(JSON.stringify(badSpecies.json())).toContain('Selecciona la especie');
    const longReason = await postPublicBooking(
      context.app,
      body({ name: 'Ana', email: 'ana@example.com' }, { reason: 'x'.repeat(501) }),
    );
    expect(longReason.statusCode).toBe(400);
    expect(JSON.stringify(longReason.json())).toContain(
      'El motivo de la consulta debe tener como máximo 500 caracteres',
    );
    expect(await context.database.db.select({ id: bookings.id }).from(bookings)).toHaveLength(before.length);
  });

  it('makes one pet for a retried request (Idempotency-Key)', async () => {
    const payload = body(
      { name: 'Reintento', email: 'reintento@example.com' },
      { pet: { name: 'Eco', species: 'perro' } },
    );
    const first = await postPublicBooking(context.app, payload, { idempotencyKey: 'pet-retry' });
    const again = await postPublicBooking(context.app, payload, { idempotencyKey: 'pet-retry' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const echoes = await context.database.db.select({ id: pets.id }).from(pets).where(eq(pets.name, 'Eco'));
    expect(echoes).toHaveLength(1);
  });

  it('folds names in SQL (citavet_fold) as the domain rule does', async () => {
    const letter = fc.constantFrom(...'aeiounlrsAEIOUNÑáéíóúüñÁÉÍÓÚÜ '.split(''));
    const names = fc.sample(fc.array(letter, { minLength: 1, maxLength: 10 }), 60).map((l) => l.join(''));
    const rows = await queryRows<{ name: string; folded: string }>(
      context.database.db,
      sql`select name, citavet_fold(name) as folded from json_array_elements_text(${JSON.stringify(names)}::json) as name`,
    );
    for (const row of rows) expect(row.folded).toBe(foldName(row.name));
  });
});
