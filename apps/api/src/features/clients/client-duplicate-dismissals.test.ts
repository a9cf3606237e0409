import { auditEvents } from '@citavet/db/schema/audit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
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

type Pair = { target: { client: { name: string } }; source: { client: { name: string } } };
const suggested = async () => {
  const response = await send('GET', `/api/spaces/${cast.spaceId}/clients/duplicates`, cast.member);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.pairs as Pair[]).map((pair) => [
    pair.target.client.name,
    pair.source.client.name,
  ]);
};
const dismiss = (body: Record<string, unknown>, user = cast.member, spaceId = cast.spaceId) =>
  send('POST', `/api/spaces/${spaceId}/clients/duplicates/dismissals`, user, body);

describe('POST /api/spaces/{spaceId}/clients/duplicates/dismissals', () => {
  let mother: string;
  let son: string;
  let cousin: string;

  it('takes a dismissed pair out of the suggestions for good, whichever way round, and audits it once', async () => {
    mother = await createClient({ name: 'Marta Ruiz', phone: '600 222 333' });
    son = await createClient({ name: 'Pablo Ruiz', phone: '+34 600 222 333' });
    cousin = await createClient({ name: 'Pablo R.', phone: '600222333' });
    expect(await suggested()).toEqual([
      ['Marta Ruiz', 'Pablo Ruiz'],
      ['Marta Ruiz', 'Pablo R.'],
    ]);

    const dismissed = await dismiss({ targetId: mother, sourceId: son });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({
      message: 'Marcados como no duplicados',
      data: { dismissal: { clientIds: [mother, son].sort(), createdAt: expect.any(String) } },
    });
    expect(await suggested()).toEqual([['Marta Ruiz', 'Pablo R.']]);

    // Again, the other way round: nothing changes, nothing more is logged.
    const again = await dismiss({ targetId: son, sourceId: mother }, cast.admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.dismissal.createdAt).toBe(dismissed.json().data.dismissal.createdAt);
    expect(await suggested()).toEqual([['Marta Ruiz', 'Pablo R.']]);

    const logged = await context.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.spaceId, cast.spaceId), eq(auditEvents.action, 'CLIENT_DUPLICATE_DISMISSED')),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      actorUserId: cast.member.user.id,
      subjectType: 'client',
      subjectId: mother,
      clientId: mother,
      details: { otherClientId: son },
    });
  });

  it('keeps the dismissal when a client is edited, and drops it with a merged client', async () => {
    const edited = await send('PUT', `/api/spaces/${cast.spaceId}/clients/${son}`, cast.admin, {
      notes: 'Hijo de Marta',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await suggested()).toEqual([['Marta Ruiz', 'Pablo R.']]);
    const merged = await send('POST', `/api/spaces/${cast.spaceId}/clients/merge`, cast.admin, {
      targetId: son,
      sourceId: cousin,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    // Pablo R. is gone; Marta and Pablo Ruiz stay dismissed.
    expect(await suggested()).toEqual([]);
  });

  it('refuses a pair of the same client or bad ids in Spanish (400)', async () => {
    const itself = await dismiss({ targetId: mother, sourceId: mother });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().message).toContain('Elige dos clientes distintos');
    const bad = await dismiss({ targetId: 'x', sourceId: son });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Indica el primer cliente del par (targetId)');
  });

  it("answers 404 for another space's client, to outsiders, and 401 without a token", async () => {
    const foreign = await createClient(
      { name: 'Ajena', phone: '600 222 333' },
      cast.otherSpaceId,
      cast.outsider,
    );
    const crossSpace = await dismiss({ targetId: mother, sourceId: foreign });
    expect(crossSpace.statusCode).toBe(404);
    expect(crossSpace.json()).toMatchObject({ code: 'CLIENT_NOT_FOUND' });
    // The outsider cannot dismiss in the space, even naming their own client.
    expect((await dismiss({ targetId: mother, sourceId: foreign }, cast.outsider)).statusCode).toBe(404);
    // Nor from their own space with this space's clients.
    expect(
      (await dismiss({ targetId: mother, sourceId: son }, cast.outsider, cast.otherSpaceId)).statusCode,
    ).toBe(404);
    const anonymous = await send(
      'POST',
      `/api/spaces/${cast.spaceId}/clients/duplicates/dismissals`,
      undefined,
      {
        targetId: mother,
        sourceId: son,
      },
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
