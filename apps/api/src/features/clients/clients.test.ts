import { bookings } from '@citavet/db/schema/bookings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, insertClientBooking, sender } from '../../test/clients-test-support';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  send = sender(context);
});
afterAll(() => context.close());

async function createClient(body: Record<string, unknown>, spaceId = cast.spaceId, user = cast.admin) {
  const response = await send('POST', `/api/spaces/${spaceId}/clients`, user, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.client as { id: string; [key: string]: unknown };
}

async function addPet(clientId: string, body: Record<string, unknown>) {
  const response = await send(
    'POST',
    `/api/spaces/${cast.spaceId}/clients/${clientId}/pets`,
    cast.admin,
    body,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.pet as { id: string };
}

describe('POST /api/spaces/{spaceId}/clients', () => {
  it('creates a client with consent instants taken from the clock', async () => {
    const client = await createClient({
      name: ' Lucía Pérez ',
      email: 'lucia@example.com',
      phone: '+34 600 111 222',
      whatsapp: '600111222',
      documentId: '12345678Z',
      address: 'Calle Mayor 1',
      notes: 'Prefiere por la tarde',
      reminderConsent: true,
    });
    expect(client).toEqual({
      id: expect.any(String),
      spaceId: cast.spaceId,
      name: 'Lucía Pérez',
      email: 'lucia@example.com',
      // Stored in E.164; the WhatsApp written nationally stays as typed: this space has no country.
      phone: '+34600111222',
      whatsapp: '600111222',
      documentId: '12345678Z',
      address: 'Calle Mayor 1',
      notes: 'Prefiere por la tarde',
      reminderConsent: true,
      reminderConsentAt: '2026-03-02T08:00:00.000Z',
      remindersUnsubscribedAt: null,
      marketingConsent: false,
      marketingConsentAt: null,
      smsConsent: false,
      smsConsentAt: null,
      smsUnsubscribedAt: null,
      isArchived: false,
      archivedAt: null,
      erasedAt: null,
      pets: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('lets a MEMBER create clients too', async () => {
    await createClient({ name: 'Cliente del miembro' }, cast.spaceId, cast.member);
  });

  it('answers bad input with Spanish messages (400)', async () => {
    const response = await send('POST', `/api/spaces/${cast.spaceId}/clients`, cast.admin, {
      name: '',
      email: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'El nombre del cliente es requerido' },
        { field: 'email', message: 'Ingresa un correo electrónico válido' },
      ]),
    );
  });

  it('refuses a second client with the same e-mail in the space (409), not in another space', async () => {
    await createClient({ name: 'Uno', email: 'dup@example.com' });
    const response = await send('POST', `/api/spaces/${cast.spaceId}/clients`, cast.admin, {
      name: 'Dos',
      email: 'DUP@example.com',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'CLIENT_EMAIL_TAKEN',
      message: 'Ya existe un cliente con ese correo electrónico',
    });
    await createClient({ name: 'Otro espacio', email: 'dup@example.com' }, cast.otherSpaceId, cast.outsider);
  });

  it('answers 401 without a token and 404 to an outsider', async () => {
    expect(
      (await send('POST', `/api/spaces/${cast.spaceId}/clients`, undefined, { name: 'X' })).statusCode,
    ).toBe(401);
    const outsider = await send('POST', `/api/spaces/${cast.spaceId}/clients`, cast.outsider, { name: 'X' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe('Espacio no encontrado');
  });
});

describe('GET /api/spaces/{spaceId}/clients/{clientId}', () => {
  it('answers the client to the ADMIN and the MEMBER, 404 to an outsider and for another space', async () => {
    const client = await createClient({ name: 'Visible' });
    const url = `/api/spaces/${cast.spaceId}/clients/${client.id}`;
    expect((await send('GET', url, cast.admin)).json().data.client.name).toBe('Visible');
    expect((await send('GET', url, cast.member)).statusCode).toBe(200);
    expect((await send('GET', url)).statusCode).toBe(401);
    expect((await send('GET', url, cast.outsider)).statusCode).toBe(404);
    // The outsider's own space, with this space's client id: never found.
    const crossed = await send('GET', `/api/spaces/${cast.otherSpaceId}/clients/${client.id}`, cast.outsider);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ code: 'CLIENT_NOT_FOUND', message: 'Cliente no encontrado' });
    expect(
      (await send('GET', `/api/spaces/${cast.spaceId}/clients/${MISSING_ID}`, cast.admin)).statusCode,
    ).toBe(404);
    expect((await send('GET', `/api/spaces/${cast.spaceId}/clients/nope`, cast.admin)).statusCode).toBe(400);
  });
});

describe('PUT /api/spaces/{spaceId}/clients/{clientId}', () => {
  it('updates a subset, keeps the first consent instant and clears a withdrawn one', async () => {
    const client = await createClient({ name: 'Consiente', marketingConsent: true });
    const url = `/api/spaces/${cast.spaceId}/clients/${client.id}`;
    context.clock.advance(60_000);
    const kept = await send('PUT', url, cast.member, { marketingConsent: true, phone: '(099) 123-456' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.client).toMatchObject({
      name: 'Consiente',
      phone: '(099) 123-456',
      marketingConsent: true,
      marketingConsentAt: client.marketingConsentAt,
    });
    const withdrawn = await send('PUT', url, cast.admin, { marketingConsent: false, reminderConsent: true });
    expect(withdrawn.json().data.client).toMatchObject({
      marketingConsent: false,
      marketingConsentAt: null,
      reminderConsent: true,
      reminderConsentAt: context.clock.now().toISOString(),
    });
  });

  it('archives and restores, and refuses clients of another space', async () => {
    const client = await createClient({ name: 'Archivable' });
    const url = `/api/spaces/${cast.spaceId}/clients/${client.id}`;
    expect((await send('PUT', url, cast.admin, { archived: true })).json().data.client.isArchived).toBe(true);
    expect((await send('PUT', url, cast.admin, { archived: false })).json().data.client.isArchived).toBe(
      false,
    );
    const crossed = await send(
      'PUT',
      `/api/spaces/${cast.otherSpaceId}/clients/${client.id}`,
      cast.outsider,
      {
        name: 'Robado',
      },
    );
    expect(crossed.statusCode).toBe(404);
    expect((await send('PUT', url, cast.outsider, { name: 'Robado' })).statusCode).toBe(404);
    expect((await send('GET', url, cast.admin)).json().data.client.name).toBe('Archivable');
  });
});

describe('DELETE /api/spaces/{spaceId}/clients/{clientId}', () => {
  it('asks first when there are future appointments, then cancels them and archives the client', async () => {
    const client = await createClient({ name: 'Con citas' });
    const hostId = cast.admin.user.id;
    const past = await insertClientBooking(context, {
      spaceId: cast.spaceId,
      hostId,
      clientId: client.id,
      startAt: '2026-03-01T09:00:00Z',
      status: 'COMPLETED',
    });
    const future = [
      await insertClientBooking(context, {
        spaceId: cast.spaceId,
        hostId,
        clientId: client.id,
        startAt: '2026-03-10T09:00:00Z',
      }),
      await insertClientBooking(context, {
        spaceId: cast.spaceId,
        hostId,
        clientId: client.id,
        startAt: '2026-03-11T09:00:00Z',
        status: 'PENDING',
      }),
    ];
    const url = `/api/spaces/${cast.spaceId}/clients/${client.id}`;
    const asked = await send('DELETE', url, cast.member);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      success: false,
      code: 'CLIENT_HAS_FUTURE_BOOKINGS',
      message: 'El cliente tiene 2 citas futuras. Confirma para cancelarlas y eliminar el cliente.',
      futureBookings: 2,
    });
    expect((await send('GET', url, cast.admin)).json().data.client.isArchived).toBe(false);

    const confirmed = await send('DELETE', `${url}?confirm=true`, cast.member);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ cancelledBookings: 2 });
    const rows = await context.database.db.select().from(bookings).where(eq(bookings.clientId, client.id));
    // Nothing orphaned: every booking still points at the (archived) client.
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.status).toBe(row.id === past ? 'COMPLETED' : 'CANCELLED');
      if (future.includes(row.id)) expect(row.cancellationReason).toBe('Cliente eliminado');
    }
    expect((await send('GET', url, cast.admin)).json().data.client.isArchived).toBe(true);
  });

  it('archives at once without future appointments; 404 across spaces and for outsiders', async () => {
    const client = await createClient({ name: 'Sin citas' });
    const url = `/api/spaces/${cast.spaceId}/clients/${client.id}`;
    expect((await send('DELETE', url, cast.outsider)).statusCode).toBe(404);
    expect(
      (await send('DELETE', `/api/spaces/${cast.otherSpaceId}/clients/${client.id}`, cast.outsider))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', url)).statusCode).toBe(401);
    const deleted = await send('DELETE', url, cast.admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      message: 'Cliente eliminado exitosamente',
      data: { cancelledBookings: 0 },
    });
    expect((await send('DELETE', `${url}?confirm=quizas`, cast.admin)).statusCode).toBe(400);
  });
});

