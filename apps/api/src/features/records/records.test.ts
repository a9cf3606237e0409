import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditIpHash } from '../../audit/audit-ip';
import { insertClientBooking } from '../../test/clients-test-support';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createRecordsWorld, PDF_BYTES, type RecordsWorld, uploadFiles } from './records.test-support';

let context: TestContext;
let world: RecordsWorld;

const consultation = {
  kind: 'CONSULTATION',
  content: {
    reason: 'Vómitos desde ayer',
    exam: { weightKg: 12.4, temperatureC: 39.1, heartRate: 110, respiratoryRate: 24, bodyCondition: 5 },
    presumptiveDiagnosis: 'Gastritis',
    nextControlOn: '2026-03-16',
  },
};

async function create(body: unknown = consultation, user = world.cast.member) {
  const response = await world.send('POST', world.recordsUrl(), user, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.record as { id: string; status: string; [key: string]: unknown };
}

const recordUrl = (id: string, suffix = '') => `${world.recordsUrl()}/${id}${suffix}`;

async function listFiles(directory: string): Promise<string[]> {
  try {
    return (await readdir(directory, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

beforeAll(async () => {
  // 09:30 in Madrid on 2 March 2026.
  context = await createTestContext({ clockStart: '2026-03-02T08:30:00.000Z' });
  world = await createRecordsWorld(context);
});
afterAll(() => context.close());

describe('POST /records', () => {
  it('writes a draft with its author and the clinic-local date and time', async () => {
    const record = await create();
    expect(record).toMatchObject({
      kind: 'CONSULTATION',
      status: 'DRAFT',
      occurredAt: '2026-03-02T08:30:00.000Z',
      localDateTime: '2026-03-02 09:30',
      author: { id: world.cast.member.user.id, name: 'Mario Miembro' },
      signedBy: null,
      bookingId: null,
      addenda: [],
      attachments: [],
      content: {
        reason: 'Vómitos desde ayer',
        exam: { weightKg: 12.4, temperatureC: 39.1, mucousMembranes: null },
      },
    });
  });

  it('refuses impossible vitals with a Spanish message (400)', async () => {
    const response = await world.send('POST', world.recordsUrl(), world.cast.member, {
      kind: 'CONSULTATION',
      content: { reason: 'Fiebre', exam: { temperatureC: 60, weightKg: 0 } },
    });
    expect(response.statusCode).toBe(400);
    const messages = (response.json().details as Array<{ message: string }>).map((detail) => detail.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'La temperatura debe estar entre 25 y 45 °C',
        'El peso debe ser mayor que 0 kg',
      ]),
    );
  });

  it('refuses an entry in the future and a vaccine given after today', async () => {
    const future = await world.send('POST', world.recordsUrl(), world.cast.member, {
      kind: 'NOTE',
      occurredAt: '2026-03-03T08:30:00.000Z',
      content: { text: 'x' },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'INVALID_RECORD_DATES' });
    const vaccine = await world.send('POST', world.recordsUrl(), world.cast.member, {
      kind: 'VACCINATION',
      content: { product: 'Rabia', givenOn: '2026-03-03' },
    });
    expect(vaccine.json()).toMatchObject({
      code: 'INVALID_RECORD_DATES',
      message: 'La fecha de aplicación no puede ser futura',
    });
  });

  it("links the appointment it came from, only one of the pet's owner in this space", async () => {
    const bookingId = await insertClientBooking(context, {
      spaceId: world.cast.spaceId,
      hostId: world.cast.member.user.id,
      clientId: world.clientId,
      startAt: '2026-03-02T08:00:00.000Z',
    });
    const record = await create({ ...consultation, bookingId });
    expect(record.bookingId).toBe(bookingId);
    const stranger = await world.send('POST', world.recordsUrl(), world.cast.member, {
      ...consultation,
      bookingId: '00000000-0000-4000-8000-000000000000',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ code: 'RECORD_BOOKING_NOT_FOUND' });
  });

  it('takes an appointment that names this pet, not one that names another pet of the owner', async () => {
    const { sql } = await import('drizzle-orm');
    const sibling = await world.send(
      'POST',
      `/api/spaces/${world.cast.spaceId}/clients/${world.clientId}/pets`,
      world.cast.admin,
      {
        name: 'Hermano',
        species: 'gato',
      },
    );
    const siblingId = sibling.json().data.pet.id as string;
    const bookingId = await insertClientBooking(context, {
      spaceId: world.cast.spaceId,
      hostId: world.cast.member.user.id,
      clientId: world.clientId,
      startAt: '2026-03-02T07:00:00.000Z',
    });
    await context.database.db.execute(sql`update bookings set pet_id = ${siblingId} where id = ${bookingId}`);
    const other = await world.send('POST', world.recordsUrl(), world.cast.member, {
      ...consultation,
      bookingId,
    });
    expect(other.json()).toMatchObject({ code: 'RECORD_BOOKING_NOT_FOUND' });
    const own = await world.send('POST', world.recordsUrl(siblingId), world.cast.member, {
      ...consultation,
      bookingId,
    });
    expect(own.statusCode, own.body).toBe(201);
  });
});

describe('draft, sign, addenda', () => {
  it('edits a draft, signs it, then refuses any change with 409 and takes addenda', async () => {
    const draft = await create();
    const edited = await world.send('PUT', recordUrl(draft.id), world.cast.member, {
      kind: 'CONSULTATION',
      content: { ...consultation.content, definitiveDiagnosis: 'Gastritis aguda' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.record.content.definitiveDiagnosis).toBe('Gastritis aguda');

    const early = await world.send('POST', recordUrl(draft.id, '/addenda'), world.cast.member, { text: 'x' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'RECORD_NOT_SIGNED' });

    context.clock.advance(60_000);
    const signed = await world.send('POST', recordUrl(draft.id, '/sign'), world.cast.member);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.record).toMatchObject({
      status: 'SIGNED',
      signedBy: { id: world.cast.member.user.id, name: 'Mario Miembro' },
      signedAt: '2026-03-02T08:31:00.000Z',
    });

    const change = await world.send('PUT', recordUrl(draft.id), world.cast.member, consultation);
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({
      code: 'RECORD_SIGNED',
      message: 'La entrada está firmada: agrega una adenda',
    });
    const again = await world.send('POST', recordUrl(draft.id, '/sign'), world.cast.member);
    expect(again.statusCode).toBe(409);

    const addendum = await world.send('POST', recordUrl(draft.id, '/addenda'), world.cast.admin, {
      text: 'El peso correcto es 12,8 kg',
    });
    expect(addendum.statusCode, addendum.body).toBe(201);
    const record = addendum.json().data.record;
    expect(record.content.exam.weightKg).toBe(12.4);
    expect(record.addenda).toEqual([
      {
        id: expect.any(String),
        text: 'El peso correcto es 12,8 kg',
        author: { id: world.cast.admin.user.id, name: 'Ana Admin' },
        createdAt: '2026-03-02T08:31:00.000Z',
        localDateTime: '2026-03-02 09:31',
      },
    ]);
    const read = await world.send('GET', recordUrl(draft.id), world.cast.admin);
    expect(read.json().data.record).toEqual(record);
  });

  it("keeps someone else's draft theirs (403) and the kind fixed (400)", async () => {
    const draft = await create();
    const other = await world.send('PUT', recordUrl(draft.id), world.cast.admin, consultation);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'RECORD_NOT_AUTHOR' });
    const sign = await world.send('POST', recordUrl(draft.id, '/sign'), world.cast.admin);
    expect(sign.statusCode).toBe(403);
    const kind = await world.send('PUT', recordUrl(draft.id), world.cast.member, {
      kind: 'NOTE',
      content: { text: 'x' },
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ code: 'RECORD_KIND_CHANGE' });
  });

  it('the database itself refuses to change a signed entry', async () => {
    const draft = await create({ kind: 'NOTE', content: { text: 'Nota firmada' } });
    await world.send('POST', recordUrl(draft.id, '/sign'), world.cast.member);
    await expect(
      context.database.db.execute(
        (await import('drizzle-orm'))
          .sql`update record_entries set content = '{"text":"cambiada"}' where id = ${draft.id}`,
      ),
    ).rejects.toThrow();
  });
});

describe('GET /records (timeline)', () => {
  it('pages newest first, filters by kind and finds text without accents or case', async () => {
    const pet = await world.send(
      'POST',
      `/api/spaces/${world.cast.spaceId}/clients/${world.clientId}/pets`,
      world.cast.admin,
      {
        name: 'Kira',
        species: 'gato',
      },
    );
    const petId = pet.json().data.pet.id as string;
    const url = world.recordsUrl(petId);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await world.send('POST', url, world.cast.member, {
        kind: index % 2 === 0 ? 'NOTE' : 'LAB_RESULT',
        occurredAt: new Date(Date.parse('2026-02-01T10:00:00Z') + index * 86_400_000).toISOString(),
        content: { text: index === 3 ? 'Hemograma: anemia leve' : `Texto ${index}` },
      });
      ids.push(response.json().data.record.id);
    }
    const first = await world.send('GET', `${url}?limit=2`, world.cast.member);
    expect(first.json().data.records.map((record: { id: string }) => record.id)).toEqual([ids[4], ids[3]]);
    const cursor = first.json().data.nextCursor as string;
    const second = await world.send(
      'GET',
      `${url}?limit=2&cursor=${encodeURIComponent(cursor)}`,
      world.cast.member,
    );
    expect(second.json().data.records.map((record: { id: string }) => record.id)).toEqual([ids[2], ids[1]]);
    const third = await world.send(
      'GET',
      `${url}?limit=2&cursor=${second.json().data.nextCursor}`,
      world.cast.member,
    );
    expect(third.json().data).toMatchObject({ records: [{ id: ids[0] }], nextCursor: null });

    const labs = await world.send('GET', `${url}?kind=LAB_RESULT`, world.cast.member);
    expect(labs.json().data.records.map((record: { id: string }) => record.id)).toEqual([ids[3], ids[1]]);
    const search = await world.send(
      'GET',
      `${url}?search=${encodeURIComponent('ANÉMIA')}`,
      world.cast.member,
    );
    expect(search.json().data.records.map((record: { id: string }) => record.id)).toEqual([ids[3]]);
    const bad = await world.send('GET', `${url}?cursor=zzz`, world.cast.member);
    expect(bad.statusCode).toBe(400);
  });
});

describe('vaccination card and weights', () => {
  it('shows signed vaccines given, due and overdue against the clinic day', async () => {
    const pet = await world.send(
      'POST',
      `/api/spaces/${world.cast.spaceId}/clients/${world.clientId}/pets`,
      world.cast.admin,
      {
        name: 'Rocky',
        species: 'perro',
      },
    );
    const petId = pet.json().data.pet.id as string;
    const url = world.recordsUrl(petId);
    const give = async (content: Record<string, unknown>, kind = 'VACCINATION', sign = true) => {
      const response = await world.send('POST', url, world.cast.member, { kind, content });
      const id = response.json().data.record.id as string;
      if (sign) await world.send('POST', `${url}/${id}/sign`, world.cast.member);
      return id;
    };
    const rabies = await give({
      product: 'Rabia',
      laboratory: 'Zoetis',
      lot: 'L-1',
      givenOn: '2025-03-01',
      nextDueOn: '2026-03-01',
    });
    const dhpp = await give({ product: 'Polivalente', givenOn: '2025-09-01', nextDueOn: '2026-09-01' });
    const worms = await give({ product: 'Milbemax', givenOn: '2026-01-02' }, 'DEWORMING');
    await give(
      { product: 'Leishmania', givenOn: '2026-03-01', nextDueOn: '2027-03-01' },
      'VACCINATION',
      false,
    );
    await world.send('POST', url, world.cast.member, {
      kind: 'CONSULTATION',
      occurredAt: '2026-01-10T10:00:00.000Z',
      content: { reason: 'Control', exam: { weightKg: 20.5 } },
    });
    await world.send('POST', url, world.cast.member, {
      kind: 'CONSULTATION',
      content: { reason: 'Control', exam: { weightKg: 21 } },
    });

    const response = await world.send(
      'GET',
      `/api/spaces/${world.cast.spaceId}/pets/${petId}/vaccinations`,
      world.cast.member,
    );
    expect(response.statusCode, response.body).toBe(200);
    const card = response.json().data.card;
    expect(card).toMatchObject({ today: '2026-03-02', overdueCount: 1, dueCount: 1 });
    expect(
      card.lines.map((line: { recordId: string; status: string }) => [line.recordId, line.status]),
    ).toEqual([
      [worms, 'GIVEN'],
      [dhpp, 'DUE'],
      [rabies, 'OVERDUE'],
    ]);
    expect(card.lines[2]).toMatchObject({ laboratory: 'Zoetis', lot: 'L-1', daysUntilDue: -1 });

    const weights = await world.send(
      'GET',
      `/api/spaces/${world.cast.spaceId}/pets/${petId}/weights`,
      world.cast.member,
    );
    expect(weights.json().data.weights).toEqual([
      { recordId: expect.any(String), date: '2026-01-10', weightKg: 20.5 },
      { recordId: expect.any(String), date: '2026-03-02', weightKg: 21 },
    ]);
  });
});

describe('attachments', () => {
  it('adds a lab PDF and an X-ray to a draft, readable only by the space', async () => {
    const draft = await create({ kind: 'LAB_RESULT', content: { title: 'Hemograma', text: 'Ver PDF' } });
    const xray = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const response = await uploadFiles(
      context,
      recordUrl(draft.id, '/attachments'),
      world.cast.member.token,
      [
        { bytes: PDF_BYTES, filename: 'hemograma ñ.pdf', type: 'application/pdf' },
        { bytes: xray, filename: 'rx.png', type: 'image/png' },
      ],
    );
    expect(response.statusCode, response.body).toBe(201);
    const attachments = response.json().data.record.attachments as Array<{
      id: string;
      mimeType: string;
      fileName: string;
    }>;
    expect(attachments.map((file) => [file.fileName, file.mimeType])).toEqual([
      ['hemograma ñ.pdf', 'application/pdf'],
      ['rx.png', 'image/webp'],
    ]);
    const [pdf] = attachments;
    const download = await world.send(
      'GET',
      recordUrl(draft.id, `/attachments/${pdf?.id}`),
      world.cast.admin,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);

    const stored = await listFiles(join(context.dataDir, 'uploads', 'spaces', world.cast.spaceId, 'records'));
    expect(stored).toHaveLength(2);
    const keys = await context.database.db.execute(
      (await import('drizzle-orm'))
        .sql`select storage_key from record_attachments where record_id = ${draft.id}`,
    );
    const key = (keys as unknown as { rows: Array<{ storage_key: string }> }).rows[0]?.storage_key;
    const publicFile = await context.app.inject({ method: 'GET', url: `/api/files/${key}` });
    expect(publicFile.statusCode).toBe(404);
    const outsider = await world.send(
      'GET',
      recordUrl(draft.id, `/attachments/${pdf?.id}`),
      world.cast.outsider,
    );
    expect(outsider.statusCode).toBe(404);
  });

  it('refuses a wrong type with 415 and stores nothing of the form', async () => {
    const draft = await create({ kind: 'NOTE', content: { text: 'Foto' } });
    const before = await listFiles(join(context.dataDir, 'uploads', 'spaces', world.cast.spaceId, 'records'));
    const response = await uploadFiles(
      context,
      recordUrl(draft.id, '/attachments'),
      world.cast.member.token,
      [
        { bytes: PDF_BYTES, filename: 'ok.pdf', type: 'application/pdf' },
        {
          bytes: Buffer.from('<html><script>alert(1)</script></html>'),
          filename: 'rx.pdf',
          type: 'application/pdf',
        },
      ],
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Solo se aceptan archivos PDF o imágenes (JPEG, PNG, WebP)',
    });
    expect(
      await listFiles(join(context.dataDir, 'uploads', 'spaces', world.cast.spaceId, 'records')),
    ).toEqual(before);
    const read = await world.send('GET', recordUrl(draft.id), world.cast.member);
    expect(read.json().data.record.attachments).toEqual([]);
  });

  it('refuses attachments on a signed entry (409)', async () => {
    const draft = await create({ kind: 'NOTE', content: { text: 'x' } });
    await world.send('POST', recordUrl(draft.id, '/sign'), world.cast.member);
    const response = await uploadFiles(
      context,
      recordUrl(draft.id, '/attachments'),
      world.cast.member.token,
      [{ bytes: PDF_BYTES, filename: 'ok.pdf', type: 'application/pdf' }],
    );
    expect(response.statusCode).toBe(409);
  });
});

