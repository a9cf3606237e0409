import { queryRows } from '@citavet/db/database';
import { users } from '@citavet/db/schema/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
import { createTestContext, type TestContext } from '../../test/test-app';

// What the audit log must see (decision 067): client edits and archiving, merges (both ids), a pet
// handed to another owner, the report's CSV export and invitations. Before, none of these left a row.

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  send = sender(context);
});
afterAll(() => context.close());

async function created(url: string, body: object) {
  const response = await send('POST', url, cast.admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

type Row = {
  action: string;
  actor_user_id: string | null;
  subject_id: string;
  details: Record<string, unknown>;
};
const lastEvent = async (action: string) =>
  (
    await queryRows<Row>(
      context.database.db,
      sql`select action, actor_user_id, subject_id, details from audit_events
          where space_id = ${cast.spaceId} and action = ${action} order by created_at desc limit 1`,
    )
  )[0];

describe('the audit log records', () => {
  it('a client’s edit and archiving, naming the fields changed but not their values', async () => {
    const { client } = await created(`/api/spaces/${cast.spaceId}/clients`, { name: 'Rosa Díaz' });
    const url = `/api/spaces/${cast.spaceId}/clients/${client.id}`;
    expect((await send('PUT', url, cast.member, { phone: '+34 600 000 001' })).statusCode).toBe(200);
    expect(await lastEvent('CLIENT_UPDATED')).toMatchObject({
      actor_user_id: cast.member.user.id,
      subject_id: client.id,
      details: { fields: 'phone' },
    });
    // Neither the number as typed nor as stored (ids are random hex, so a short digit run could occur).
    const logged = JSON.stringify(await lastEvent('CLIENT_UPDATED'));
    expect(logged).not.toContain('600 000 001');
    expect(logged).not.toContain('600000001');
    expect((await send('DELETE', url, cast.member)).statusCode).toBe(200);
    expect(await lastEvent('CLIENT_ARCHIVED')).toMatchObject({
      subject_id: client.id,
      details: { cancelledBookings: 0 },
    });
  });

  it('a merge with both ids, and a pet handed to another owner', async () => {
    const { client: target } = await created(`/api/spaces/${cast.spaceId}/clients`, { name: 'Juan Gómez' });
    const { client: source } = await created(`/api/spaces/${cast.spaceId}/clients`, { name: 'Juan Gomez' });
    const { pet } = await created(`/api/spaces/${cast.spaceId}/clients/${source.id}/pets`, {
      name: 'Kira',
      species: 'perro',
    });
    const merged = await send('POST', `/api/spaces/${cast.spaceId}/clients/merge`, cast.member, {
      targetId: target.id,
      sourceId: source.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await lastEvent('CLIENTS_MERGED')).toMatchObject({
      actor_user_id: cast.member.user.id,
      subject_id: target.id,
      details: { sourceClientId: source.id, targetClientId: target.id, movedPets: 1 },
    });

    const { client: next } = await created(`/api/spaces/${cast.spaceId}/clients`, { name: 'Laura Ruiz' });
    const moved = await send('PUT', `/api/spaces/${cast.spaceId}/pets/${pet.id}`, cast.member, {
      clientId: next.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await lastEvent('PET_TRANSFERRED')).toMatchObject({
      subject_id: pet.id,
      details: { fromClientId: target.id, toClientId: next.id },
    });
  });

  it('the report’s CSV export and an invitation (without the invited address)', async () => {
    const csv = await send(
      'GET',
      `/api/spaces/${cast.spaceId}/reports/bookings.csv?from=2026-03-01&to=2026-03-31`,
      cast.admin,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(await lastEvent('REPORT_EXPORTED')).toMatchObject({
      actor_user_id: cast.admin.user.id,
      details: { from: '2026-03-01', to: '2026-03-31', hostId: null },
    });
    // Inviting needs a verified address (decision 068).
    await context.database.db
      .update(users)
      .set({ emailVerifiedAt: context.clock.now() })
      .where(eq(users.id, cast.admin.user.id));
    const invited = await send('POST', `/api/spaces/${cast.spaceId}/invitations`, cast.admin, {
      email: 'nueva.vet@example.com',
      role: 'MEMBER',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const event = await lastEvent('MEMBER_INVITED');
    expect(event).toMatchObject({ subject_id: invited.json().data.id, details: { role: 'MEMBER' } });
    expect(JSON.stringify(event)).not.toContain('nueva.vet');
  });
});