describe('GET /api/spaces/{spaceId}/clients/{clientId}/bookings', () => {
  it("lists the client's appointments, newest first, to members only", async () => {
    const client = await createClient({ name: 'Historial' });
    const hostId = cast.admin.user.id;
    await insertClientBooking(context, {
      spaceId: cast.spaceId,
      hostId,
      clientId: client.id,
      startAt: '2026-04-01T10:00:00Z',
    });
    await insertClientBooking(context, {
      spaceId: cast.spaceId,
      hostId,
      clientId: client.id,
      startAt: '2026-04-02T10:00:00Z',
    });
    const url = `/api/spaces/${cast.spaceId}/clients/${client.id}/bookings`;
    const response = await send('GET', url, cast.member);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.bookings.map((booking: { startTime: string }) => booking.startTime)).toEqual([
      '2026-04-02T10:00:00.000Z',
      '2026-04-01T10:00:00.000Z',
    ]);
    expect(response.json().data.noShowCount).toBe(0);
    await context.database.db
      .update(bookings)
      .set({ status: 'NO_SHOW' })
      .where(and(eq(bookings.clientId, client.id), eq(bookings.startAt, new Date('2026-04-01T10:00:00Z'))));
    expect((await send('GET', url, cast.member)).json().data.noShowCount).toBe(1);
    expect((await send('GET', url, cast.outsider)).statusCode).toBe(404);
    expect((await send('GET', url)).statusCode).toBe(401);
    expect(
      (await send('GET', `/api/spaces/${cast.otherSpaceId}/clients/${client.id}/bookings`, cast.outsider))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/spaces/{spaceId}/clients/merge', () => {
  it('moves pets and bookings to the target, fills its blanks, keeps both notes, drops the source', async () => {
    const target = await createClient({ name: 'Marta Gómez', phone: '600 222 333', notes: 'Nota A' });
    const source = await createClient({
      name: 'Marta Gomez',
      email: 'marta@example.com',
      documentId: 'X1234567',
      notes: 'Nota B',
    });
    await addPet(source.id, { name: 'Toby', species: 'perro' });
    await addPet(target.id, { name: 'Misu', species: 'gato' });
    const booking = await insertClientBooking(context, {
      spaceId: cast.spaceId,
      hostId: cast.admin.user.id,
      clientId: source.id,
      startAt: '2026-05-01T10:00:00Z',
    });
    const response = await send('POST', `/api/spaces/${cast.spaceId}/clients/merge`, cast.member, {
      targetId: target.id,
      sourceId: source.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { client, movedPets, movedBookings } = response.json().data;
    expect({ movedPets, movedBookings }).toEqual({ movedPets: 1, movedBookings: 1 });
    expect(client).toMatchObject({
      id: target.id,
      name: 'Marta Gómez',
      email: 'marta@example.com',
      phone: '600 222 333',
      documentId: 'X1234567',
      notes: 'Nota A\n\nNota B',
    });
    expect(client.pets.map((pet: { name: string }) => pet.name)).toEqual(['Misu', 'Toby']);
    const [row] = await context.database.db.select().from(bookings).where(eq(bookings.id, booking));
    expect(row?.clientId).toBe(target.id);
    expect(
      (await send('GET', `/api/spaces/${cast.spaceId}/clients/${source.id}`, cast.admin)).statusCode,
    ).toBe(404);
  });

  it('refuses merging into itself (400) and across spaces or for outsiders (404)', async () => {
    const mine = await createClient({ name: 'Propio' });
    const theirs = await createClient({ name: 'Ajeno' }, cast.otherSpaceId, cast.outsider);
    const url = `/api/spaces/${cast.spaceId}/clients/merge`;
    const itself = await send('POST', url, cast.admin, { targetId: mine.id, sourceId: mine.id });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().details).toEqual([
      { field: 'sourceId', message: 'No se puede fusionar un cliente consigo mismo' },
    ]);
    const across = await send('POST', url, cast.admin, { targetId: mine.id, sourceId: theirs.id });
    expect(across.statusCode).toBe(404);
    expect(
      (await send('POST', url, cast.outsider, { targetId: mine.id, sourceId: theirs.id })).statusCode,
    ).toBe(404);
    expect((await send('POST', url, undefined, { targetId: mine.id, sourceId: theirs.id })).statusCode).toBe(
      401,
    );
    // Nothing moved: both are still where they were.
    expect(
      (await send('GET', `/api/spaces/${cast.otherSpaceId}/clients/${theirs.id}`, cast.outsider)).statusCode,
    ).toBe(200);
  });
});
