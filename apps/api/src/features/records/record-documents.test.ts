import { spaces } from '@citavet/db/schema/spaces';
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createRecordsWorld, type RecordsWorld } from './records.test-support';

let context: TestContext;
let world: RecordsWorld;
let prescriptionId: string;

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const base = () => `/api/spaces/${world.cast.spaceId}/pets/${world.petId}`;

beforeAll(async () => {
  context = await createTestContext({ clockStart: '2026-03-02T08:30:00.000Z' });
  world = await createRecordsWorld(context);
  const logoKey = `spaces/${world.cast.spaceId}/logo/logo.webp`;
  await context.app.inject({ method: 'GET', url: '/api/health' });
  const logo = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#0f766e' } })
    .webp()
    .toBuffer();
  // The storage is the app's own local disk: write through the same interface the logo route uses.
  const { createLocalDiskStorage } = await import('../../storage/local-disk-storage');
  const storage = createLocalDiskStorage(`${context.dataDir}/uploads`);
  await storage.put(logoKey, logo);
  await storage.settle(logoKey);
  await context.database.db
    .update(spaces)
    .set({ logoKey, address: 'Calle Mayor 12', city: 'Madrid', contactPhone: '+34 910 000 000' })
    .where(eq(spaces.id, world.cast.spaceId));

  const send = async (method: 'POST', url: string, body?: unknown) => {
    const response = await world.send(method, url, world.cast.member, body);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data.record as { id: string };
  };
  const prescription = await send('POST', `${base()}/records`, {
    kind: 'PRESCRIPTION',
    content: {
      items: [
        {
          drug: 'Amoxicilina/ácido clavulánico',
          concentration: '250 mg',
          dose: '1 comprimido',
          route: 'oral',
          frequency: 'cada 12 horas',
          duration: '7 días',
          quantity: '14',
        },
        {
          drug: 'Meloxicam',
          concentration: '1,5 mg/ml',
          dose: '0,1 mg/kg',
          route: 'oral',
          frequency: 'cada 24 horas',
          duration: '5 días',
        },
      ],
      notes: 'Administrar con comida',
    },
  });
  prescriptionId = prescription.id;
  await send('POST', `${base()}/records/${prescription.id}/sign`);
  const vaccine = await send('POST', `${base()}/records`, {
    kind: 'VACCINATION',
    content: {
      product: 'Nobivac Rabia',
      laboratory: 'MSD',
      lot: 'A123',
      givenOn: '2026-03-02',
      nextDueOn: '2027-03-02',
    },
  });
  await send('POST', `${base()}/records/${vaccine.id}/sign`);
  const consultation = await send('POST', `${base()}/records`, {
    kind: 'CONSULTATION',
    occurredAt: '2026-01-15T10:00:00.000Z',
    content: {
      reason: 'Otitis externa',
      exam: { weightKg: 12.4, temperatureC: 38.9 },
      treatment: 'Limpieza ótica',
    },
  });
  await send('POST', `${base()}/records/${consultation.id}/sign`);
  await world.send('POST', `${base()}/records/${consultation.id}/addenda`, world.cast.member, {
    text: 'Mejoría a los 3 días',
  });
});
afterAll(() => context.close());

