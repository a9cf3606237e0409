import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { insertMember, type TestUser } from '../bookings/bookings.test-support';
import { createRecordsWorld, type RecordsWorld } from './records.test-support';

// The front desk sees that a pet's consultation exists and its date, never what it says
// (decision 072): the overview answers kind, date and state; the record itself stays a 403.

let context: TestContext;
let world: RecordsWorld;
let reception: TestUser;

beforeAll(async () => {
  context = await createTestContext({ clockStart: '2026-03-02T08:30:00.000Z' });
  world = await createRecordsWorld(context);
  reception = await registerTestUser(context.app, { name: 'Rocío Recepción' });
  await insertMember(context.database.db, world.cast.spaceId, reception.user.id, 'RECEPTION');
  const created = await world.send('POST', world.recordsUrl(), world.cast.member, {
    kind: 'CONSULTATION',
    occurredAt: '2026-02-20T17:30:00.000Z',
    content: { reason: 'Cojera de la pata trasera', exam: {} },
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(() => context.close());

const get = (url: string, token?: string) =>
  context.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET …/records/overview', () => {
  it('tells the front desk that a consultation exists and its clinic-local date, without its content', async () => {
    const response = await get(`${world.recordsUrl()}/overview`, reception.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.entries).toEqual([
      { id: expect.any(String), kind: 'CONSULTATION', status: 'DRAFT', localDate: '2026-02-20' },
    ]);
    expect(response.body).not.toContain('Cojera');
    const record = await get(world.recordsUrl(), reception.token);
    expect(record.statusCode).toBe(403);
    expect(record.json().message).toBe('Recepción no puede leer el contenido de las historias clínicas');
  });

  it('is the space’s: 404 for another space’s pet and for outsiders, 401 without a session', async () => {
    expect((await get(`${world.recordsUrl(world.foreignPetId)}/overview`, reception.token)).statusCode).toBe(
      404,
    );
    expect((await get(`${world.recordsUrl()}/overview`, world.cast.outsider.token)).statusCode).toBe(404);
    expect((await get(`${world.recordsUrl()}/overview`)).statusCode).toBe(401);
  });
});