describe('access', () => {
  it('answers 401 to strangers, 404 to other spaces and for cross-space ids', async () => {
    const draft = await create();
    expect((await world.send('GET', world.recordsUrl())).statusCode).toBe(401);
    expect((await world.send('GET', world.recordsUrl(), world.cast.outsider)).statusCode).toBe(404);
    expect((await world.send('GET', recordUrl(draft.id), world.cast.outsider)).statusCode).toBe(404);
    // The outsider's own space with this space's pet, and this space with the outsider's pet.
    const crossPet = await world.send(
      'GET',
      world.recordsUrl(world.petId, world.cast.otherSpaceId),
      world.cast.outsider,
    );
    expect(crossPet.json()).toMatchObject({ code: 'PET_NOT_FOUND' });
    const foreign = await world.send(
      'POST',
      world.recordsUrl(world.foreignPetId),
      world.cast.admin,
      consultation,
    );
    expect(foreign.statusCode).toBe(404);
    const otherPet = await world.send(
      'GET',
      `${world.recordsUrl(world.foreignPetId, world.cast.otherSpaceId)}/${draft.id}`,
      world.cast.outsider,
    );
    expect(otherPet.json()).toMatchObject({ code: 'RECORD_NOT_FOUND' });
  });
});

describe('audit', () => {
  it('logs every create, update, sign, addendum, attachment and view with who and from where', async () => {
    const { sql } = await import('drizzle-orm');
    const draft = await create({ kind: 'NOTE', content: { text: 'Para auditar' } });
    await world.send('PUT', recordUrl(draft.id), world.cast.member, {
      kind: 'NOTE',
      content: { text: 'Editada' },
    });
    await uploadFiles(context, recordUrl(draft.id, '/attachments'), world.cast.member.token, [
      { bytes: PDF_BYTES, filename: 'a.pdf', type: 'application/pdf' },
    ]);
    await world.send('POST', recordUrl(draft.id, '/sign'), world.cast.member);
    await world.send('POST', recordUrl(draft.id, '/addenda'), world.cast.admin, { text: 'Adenda' });
    await world.send('GET', recordUrl(draft.id), world.cast.admin);
    const result = (await context.database.db.execute(
      sql`select action, actor_user_id, subject_type, pet_id, client_id, ip, details from audit_events
          where subject_id = ${draft.id} order by created_at, id`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    expect(result.rows.map((row) => row.action)).toEqual([
      'RECORD_CREATED',
      'RECORD_UPDATED',
      'RECORD_ATTACHMENT_ADDED',
      'RECORD_SIGNED',
      'RECORD_ADDENDUM_ADDED',
      'PET_RECORD_VIEWED',
    ]);
    expect(result.rows[0]).toMatchObject({
      actor_user_id: world.cast.member.user.id,
      subject_type: 'record',
      pet_id: world.petId,
      client_id: world.clientId,
      // Stored as its keyed hash, never the address itself.
      ip: auditIpHash('127.0.0.1'),
      details: { kind: 'NOTE' },
    });
    expect(result.rows[5]).toMatchObject({
      actor_user_id: world.cast.admin.user.id,
      details: { view: 'record' },
    });

    const before = await context.database.db.execute(
      sql`select count(*)::int as n from audit_events where action = 'PET_RECORD_VIEWED' and subject_id = ${world.petId}`,
    );
    await world.send('GET', world.recordsUrl(), world.cast.member);
    const after = await context.database.db.execute(
      sql`select count(*)::int as n from audit_events where action = 'PET_RECORD_VIEWED' and subject_id = ${world.petId}`,
    );
    const count = (value: unknown) => (value as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
    expect(count(after)).toBe(count(before) + 1);
  });

  it('writes no audit row for a refused change', async () => {
    const { sql } = await import('drizzle-orm');
    const draft = await create({ kind: 'NOTE', content: { text: 'x' } });
    await world.send('POST', recordUrl(draft.id, '/sign'), world.cast.member);
    await world.send('PUT', recordUrl(draft.id), world.cast.member, { kind: 'NOTE', content: { text: 'y' } });
    const result = (await context.database.db.execute(
      sql`select action from audit_events where subject_id = ${draft.id} order by created_at, id`,
    )) as unknown as { rows: Array<{ action: string }> };
    expect(result.rows.map((row) => row.action)).toEqual(['RECORD_CREATED', 'RECORD_SIGNED']);
  });
});

describe('start-up reconciliation', () => {
  it('keeps the attachments rows reference and removes a clinical file whose row never came', async () => {
    const { reconcileStoredFiles } = await import('../../storage/reconcile-stored-files');
    const { referencedStoredKeys } = await import('../../stored-file-keys');
    const { writeFile } = await import('node:fs/promises');
    const draft = await create({ kind: 'LAB_RESULT', content: { text: 'Bioquímica' } });
    const response = await uploadFiles(
      context,
      recordUrl(draft.id, '/attachments'),
      world.cast.member.token,
      [{ bytes: PDF_BYTES, filename: 'bioquimica.pdf', type: 'application/pdf' }],
    );
    expect(response.statusCode).toBe(201);
    const directory = join(context.dataDir, 'uploads', 'spaces', world.cast.spaceId, 'records');
    await writeFile(join(directory, '0123456789abcdef0123456789abcdef'), PDF_BYTES);
    const before = await listFiles(directory);
    const report = await reconcileStoredFiles(join(context.dataDir, 'uploads'), (spaceId) =>
      referencedStoredKeys(context.database.db, spaceId),
    );
    expect(report.orphans).toEqual([`spaces/${world.cast.spaceId}/records/0123456789abcdef0123456789abcdef`]);
    expect(await listFiles(directory)).toHaveLength(before.length - 1);
    const [attachment] = response.json().data.record.attachments as Array<{ id: string }>;
    const download = await world.send(
      'GET',
      recordUrl(draft.id, `/attachments/${attachment?.id}`),
      world.cast.member,
    );
    expect(download.statusCode).toBe(200);
  });
});

describe('DELETE /pets/{petId} with a medical history', () => {
  it("keeps the pet and its entries (409): the record is the clinic's legal document", async () => {
    await create({ kind: 'NOTE', content: { text: 'Antes de borrar' } });
    const petUrl = `/api/spaces/${world.cast.spaceId}/pets/${world.petId}`;
    const refused = await world.send('DELETE', petUrl, world.cast.admin);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PET_HAS_RECORDS',
      message:
        'La mascota tiene historia clínica y no se puede eliminar. Si falleció, márcala como fallecida.',
    });
    expect((await world.send('GET', petUrl, world.cast.admin)).statusCode).toBe(200);
    const timeline = await world.send('GET', world.recordsUrl(), world.cast.member);
    expect(timeline.json().data.records.length).toBeGreaterThan(0);
  });
});
