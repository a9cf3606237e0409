import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { users } from '@citavet/db/schema/users';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createRecordsWorld, type RecordsWorld } from './records.test-support';

// Every record PDF prints symbols outside Latin-1 (a signed prescription once read '"d 2/día' for
// '≤ 2/día'), carries the patient's name and a page number on every page, and is a valid PDF. Read
// back with pdf.js here and, where poppler and qpdf are installed (.ci/run installs them), with
// pdftotext and `qpdf --check` as a pharmacist's or archive's tools would.

const SYMBOLS = '≤ 2/día · 0,5 µg ± 0,1 · 38,5 °C · ½ comprimido · 12,50 €';
// The font draws the micro sign (U+00B5) with the Greek mu's glyph, which reads back as U+03BC.
const sameMicro = (text: string) => text.replace(/\u03bc/g, '\u00b5');

let context: TestContext;
let world: RecordsWorld;
let prescriptionId: string;
const base = () => `/api/spaces/${world.cast.spaceId}/pets/${world.petId}`;
const hasTool = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const hasPoppler = hasTool('pdftotext') && hasTool('qpdf');
if (process.env.CI && !hasPoppler) throw new Error('CI must have pdftotext and qpdf (.ci/run installs them)');

async function pdfJsText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: sameMicro(result.text), pages: result.total };
  } finally {
    await parser.destroy();
  }
}

function popplerText(bytes: Buffer): string {
  const directory = mkdtempSync(join(tmpdir(), 'citavet-pdf-'));
  try {
    const file = join(directory, 'document.pdf');
    writeFileSync(file, bytes);
    execFileSync('qpdf', ['--check', file], { stdio: 'pipe' });
    return sameMicro(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

async function signed(body: unknown) {
  const created = await world.send('POST', `${base()}/records`, world.cast.member, body);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.record.id as string;
  const sign = await world.send('POST', `${base()}/records/${id}/sign`, world.cast.member);
  expect(sign.statusCode, sign.body).toBe(200);
  return id;
}

beforeAll(async () => {
  context = await createTestContext({ clockStart: '2026-03-02T08:30:00.000Z' });
  world = await createRecordsWorld(context);
  await context.database.db
    .update(users)
    .set({ licenseNumber: 'M-28/4521' })
    .where(eq(users.id, world.cast.member.user.id));
  const alerts = await world.send('PUT', base(), world.cast.member, { alerts: ['Alergia a sulfonamidas'] });
  expect(alerts.statusCode, alerts.body).toBe(200);
  // Enough long entries that the history runs over several pages.
  for (let day = 1; day <= 12; day += 1) {
    await signed({
      kind: 'CONSULTATION',
      occurredAt: `2026-02-${String(day).padStart(2, '0')}T10:00:00.000Z`,
      content: {
        reason: `Control ${day}: ${SYMBOLS}`,
        exam: { weightKg: 12 + day / 10 },
        treatment: `${'Tratamiento largo con indicaciones detalladas. '.repeat(12)}${SYMBOLS}`,
      },
    });
  }
  prescriptionId = await signed({
    kind: 'PRESCRIPTION',
    content: {
      items: [{ drug: 'Meloxicam', concentration: '1,5 mg/ml', dose: '0,1 mg/kg', frequency: '≤ 2/día' }],
      notes: SYMBOLS,
    },
  });
  await signed({
    kind: 'VACCINATION',
    content: { product: 'Rabia ½ dosis ≥ 3 kg', givenOn: '2026-03-02', nextDueOn: '2027-03-02' },
  });
});
afterAll(() => context.close());

describe('record PDFs in Unicode', () => {
  it('prints the prescription’s symbols, the alerts, the weight and the vet’s licence number', async () => {
    const response = await world.send(
      'GET',
      `${base()}/records/${prescriptionId}/prescription.pdf`,
      world.cast.member,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await pdfJsText(response.rawPayload);
    for (const expected of [
      '≤ 2/día',
      '0,5 µg ± 0,1',
      '38,5 °C',
      '½ comprimido',
      '12,50 €',
      'Alergia a sulfonamidas',
      '13,2 kg',
      'Matrícula profesional: M-28/4521',
      'Receta de Luna · Página 1',
    ]) {
      expect(text).toContain(expected);
    }
    if (hasPoppler) expect(popplerText(response.rawPayload)).toContain('≤ 2/día');
  });

  it('prints the vaccination card’s symbols', async () => {
    const response = await world.send('GET', `${base()}/vaccinations.pdf`, world.cast.member);
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await pdfJsText(response.rawPayload);
    expect(text).toContain('Rabia ½ dosis ≥ 3 kg');
    expect(text).toContain('Carnet de vacunación de Luna · Página 1');
    if (hasPoppler) expect(popplerText(response.rawPayload)).toContain('½ dosis ≥ 3 kg');
  });

  it('numbers every page of the history and names the patient on each', async () => {
    const response = await world.send('GET', `${base()}/history.pdf`, world.cast.member);
    expect(response.statusCode, response.body).toBe(200);
    const { text, pages } = await pdfJsText(response.rawPayload);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1) {
      expect(text).toContain(`Historia clínica de Luna (Lucía Pérez) · Página ${page}`);
    }
    expect(text).toContain(SYMBOLS);
    if (hasPoppler) expect(popplerText(response.rawPayload)).toContain('≤ 2/día');
  });
});
