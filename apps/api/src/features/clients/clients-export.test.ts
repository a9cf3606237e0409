import { clients } from '@citavet/db/schema/bookings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
import { createTestContext, type TestContext } from '../../test/test-app';

// The clients CSV: each client's pets, and the reminders as the outbox sends them (the same reading
// as the client page: reminder-consent.ts).

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  send = sender(context);
});
afterAll(() => context.close());

async function createClient(body: Record<string, unknown>) {
  const response = await send('POST', `/api/spaces/${cast.spaceId}/clients`, cast.admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.client.id as string;
}

describe('GET /api/spaces/{spaceId}/clients/export', () => {
  it('lists each client’s pets and what reminders they get', async () => {
    const withPets = await createClient({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      reminderConsent: true,
    });
    for (const name of ['Toby', 'Luna']) {
      const pet = await send('POST', `/api/spaces/${cast.spaceId}/clients/${withPets}/pets`, cast.admin, {
        name,
        species: 'perro',
      });
      expect(pet.statusCode, pet.body).toBe(201);
    }
    await createClient({ name: 'Berta Gil', email: 'berta@example.com' });
    const unsubscribed = await createClient({
      name: 'Carla Díaz',
      email: 'carla@example.com',
      reminderConsent: true,
    });
    await context.database.db
      .update(clients)
      .set({ remindersUnsubscribedAt: new Date() })
      .where(eq(clients.id, unsubscribed));

    const response = await send('GET', `/api/spaces/${cast.spaceId}/clients/export`, cast.admin);
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nombre,Correo electrónico,Teléfono,WhatsApp,Documento,Dirección,Notas,Mascotas,Recordatorios de citas,Recordatorios de vacunas y controles,Acepta comunicaciones',
    );
    expect(lines).toContain('Ana Ruiz,ana@example.com,,,,,,"Luna, Toby",Sí,Sí,No');
    expect(lines).toContain('Berta Gil,berta@example.com,,,,,,,Sí,No,No');
    expect(lines).toContain('Carla Díaz,carla@example.com,,,,,,,No (dado de baja),No (dado de baja),No');
  });
});
