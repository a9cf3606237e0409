import { queryRows } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainChangeFeed } from '../../../change-feed/change-feed.repository';
import { bearer, createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf, setUpAgenda, type TestAgenda } from '../bookings.test-support';

// Decision 030: the staff modal books a client and pet of the space (clientId,
// petId), or creates them inline (clientInfo, pet). Another space's client or pet is not found.
// Clock: Monday 2026-03-02 08:00Z; 2026-03-10 is a Tuesday (Madrid, UTC+1).

let context: TestContext;
let agenda: TestAgenda;
const ids = { client: '', luna: '', otherClient: '', dead: '', otherSpaceClient: '', otherSpacePet: '' };

async function insertClient(spaceId: string, name: string, email: string | null = null) {
  const [row] = await context.database.db
    .insert(clients)
    .values({ spaceId, name, email, phone: '600 123 456' })
    .returning({ id: clients.id });
  if (!row) throw new Error('client not inserted');
  return row.id;
}
async function insertPet(spaceId: string, clientId: string, values: Partial<typeof pets.$inferInsert> = {}) {
  const [row] = await context.database.db
    .insert(pets)
    .values({ spaceId, clientId, name: 'Luna', species: 'perro', ...values })
    .returning({ id: pets.id });
  if (!row) throw new Error('pet not inserted');
  return row.id;
}

beforeAll(async () => {
  context = await createTestContext();
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
  ids.client = await insertClient(agenda.spaceId, 'Marta Núñez', 'marta@example.com');
  ids.luna = await insertPet(agenda.spaceId, ids.client, { alerts: ['Muerde', 'Alergia a la penicilina'] });
  ids.otherClient = await insertClient(agenda.spaceId, 'Pablo Ruiz');
  ids.dead = await insertPet(agenda.spaceId, ids.client, { name: 'Toby', deceasedOn: '2025-05-01' });
  ids.otherSpaceClient = await insertClient(agenda.outsiderSpaceId, 'Ajena');
  ids.otherSpacePet = await insertPet(agenda.outsiderSpaceId, ids.otherSpaceClient);
});
afterAll(async () => {
  await context.close();
});

