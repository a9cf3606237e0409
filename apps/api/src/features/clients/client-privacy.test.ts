import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { queryRows } from '@citavet/db/database';
import { auditEvents } from '@citavet/db/schema/audit';
import { bookings } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { pets } from '@citavet/db/schema/pets';
import type { ClientDataExport } from '@citavet/domain/clients/client-privacy.schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditIpHash } from '../../audit/audit-ip';
import { type Cast, createCast, insertClientBooking, sender } from '../../test/clients-test-support';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  send = sender(context);
});
afterAll(() => context.close());

let counter = 0;
/** A client with full contact data, two pets and a past booking (with an e-mail sent to them). */
async function clientWithHistory() {
  counter += 1;
  const created = await send('POST', `/api/spaces/${cast.spaceId}/clients`, cast.admin, {
    name: `Lucía Pérez ${counter}`,
    email: `lucia${counter}@example.com`,
    phone: `+34 600 111 ${String(100 + counter)}`,
    whatsapp: '600111222',
    documentId: `1234567${counter}Z`,
    address: 'Calle Mayor 1',
    notes: '=HYPERLINK("http://x")',
    reminderConsent: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  const clientId = created.json().data.client.id as string;
  const petIds: string[] = [];
  for (const [index, name] of [`Toby${counter}`, `Misha${counter}`].entries()) {
    const pet = await send('POST', `/api/spaces/${cast.spaceId}/clients/${clientId}/pets`, cast.admin, {
      name,
      species: index === 0 ? 'perro' : 'gato',
      breed: 'Mestizo',
      microchip: `98100000000${String(1000 + counter * 2 + index)}`,
      color: 'Negro',
      alerts: ['Muerde'],
    });
    expect(pet.statusCode, pet.body).toBe(201);
    petIds.push(pet.json().data.pet.id);
  }
  const pastBookingId = await insertClientBooking(context, {
    spaceId: cast.spaceId,
    hostId: cast.admin.user.id,
    clientId,
    startAt: `2026-02-${String(10 + counter)}T10:00:00.000Z`,
    status: 'COMPLETED',
  });
  await context.database.db
    .update(bookings)
    .set({
      clientName: `Lucía Pérez ${counter}`,
      clientEmail: `lucia${counter}@example.com`,
      clientPhone: '600111222',
      notes: 'Trae análisis',
      servicePrice: '35.00',
      serviceCurrency: 'EUR',
      manageTokenHash: `hash-${counter}`,
    })
    .where(eq(bookings.id, pastBookingId));
  await context.database.db.insert(emailOutbox).values({
    kind: 'booking-confirmation',
    toAddress: `lucia${counter}@example.com`,
    subject: 'Tu cita con Lucía',
    textBody: 'Hola Lucía',
    bookingId: pastBookingId,
    status: 'SENT',
  });
  return { clientId, petIds, pastBookingId, counter };
}

async function auditRows(clientId: string) {
  return context.database.db.select().from(auditEvents).where(eq(auditEvents.clientId, clientId));
}

const exportUrl = (clientId: string, format: 'json' | 'csv', spaceId = cast.spaceId) =>
  `/api/spaces/${spaceId}/clients/${clientId}/export.${format}`;
const eraseUrl = (clientId: string, spaceId = cast.spaceId) =>
  `/api/spaces/${spaceId}/clients/${clientId}/erase`;

describe('GET …/clients/{clientId}/export.json and export.csv', () => {
  it('gives a MEMBER everything kept about the client and records CLIENT_EXPORTED with the IP', async () => {
    const { clientId, petIds, pastBookingId, counter: n } = await clientWithHistory();
    const response = await context.app.inject({
      url: exportUrl(clientId, 'json'),
      headers: bearer(cast.member.token),
      remoteAddress: '198.51.100.23',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cliente-${clientId}.json"`);
    const data = response.json() as ClientDataExport;
    expect(data.client).toMatchObject({ id: clientId, name: `Lucía Pérez ${n}`, address: 'Calle Mayor 1' });
    expect(data.pets.map((pet) => pet.id).sort()).toEqual([...petIds].sort());
    // The admin attended it: a MEMBER does not see what a colleague charged (the admin does).
    expect(data.bookings).toEqual([
      expect.objectContaining({ id: pastBookingId, price: null, currency: 'EUR', hostName: 'Ana Admin' }),
    ]);
    const byAdmin = await context.app.inject({
      url: exportUrl(clientId, 'json'),
      headers: bearer(cast.admin.token),
    });
    expect((byAdmin.json() as ClientDataExport).bookings[0]?.price).toBe('35.00');
    const csv = await context.app.inject({
      url: exportUrl(clientId, 'csv'),
      headers: bearer(cast.member.token),
    });
    expect(csv.body).toContain('No visible (cita de otro profesional)');
    expect(csv.body).not.toContain('35.00');
    // The admin's export and the CSV one are logged too; this test looks at the member's JSON one.
    const rows = (await auditRows(clientId)).filter(
      (row) =>
        row.actorUserId === cast.member.user.id && (row.details as { format?: string }).format === 'json',
    );
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'CLIENT_EXPORTED',
        actorUserId: cast.member.user.id,
        subjectType: 'client',
        subjectId: clientId,
        ip: auditIpHash('198.51.100.23'),
        details: { format: 'json', pets: 2, bookings: 1, records: 0 },
      }),
    ]);
  });

  it('writes the same data as one CSV table, formula-safe, and records it too', async () => {
    const { clientId, counter: n } = await clientWithHistory();
    const response = await send('GET', exportUrl(clientId, 'csv'), cast.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = response.body;
    expect(text.startsWith('\uFEFFSección,Id,Campo,Valor\r\n')).toBe(true);
    expect(text).toContain(`Cliente,${clientId},Nombre,Lucía Pérez ${n}\r\n`);
    expect(text).toContain(`Cliente,${clientId},Notas,"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain(`,Especie,Perro`);
    expect(text).toContain(`,Precio,35.00 EUR`);
    expect((await auditRows(clientId)).map((row) => row.details)).toEqual([
      { format: 'csv', pets: 2, bookings: 1, records: 0 },
    ]);
  });

  it('includes the pets’ medical entries with addenda and attachments’ metadata, not their bytes', async () => {
    const { clientId, petIds } = await clientWithHistory();
    const [toby, misha] = petIds as [string, string];
    const records = (petId: string) => `/api/spaces/${cast.spaceId}/pets/${petId}/records`;
    const create = async (petId: string, body: unknown) => {
      const response = await send('POST', records(petId), cast.admin, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.record.id as string;
    };
    const consultation = await create(toby, {
      kind: 'CONSULTATION',
      occurredAt: '2025-03-01T10:00:00.000Z',
      content: { reason: 'Otitis externa', treatment: 'Gotas óticas' },
    });
    const lab = await create(toby, {
      kind: 'LAB_RESULT',
      occurredAt: '2025-03-02T10:00:00.000Z',
      content: { title: 'Hemograma', text: 'Ver PDF' },
    });
    const note = await create(misha, { kind: 'NOTE', content: { text: '=cmd|calc' } });
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'hemograma.pdf');
    const multipart = new Response(form);
    const upload = await context.app.inject({
      method: 'POST',
      url: `${records(toby)}/${lab}/attachments`,
      headers: { 'content-type': multipart.headers.get('content-type') ?? '', ...bearer(cast.admin.token) },
      payload: Buffer.from(await multipart.arrayBuffer()),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    for (const id of [consultation, lab]) {
      const signed = await send('POST', `${records(toby)}/${id}/sign`, cast.admin, {});
      expect(signed.statusCode, signed.body).toBe(200);
    }
    const addendum = await send('POST', `${records(toby)}/${consultation}/addenda`, cast.admin, {
      text: 'Corrección: gotas cada 8 horas',
    });
    expect(addendum.statusCode, addendum.body).toBe(201);

    const response = await send('GET', exportUrl(clientId, 'json'), cast.member);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json() as ClientDataExport;
    expect(data.records.map((record) => [record.petId, record.id, record.status])).toEqual([
      [toby, consultation, 'SIGNED'],
      [toby, lab, 'SIGNED'],
      [misha, note, 'DRAFT'],
    ]);
    expect(data.records[0]).toMatchObject({
      kind: 'CONSULTATION',
      occurredAt: '2025-03-01T10:00:00.000Z',
      content: { reason: 'Otitis externa', treatment: 'Gotas óticas' },
      authorName: 'Ana Admin',
      signedByName: 'Ana Admin',
      addenda: [expect.objectContaining({ authorName: 'Ana Admin', text: 'Corrección: gotas cada 8 horas' })],
      attachments: [],
    });
    expect(data.records[1]?.attachments).toEqual([
      {
        id: expect.any(String),
        fileName: 'hemograma.pdf',
        mimeType: 'application/pdf',
        fileSize: pdf.length,
        createdAt: expect.any(String),
      },
    ]);
    // Metadata only: no storage key, no bytes.
    expect(response.body).not.toContain('storage');
    expect(response.body).not.toContain('%PDF');

    const csv = await send('GET', exportUrl(clientId, 'csv'), cast.admin);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(`Historia clínica,${consultation},Tipo,Consulta\r\n`);
    expect(csv.body).toContain(`Historia clínica,${consultation},Motivo,Otitis externa\r\n`);
    expect(csv.body).toContain(`Historia clínica,${consultation},Adenda,`);
    expect(csv.body).toContain(
      `Historia clínica,${lab},Adjunto,"hemograma.pdf (application/pdf, ${pdf.length} bytes,`,
    );
    expect(csv.body).toContain(`Historia clínica,${note},Estado,Borrador\r\n`);
    expect(csv.body).toContain(`Historia clínica,${note},Texto,'=cmd|calc\r\n`);
    const exports = (await auditRows(clientId)).filter((row) => row.action === 'CLIENT_EXPORTED');
    expect(
      exports.map((row) => row.details).sort((a, b) => String(a?.format).localeCompare(String(b?.format))),
    ).toEqual([
      { format: 'csv', pets: 2, bookings: 1, records: 3 },
      { format: 'json', pets: 2, bookings: 1, records: 3 },
    ]);
  });

  it('answers 404 for another space’s client or an outsider, 401 anonymous, and logs nothing', async () => {
    const { clientId } = await clientWithHistory();
    const outsiderOwnSpace = await send('GET', exportUrl(clientId, 'json', cast.otherSpaceId), cast.outsider);
    expect(outsiderOwnSpace.statusCode).toBe(404);
    expect(outsiderOwnSpace.json().code).toBe('CLIENT_NOT_FOUND');
    expect((await send('GET', exportUrl(clientId, 'csv'), cast.outsider)).statusCode).toBe(404);
    expect((await send('GET', exportUrl(clientId, 'json'))).statusCode).toBe(401);
    const missing = await send('GET', exportUrl('00000000-0000-4000-8000-000000000000', 'json'), cast.admin);
    expect(missing.statusCode).toBe(404);
    expect(await auditRows(clientId)).toEqual([]);
  });
});

describe('POST …/clients/{clientId}/erase', () => {
  it('is for ADMINs only, needs an explicit confirmation and another space’s client is a 404', async () => {
    const { clientId } = await clientWithHistory();
    const asMember = await send('POST', eraseUrl(clientId), cast.member, { confirm: true });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('ADMIN_ONLY');
    for (const body of [{}, { confirm: false }, { confirm: 'true' }]) {
      const refused = await send('POST', eraseUrl(clientId), cast.admin, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.body).toContain('Confirma que quieres borrar los datos personales del cliente');
    }
    const crossSpace = await send('POST', eraseUrl(clientId, cast.otherSpaceId), cast.outsider, {
      confirm: true,
    });
    expect(crossSpace.statusCode).toBe(404);
    expect(crossSpace.json().code).toBe('CLIENT_NOT_FOUND');
    expect((await send('POST', eraseUrl(clientId), cast.outsider, { confirm: true })).statusCode).toBe(404);
    expect((await send('POST', eraseUrl(clientId), undefined, { confirm: true })).statusCode).toBe(401);
    const client = await send('GET', `/api/spaces/${cast.spaceId}/clients/${clientId}`, cast.admin);
    expect(client.json().data.client.email).not.toBeNull();
    expect(await auditRows(clientId)).toEqual([]);
  });

  it('refuses with 409 while future appointments are pending, changing nothing', async () => {
    const { clientId } = await clientWithHistory();
    await insertClientBooking(context, {
      spaceId: cast.spaceId,
      hostId: cast.admin.user.id,
      clientId,
      startAt: '2026-03-10T08:00:00.000Z',
      status: 'PENDING',
    });
    const refused = await send('POST', eraseUrl(clientId), cast.admin, { confirm: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CLIENT_HAS_FUTURE_BOOKINGS',
      message: 'El cliente tiene 1 cita futura. Confirma para cancelarla y borrar sus datos personales.',
      futureBookings: 1,
    });
    const client = await send('GET', `/api/spaces/${cast.spaceId}/clients/${clientId}`, cast.admin);
    expect(client.json().data.client).toMatchObject({ erasedAt: null, isArchived: false });
    expect(await auditRows(clientId)).toEqual([]);
  });

  it('anonymises client, pets, bookings and e-mails in one go, keeps the statistics and logs it', async () => {
    const { clientId, pastBookingId, counter: n } = await clientWithHistory();
    const futureId = await insertClientBooking(context, {
      spaceId: cast.spaceId,
      hostId: cast.admin.user.id,
      clientId,
      startAt: '2026-03-10T10:00:00.000Z',
      status: 'CONFIRMED',
    });
    await context.database.db.insert(emailOutbox).values({
      kind: 'booking-reminder',
      toAddress: `lucia${n}@example.com`,
      subject: 'Recordatorio',
      textBody: 'Hola Lucía, mañana',
      bookingId: futureId,
    });
    const response = await context.app.inject({
      method: 'POST',
      url: eraseUrl(clientId),
      headers: bearer(cast.admin.token),
      payload: { confirm: true, cancelFutureBookings: true },
      remoteAddress: '192.0.2.44',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ cancelledBookings: 1, anonymisedBookings: 2, anonymisedPets: 2 });

    const client = (await send('GET', `/api/spaces/${cast.spaceId}/clients/${clientId}`, cast.admin)).json()
      .data.client;
    expect(client).toMatchObject({
      name: 'Cliente borrado',
      email: null,
      phone: null,
      whatsapp: null,
      documentId: null,
      address: null,
      notes: null,
      reminderConsent: false,
      isArchived: true,
      erasedAt: '2026-03-02T08:00:00.000Z',
    });
    for (const pet of client.pets) {
      expect(pet).toMatchObject({
        name: 'Mascota borrada',
        microchip: null,
        breed: null,
        color: null,
        alerts: [],
      });
    }
    expect(client.pets.map((pet: { species: string }) => pet.species).sort()).toEqual(['gato', 'perro']);

    const rows = await context.database.db.select().from(bookings).where(eq(bookings.clientId, clientId));
    const past = rows.find((row) => row.id === pastBookingId);
    expect(past).toMatchObject({
      clientName: 'Cliente borrado',
      clientEmail: null,
      clientPhone: null,
      notes: null,
      manageTokenHash: null,
      status: 'COMPLETED',
      serviceName: 'Consulta',
      servicePrice: '35.00',
      serviceCurrency: 'EUR',
      hostId: cast.admin.user.id,
      startAt: new Date(`2026-02-${String(10 + n)}T10:00:00.000Z`),
    });
    expect(rows.find((row) => row.id === futureId)).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'Datos personales del cliente borrados',
    });
    const mails = await context.database.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.bookingId} in (${pastBookingId}, ${futureId})`);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail).toMatchObject({ toAddress: '', subject: '', textBody: '' });
    expect(mails.find((mail) => mail.bookingId === futureId)?.status).toBe('DROPPED');

    expect(await auditRows(clientId)).toEqual([
      expect.objectContaining({
        action: 'CLIENT_ERASED',
        actorUserId: cast.admin.user.id,
        ip: auditIpHash('192.0.2.44'),
        details: { cancelledBookings: 1, anonymisedBookings: 2, anonymisedPets: 2 },
        createdAt: new Date('2026-03-02T08:00:00.000Z'),
      }),
    ]);
    // What remains shows in the export too: nothing personal.
    const exported = JSON.stringify((await send('GET', exportUrl(clientId, 'json'), cast.admin)).json());
    for (const trace of [
      `Pérez ${n}`,
      `lucia${n}`,
      'Calle Mayor',
      'Toby',
      'Misha',
      '600111222',
      'Trae análisis',
    ]) {
      expect(exported).not.toContain(trace);
    }

    const again = await send('POST', eraseUrl(clientId), cast.admin, { confirm: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CLIENT_ALREADY_ERASED');
  });

  it("also empties the bookings' free-text reason and deletes the pets' photo files and keys", async () => {
    const { clientId, petIds, pastBookingId } = await clientWithHistory();
    await context.database.db
      .update(bookings)
      .set({ reason: 'Cojea desde que la atropelló el vecino' })
      .where(eq(bookings.id, pastBookingId));
    const photoKey = `spaces/${cast.spaceId}/pets/${petIds[0]}/foto-${Date.now()}.webp`;
    const photoPath = join(context.dataDir, 'uploads', photoKey);
    await mkdir(dirname(photoPath), { recursive: true });
    await writeFile(photoPath, 'RIFF-foto');
    await context.database.db
      .update(pets)
      .set({ photoKey, photoBytes: 9 })
      .where(eq(pets.id, petIds[0] ?? ''));
    const response = await context.app.inject({
      method: 'POST',
      url: eraseUrl(clientId),
      headers: bearer(cast.admin.token),
      payload: { confirm: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [booking] = await context.database.db.select().from(bookings).where(eq(bookings.id, pastBookingId));
    expect(booking?.reason).toBeNull();
    const [pet] = await context.database.db
      .select()
      .from(pets)
      .where(eq(pets.id, petIds[0] ?? ''));
    expect(pet?.photoKey).toBeNull();
    await expect(access(photoPath)).rejects.toThrow();
  });

  it('leaves the client unmatched by any search for what it was', async () => {
    const { clientId, counter: n } = await clientWithHistory();
    const before = await send(
      'GET',
      `/api/spaces/${cast.spaceId}/clients?search=${encodeURIComponent(`lucia${n}@example.com`)}`,
      cast.admin,
    );
    expect(before.json().data.clients.map((client: { id: string }) => client.id)).toEqual([clientId]);
    expect((await send('POST', eraseUrl(clientId), cast.admin, { confirm: true })).statusCode).toBe(200);
    const searches = [
      `Lucía Pérez ${n}`,
      'Lucía Pérez',
      `lucia${n}@example.com`,
      `+34 600 111 ${String(100 + n)}`,
      `1234567${n}Z`,
      `Toby${n}`,
      `98100000000${String(1000 + n * 2)}`,
    ];
    for (const search of searches) {
      for (const includeArchived of ['true', 'false']) {
        const found = await send(
          'GET',
          `/api/spaces/${cast.spaceId}/clients?search=${encodeURIComponent(search)}&includeArchived=${includeArchived}`,
          cast.admin,
        );
        expect(found.statusCode).toBe(200);
        const ids = found.json().data.clients.map((client: { id: string }) => client.id);
        expect(ids, search).not.toContain(clientId);
      }
      const pets = await send(
        'GET',
        `/api/spaces/${cast.spaceId}/pets?search=${encodeURIComponent(search)}`,
        cast.admin,
      );
      expect(JSON.stringify(pets.json().data), search).not.toContain(clientId);
    }
  });

  it('is never half-done: a failure part-way rolls back every change and its audit row', async () => {
    const { clientId } = await clientWithHistory();
    const { db } = context.database;
    // The pets step fails (after bookings were anonymised in the same transaction).
    await db.execute(sql`create function test_refuse_pet_update() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end; $$`);
    await db.execute(sql`create trigger test_refuse_pet_update before update on pets
      for each row execute function test_refuse_pet_update()`);
    try {
      const failed = await send('POST', eraseUrl(clientId), cast.admin, { confirm: true });
      expect(failed.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger test_refuse_pet_update on pets`);
      await db.execute(sql`drop function test_refuse_pet_update()`);
    }
    const client = (await send('GET', `/api/spaces/${cast.spaceId}/clients/${clientId}`, cast.admin)).json()
      .data.client;
    expect(client).toMatchObject({ erasedAt: null, isArchived: false });
    expect(client.email).not.toBeNull();
    const anonymised = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from bookings where client_id = ${clientId} and client_name = 'Cliente borrado'`,
    );
    expect(anonymised[0]?.total).toBe(0);
    expect(await auditRows(clientId)).toEqual([]);
    expect(
      await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'CLIENT_ERASED'), eq(auditEvents.clientId, clientId))),
    ).toEqual([]);
  });
});
