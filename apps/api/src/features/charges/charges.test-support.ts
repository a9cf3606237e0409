import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookings } from '@citavet/db/schema/bookings';
import { spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
import type { TestContext } from '../../test/test-app';

// Helpers for the charges tests (not a test file itself): a clinic in Madrid charging in euros,
// with a client, her pet and a completed booking.

export type ChargesWorld = {
  cast: Cast;
  send: ReturnType<typeof sender>;
  clientId: string;
  petId: string;
  foreignClientId: string;
  chargesUrl: (spaceId?: string) => string;
  book: (status: 'COMPLETED' | 'CANCELLED' | 'CONFIRMED', price?: string) => Promise<string>;
};

export async function createChargesWorld(context: TestContext): Promise<ChargesWorld> {
  const cast = await createCast(context);
  const send = sender(context);
  await context.database.db
    .update(spaces)
    .set({ defaultCurrency: 'EUR', country: 'España', timeZone: 'Europe/Madrid', email: 'hola@centro.test' })
    .where(eq(spaces.id, cast.spaceId));
  const post = async (url: string, user: Cast['admin'], body: unknown) => {
    const response = await send('POST', url, user, body);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data;
  };
  const client = await post(`/api/spaces/${cast.spaceId}/clients`, cast.admin, {
    name: 'Lucía Pérez',
    email: 'lucia@example.com',
  });
  const pet = await post(`/api/spaces/${cast.spaceId}/clients/${client.client.id}/pets`, cast.admin, {
    name: 'Luna',
    species: 'perro',
  });
  const foreign = await post(`/api/spaces/${cast.otherSpaceId}/clients`, cast.outsider, { name: 'Ajeno' });
  const book = async (status: 'COMPLETED' | 'CANCELLED' | 'CONFIRMED', price = '35.50') => {
    const start = new Date('2026-03-02T08:00:00.000Z');
    const [row] = await context.database.db
      .insert(bookings)
      .values({
        spaceId: cast.spaceId,
        hostId: cast.member.user.id,
        clientId: client.client.id,
        petId: pet.pet.id,
        clientName: 'Lucía Pérez',
        serviceName: 'Consulta general',
        servicePrice: price,
        serviceCurrency: 'EUR',
        serviceDuration: 30,
        startAt: start,
        endAt: new Date(start.getTime() + 30 * 60_000),
        status,
        source: 'INTERNAL',
      })
      .returning({ id: bookings.id });
    return (row as { id: string }).id;
  };
  return {
    cast,
    send,
    clientId: client.client.id,
    petId: pet.pet.id,
    foreignClientId: foreign.client.id,
    chargesUrl: (spaceId = cast.spaceId) => `/api/spaces/${spaceId}/charges`,
    book,
  };
}

/** The text of a PDF as pdftotext reads it (poppler-utils). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'citavet-receipt-'));
  try {
    const file = join(dir, 'receipt.pdf');
    writeFileSync(file, pdf);
    execFileSync('qpdf', ['--check', file], { stdio: 'ignore' });
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