let halfHours = 0;
/** The next free 25 minutes of Tuesday 2026-03-10 from 08:00 (Madrid wall clock), half an hour apart. */
function slot(schedules = agenda.adminSchedules) {
  const minutes = 8 * 60 + 30 * halfHours;
  halfHours += 1;
  const at = (offset: number) => {
    const total = minutes + offset;
    return `2026-03-10T${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  return { serviceScheduleId: scheduleOf(schedules, 2), startTime: at(0), endTime: at(25) };
}
const post = (payload: object, token = agenda.admin.token, url = '/api/bookings/internal') =>
  context.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('staff booking with a client and pet', () => {
  it('books a client and pet of the space, copying the client’s contact, and the agenda shows the pet', async () => {
    const response = await post({ ...slot(), clientId: ids.client, petId: ids.luna, reason: 'Revisión' });
    expect(response.statusCode, response.body).toBe(201);
    const { booking } = response.json().data;
    expect(booking.client).toMatchObject({ id: ids.client, name: 'Marta Núñez', email: 'marta@example.com' });
    expect(booking.pet).toEqual({
      id: ids.luna,
      clientId: ids.client,
      name: 'Luna',
      species: 'perro',
      alerts: ['Muerde', 'Alergia a la penicilina'],
    });
    expect(booking.reason).toBe('Revisión');
    const agendaList = await context.app.inject({
      method: 'GET',
      url: `/api/bookings?spaceId=${agenda.spaceId}&fromDate=2026-03-10&toDate=2026-03-10`,
      headers: bearer(agenda.admin.token),
    });
    const listed = agendaList.json().data.bookings.find((item: { id: string }) => item.id === booking.id);
    expect(listed.pet.name).toBe('Luna');
  });

  it('takes the owner from the pet when only the pet is named', async () => {
    const response = await post({ ...slot(), petId: ids.luna.toUpperCase() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.booking.client.id).toBe(ids.client);
  });

  it('creates a new pet under a named client, and a new client with a new pet inline', async () => {
    const named = await post({
      ...slot(),
      clientId: ids.otherClient,
      pet: { name: 'Nube', species: 'gato' },
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().data.booking.pet).toMatchObject({
      clientId: ids.otherClient,
      name: 'Nube',
      species: 'gato',
    });
    const inline = await post({
      ...slot(),
      clientInfo: { name: 'Rosa Vidal', phone: '+34 655 444 333' },
      pet: { name: 'Coco', species: 'ave' },
    });
    expect(inline.statusCode, inline.body).toBe(201);
    const { booking } = inline.json().data;
    const [pet] = await context.database.db.select().from(pets).where(eq(pets.id, booking.pet.id));
    expect(pet).toMatchObject({ clientId: booking.client.id, spaceId: agenda.spaceId, name: 'Coco' });
    // The same phone written otherwise is the same client.
    const again = await post({ ...slot(), clientInfo: { name: 'Rosa', phone: '655-444-333' } });
    expect(again.json().data.booking.client.id).toBe(booking.client.id);
  });

  it('creates a new client with an e-mail and a new pet in one write, their name words following the feed', async () => {
    const { db } = context.database;
    const created = await post({
      ...slot(),
      clientInfo: { name: 'Elena Mora', email: 'elena@example.com', phone: '+34 622 111 000' },
      pet: { name: 'Trufa', species: 'perro' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { booking } = created.json().data;
    expect(booking.client).toMatchObject({ name: 'Elena Mora', email: 'elena@example.com' });
    expect(booking.pet).toMatchObject({ clientId: booking.client.id, name: 'Trufa', species: 'perro' });
    const words = () =>
      queryRows<{ word: string }>(
        db,
        sql`select word from client_name_words where client_id = ${booking.client.id} order by word`,
      ).then((rows) => rows.map((row) => row.word));
    // Decision 079: the booking's transaction wrote no search words; the change feed writes them.
    expect(await words()).toEqual([]);
    await drainChangeFeed(db);
    expect(await words()).toEqual(['elena', 'mora', 'trufa']);
    // The same e-mail in another case is the same client, with a second pet.
    const again = await post({
      ...slot(),
      clientInfo: { name: 'Elena', email: 'ELENA@example.com' },
      pet: { name: 'Kiwi', species: 'gato' },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.booking.client.id).toBe(booking.client.id);
    expect(
      await db.select({ id: pets.id }).from(pets).where(eq(pets.clientId, booking.client.id)),
    ).toHaveLength(2);
  });

  it('stores a new contact’s phone in E.164, read in the clinic’s country, as the public page does', async () => {
    const { db } = context.database;
    await db.execute(sql`update spaces set country = 'ES' where id = ${agenda.spaceId}`);
    try {
      const created = await post({ ...slot(), clientInfo: { name: 'Sara Gil', phone: '633 22 11 00' } });
      expect(created.statusCode, created.body).toBe(201);
      const { booking } = created.json().data;
      const [row] = await queryRows<{ client_phone: string; booking_phone: string }>(
        db,
        sql`select c.phone as client_phone, b.client_phone as booking_phone
              from bookings b join clients c on c.id = b.client_id where b.id = ${booking.id}`,
      );
      expect(row).toEqual({ client_phone: '+34633221100', booking_phone: '+34633221100' });
    } finally {
      await db.execute(sql`update spaces set country = null where id = ${agenda.spaceId}`);
    }
  });

  it('answers 404 for a client or pet of another space, and writes nothing', async () => {
    const [before] = await context.database.db.select({ n: bookings.id }).from(bookings).limit(1);
    const foreignClient = await post({ ...slot(), clientId: ids.otherSpaceClient });
    expect(foreignClient.statusCode).toBe(404);
    expect(foreignClient.json()).toMatchObject({
      code: 'CLIENT_NOT_FOUND',
      message: 'Cliente no encontrado',
    });
    const foreignPet = await post({ ...slot(), clientId: ids.client, petId: ids.otherSpacePet });
    expect(foreignPet.statusCode).toBe(404);
    expect(foreignPet.json()).toMatchObject({ code: 'PET_NOT_FOUND', message: 'Mascota no encontrada' });
    const unknown = await post({ ...slot(), petId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const foreignBookings = await context.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.clientId, ids.otherSpaceClient));
    expect(foreignBookings).toEqual([]);
    expect(before).toBeDefined();
  });

  it('refuses another client’s pet, a pet that died, and mixed or missing client data', async () => {
    const notTheirs = await post({ ...slot(), clientId: ids.otherClient, petId: ids.luna });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json()).toMatchObject({ code: 'PET_NOT_OF_CLIENT' });
    const dead = await post({ ...slot(), petId: ids.dead });
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({
      code: 'PET_DECEASED',
      message: 'No se pueden reservar citas para una mascota fallecida',
    });
    const both = await post({ ...slot(), clientId: ids.client, clientInfo: { name: 'Otra' } });
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.json())).toContain(
      'Indica un cliente existente o los datos de uno nuevo, no ambos',
    );
    const none = await post({ ...slot() });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('Los datos del cliente son requeridos');
    const newWithOld = await post({ ...slot(), clientInfo: { name: 'Nueva' }, petId: ids.luna });
    expect(newWithOld.statusCode).toBe(400);
  });

  it('lets a MEMBER book their own agenda with a client and pet; an outsider and an anonymous caller cannot', async () => {
    const member = await post(
      { ...slot(agenda.memberSchedules), clientId: ids.client, petId: ids.luna },
      agenda.member.token,
    );
    expect(member.statusCode, member.body).toBe(201);
    const host = await post(
      { ...slot(agenda.memberSchedules), clientId: ids.client, petId: ids.luna },
      agenda.member.token,
      '/api/bookings/host-create',
    );
    expect(host.statusCode, host.body).toBe(201);
    expect(host.json().data.booking.pet.id).toBe(ids.luna);
    const outsider = await post({ ...slot(), clientId: ids.client, petId: ids.luna }, agenda.outsider.token);
    expect(outsider.statusCode).toBe(403);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/bookings/internal',
      payload: { ...slot(), clientId: ids.client },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the client’s bookings with the pet and the reason', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/spaces/${agenda.spaceId}/clients/${ids.client}/bookings`,
      headers: bearer(agenda.member.token),
    });
    expect(response.statusCode).toBe(200);
    const withReason = response.json().data.bookings.find((item: { reason: string | null }) => item.reason);
    expect(withReason).toMatchObject({ petId: ids.luna, petName: 'Luna', reason: 'Revisión' });
  });
});
