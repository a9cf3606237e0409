import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, insertClientBooking, sender } from '../../test/clients-test-support';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  send = sender(context);
});
afterAll(() => context.close());

async function createClient(payload: Record<string, unknown>, spaceId = cast.spaceId, user = cast.admin) {
  const response = await send('POST', `/api/spaces/${spaceId}/clients`, user, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.client.id as string;
}

type Pair = {
  reasons: string[];
  target: { client: { id: string; name: string }; bookingCount: number };
  source: { client: { id: string; name: string }; bookingCount: number };
};
const duplicates = async (query = '', user = cast.member) => {
  const response = await send('GET', `/api/spaces/${cast.spaceId}/clients/duplicates${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { pairs: Pair[]; hasMore: boolean };
};
const names = (pairs: Pair[]) =>
  pairs.map((pair) => [pair.target.client.name, pair.source.client.name, pair.reasons]);

describe('GET /api/spaces/{spaceId}/clients/duplicates', () => {
  it('pairs the oldest record with each newer one by phone, mailbox or document, once per pair', async () => {
    const ana = await createClient({
      name: 'Ana Pérez',
      phone: '+34 600 111 222',
      documentId: '12.345.678-Z',
    });
    await createClient({ name: 'Ana P.', phone: '600-111-222', documentId: '12345678z' });
    await createClient({ name: 'Anita', phone: '0034 600 111 222' });
    await createClient({ name: 'Bea Gómez', email: 'bea.gomez@gmail.com' });
    await createClient({ name: 'Beatriz', email: 'BeaGomez+perro@GMail.com' });
    await createClient({ name: 'Carla', email: 'carla@example.com', phone: '611 000 000' });
    await createClient({ name: 'Carlos', email: 'carlos@example.com', phone: '612 000 000' });
    await createClient({ name: 'Otra clínica', phone: '600 111 222' }, cast.otherSpaceId, cast.outsider);
    const archived = await createClient({ name: 'Archivada', phone: '600111222' });
    await send('DELETE', `/api/spaces/${cast.spaceId}/clients/${archived}`, cast.admin);
    await insertClientBooking(context, {
      spaceId: cast.spaceId,
      hostId: cast.admin.user.id,
      clientId: ana,
      startAt: '2026-01-10T10:00:00Z',
      status: 'COMPLETED',
    });

    const found = await duplicates();
    expect(names(found.pairs)).toEqual([
      ['Ana Pérez', 'Ana P.', ['document', 'phone']],
      ['Ana Pérez', 'Anita', ['phone']],
      ['Bea Gómez', 'Beatriz', ['email']],
    ]);
    expect(found.hasMore).toBe(false);
    expect(found.pairs[0]?.target).toMatchObject({ bookingCount: 1, client: { id: ana } });
    expect(found.pairs[0]?.source.bookingCount).toBe(0);

    const page = await duplicates('?limit=2');
    expect(page.pairs).toHaveLength(2);
    expect(page.hasMore).toBe(true);
    expect(names((await duplicates('?limit=2&offset=2')).pairs)).toEqual([
      ['Bea Gómez', 'Beatriz', ['email']],
    ]);
  });

  it('drops a pair once merged, and keeps what the source had', async () => {
    const [pair] = (await duplicates()).pairs;
    if (!pair) throw new Error('no pair');
    const merged = await send('POST', `/api/spaces/${cast.spaceId}/clients/merge`, cast.member, {
      targetId: pair.target.client.id,
      sourceId: pair.source.client.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(names((await duplicates()).pairs)).toEqual([
      ['Ana Pérez', 'Anita', ['phone']],
      ['Bea Gómez', 'Beatriz', ['email']],
    ]);
  });

  it('validates the page in Spanish, and answers 404 to outsiders and 401 without a token', async () => {
    const tooMany = await send('GET', `/api/spaces/${cast.spaceId}/clients/duplicates?limit=500`, cast.admin);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('El límite no puede superar 50');
    const outsider = await send('GET', `/api/spaces/${cast.spaceId}/clients/duplicates`, cast.outsider);
    expect(outsider.statusCode).toBe(404);
    expect((await send('GET', `/api/spaces/${cast.spaceId}/clients/duplicates`)).statusCode).toBe(401);
  });
});