describe('record documents', () => {
  it('prints a prescription with the clinic, the pet, the drugs and the signer in A4', async () => {
    const response = await world.send(
      'GET',
      `${base()}/records/${prescriptionId}/prescription.pdf`,
      world.cast.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="receta-Luna-2026-03-02.pdf"',
    );
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Clínica Centro',
      'Calle Mayor 12, Madrid',
      'Receta veterinaria',
      'Luna',
      'Lucía Pérez',
      'Amoxicilina/ácido clavulánico',
      'Meloxicam',
      'cada 12 horas',
      'Administrar con comida',
      'Mario Miembro',
      '2 de marzo de 2026',
    ]) {
      expect(text).toContain(expected);
    }
    // A4 is 595.28 × 841.89 points.
    expect(response.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('refuses to print a draft or an entry that is not a prescription', async () => {
    const draft = await world.send('POST', `${base()}/records`, world.cast.member, {
      kind: 'PRESCRIPTION',
      content: { items: [{ drug: 'X', dose: '1' }] },
    });
    const draftId = draft.json().data.record.id;
    const unsigned = await world.send(
      'GET',
      `${base()}/records/${draftId}/prescription.pdf`,
      world.cast.member,
    );
    expect(unsigned.statusCode).toBe(409);
    const note = await world.send('POST', `${base()}/records`, world.cast.member, {
      kind: 'NOTE',
      content: { text: 'x' },
    });
    const wrong = await world.send(
      'GET',
      `${base()}/records/${note.json().data.record.id}/prescription.pdf`,
      world.cast.member,
    );
    expect(wrong.json()).toMatchObject({ code: 'NOT_A_PRESCRIPTION' });
  });

  it('prints the vaccination card', async () => {
    const response = await world.send('GET', `${base()}/vaccinations.pdf`, world.cast.member);
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Carnet de vacunación',
      'Clínica Centro',
      'Luna',
      'Nobivac Rabia',
      'MSD',
      'Lote A123',
      '02/03/2027',
      'Al día',
    ]) {
      expect(text).toContain(expected);
    }
    // Given today: the card must not make it look as if it were still to be given.
    expect(text).not.toContain('Pendiente');
  });

  it('streams the whole history, or a date range', async () => {
    const all = await world.send('GET', `${base()}/history.pdf`, world.cast.member);
    expect(all.statusCode, all.body).toBe(200);
    const text = await pdfText(all.rawPayload);
    for (const expected of [
      'Historia clínica',
      'Clínica Centro',
      'Luna',
      'Otitis externa',
      'Peso 12,4 kg',
      'Amoxicilina',
      'Nobivac Rabia',
      'Mejoría a los 3 días',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf('Otitis externa')).toBeLessThan(text.indexOf('Amoxicilina'));
    const march = await world.send(
      'GET',
      `${base()}/history.pdf?from=2026-03-01&to=2026-03-31`,
      world.cast.member,
    );
    const marchText = await pdfText(march.rawPayload);
    expect(marchText).toContain('Amoxicilina');
    expect(marchText).not.toContain('Otitis externa');
    const wrong = await world.send(
      'GET',
      `${base()}/history.pdf?from=2026-03-31&to=2026-03-01`,
      world.cast.member,
    );
    expect(wrong.statusCode).toBe(400);
  });

  it('e-mails the card and a prescription to the owner through the outbox, as PDF attachments', async () => {
    const card = await world.send('POST', `${base()}/vaccinations/email`, world.cast.member);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({ data: { to: 'lucia@example.com' } });
    const prescription = await world.send(
      'POST',
      `${base()}/records/${prescriptionId}/prescription/email`,
      world.cast.member,
    );
    expect(prescription.statusCode, prescription.body).toBe(200);
    const rows = (await context.database.db.execute(
      sql`select kind, to_address, subject, text_body, attachments from email_outbox where kind like 'record-%' order by created_at`,
    )) as unknown as {
      rows: Array<{
        kind: string;
        to_address: string;
        subject: string;
        text_body: string;
        attachments: Array<{ filename: string; contentType: string; content: string; encoding: string }>;
      }>;
    };
    expect(rows.rows.map((row) => [row.kind, row.to_address, row.subject])).toEqual([
      ['record-vaccination-card', 'lucia@example.com', 'Carnet de vacunación de Luna — Clínica Centro'],
      ['record-prescription', 'lucia@example.com', 'Receta de Luna — Clínica Centro'],
    ]);
    const attachment = rows.rows[1]?.attachments[0];
    expect(attachment).toMatchObject({
      filename: 'receta-Luna.pdf',
      contentType: 'application/pdf',
      encoding: 'base64',
    });
    expect(await pdfText(Buffer.from(attachment?.content ?? '', 'base64'))).toContain('Meloxicam');
    // The body itself carries no clinical text.
    expect(rows.rows[1]?.text_body).not.toContain('Meloxicam');
  });

  it('keeps documents to the space (404 for outsiders, 401 anonymous)', async () => {
    expect((await world.send('GET', `${base()}/history.pdf`)).statusCode).toBe(401);
    expect((await world.send('GET', `${base()}/history.pdf`, world.cast.outsider)).statusCode).toBe(404);
    expect((await world.send('POST', `${base()}/vaccinations/email`, world.cast.outsider)).statusCode).toBe(
      404,
    );
  });
});
