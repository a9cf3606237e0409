import { queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { addMember, createSpaceAs, type TestUser } from './spaces.test-support';

// The OWNER (decision 067): no ADMIN demotes or removes them, and ownership moves only when the OWNER
// offers it to an ADMIN who accepts. Each refusal here was an accepted request before.

let context: TestContext;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let spaceId: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  context.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  context = await createTestContext();
  owner = await registerTestUser(context.app, { name: 'Olivia Propietaria' });
  admin = await registerTestUser(context.app, { name: 'Andrés Admin' });
  member = await registerTestUser(context.app, { name: 'Marta Miembro' });
  spaceId = (await createSpaceAs(context, owner, { name: 'Clínica del Sol' })).id;
  await addMember(context, spaceId, admin, 'ADMIN');
  await addMember(context, spaceId, member, 'MEMBER');
});
afterAll(() => context.close());

async function auditActions(): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    context.database.db,
    sql`select action from audit_events where space_id = ${spaceId} order by created_at, action`,
  );
  return rows.map((row) => row.action);
}

describe('the OWNER', () => {
  it('is the creator, shown as OWNER in the members list and in the caller’s spaces', async () => {
    const members = await call('GET', `/api/spaces/${spaceId}/members`, admin);
    const roles = Object.fromEntries(
      (members.json().data as { userId: string; role: string; effectiveRole: string }[]).map((row) => [
        row.userId,
        [row.role, row.effectiveRole],
      ]),
    );
    expect(roles[owner.user.id]).toEqual(['ADMIN', 'OWNER']);
    expect(roles[admin.user.id]).toEqual(['ADMIN', 'ADMIN']);
    expect(roles[member.user.id]).toEqual(['MEMBER', 'MEMBER']);
    const mine = await call('GET', '/api/spaces', owner);
    expect(mine.json().data[0]).toMatchObject({
      myRole: 'ADMIN',
      myEffectiveRole: 'OWNER',
      ownerUserId: owner.user.id,
    });
    const theirs = await call('GET', `/api/spaces/${spaceId}`, admin);
    expect(theirs.json().data).toMatchObject({ myRole: 'ADMIN', myEffectiveRole: 'ADMIN' });
  });

  it('cannot be demoted or removed by an ADMIN (403 in Spanish)', async () => {
    const demote = await call('PUT', `/api/spaces/${spaceId}/members/${owner.user.id}/role`, admin, {
      role: 'MEMBER',
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toMatchObject({
      code: 'OWNER_PROTECTED',
      message: 'Nadie puede cambiar el rol ni eliminar al propietario del espacio',
    });
    const remove = await call('DELETE', `/api/spaces/${spaceId}/members/${owner.user.id}`, admin);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toMatchObject({ code: 'OWNER_PROTECTED' });
    const members = await call('GET', `/api/spaces/${spaceId}/members`, owner);
    expect(members.json().data.find((row: { userId: string }) => row.userId === owner.user.id)).toMatchObject(
      {
        role: 'ADMIN',
      },
    );
  });

  it('records role changes and removals in the audit log', async () => {
    const extra = await registerTestUser(context.app, { name: 'Elena Extra' });
    await addMember(context, spaceId, extra, 'MEMBER');
    expect(
      (await call('PUT', `/api/spaces/${spaceId}/members/${extra.user.id}/role`, admin, { role: 'ADMIN' }))
        .statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/spaces/${spaceId}/members/${extra.user.id}`, admin)).statusCode).toBe(
      200,
    );
    const rows = await queryRows<{ action: string; details: Record<string, unknown> }>(
      context.database.db,
      sql`select action, details from audit_events where space_id = ${spaceId} and subject_id = ${extra.user.id}
          order by created_at`,
    );
    expect(rows).toEqual([
      { action: 'MEMBER_ROLE_CHANGED', details: { from: 'MEMBER', to: 'ADMIN' } },
      { action: 'MEMBER_REMOVED', details: { role: 'ADMIN' } },
    ]);
  });
});

describe('handing the space over', () => {
  const transferUrl = () => `/api/spaces/${spaceId}/ownership-transfer`;

  it('is refused to anyone but the OWNER, and only towards an ADMIN', async () => {
    const byAdmin = await call('POST', transferUrl(), admin, { userId: admin.user.id });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toMatchObject({
      message: 'Solo el propietario puede ceder la propiedad del espacio',
    });
    const byMember = await call('POST', transferUrl(), member, { userId: member.user.id });
    expect(byMember.statusCode).toBe(403);
    const toMember = await call('POST', transferUrl(), owner, { userId: member.user.id });
    expect(toMember.statusCode).toBe(409);
    expect(toMember.json()).toMatchObject({
      code: 'OWNERSHIP_TARGET_NOT_ADMIN',
      message: 'La propiedad solo puede cederse a un administrador del espacio',
    });
  });

  it('waits for the ADMIN: the OWNER may cancel, the ADMIN may decline', async () => {
    const offered = await call('POST', transferUrl(), owner, { userId: admin.user.id });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data).toMatchObject({
      ownerUserId: owner.user.id,
      pendingOwnerUserId: admin.user.id,
    });
    const mail = await queryRows<{ to_address: string; subject: string }>(
      context.database.db,
      sql`select to_address, subject from email_outbox where kind = 'space-ownership-offer'`,
    );
    expect(mail).toEqual([
      { to_address: admin.email, subject: 'Olivia Propietaria te ofrece la propiedad de Clínica del Sol' },
    ]);
    expect((await call('DELETE', transferUrl(), owner)).json().data.pendingOwnerUserId).toBeNull();
    const late = await call('POST', `${transferUrl()}/accept`, admin);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({
      message: 'No hay ninguna cesión de propiedad pendiente para ti en este espacio',
    });

    await call('POST', transferUrl(), owner, { userId: admin.user.id });
    expect((await call('POST', `${transferUrl()}/decline`, admin)).statusCode).toBe(200);
    const space = await call('GET', `/api/spaces/${spaceId}`, owner);
    expect(space.json().data).toMatchObject({ ownerUserId: owner.user.id, pendingOwnerUserId: null });
  });

  it('moves ownership when the ADMIN accepts; the former OWNER stays an ADMIN without the OWNER’s rights', async () => {
    await call('POST', transferUrl(), owner, { userId: admin.user.id });
    expect((await call('POST', `${transferUrl()}/accept`, member)).statusCode).toBe(403);
    const accepted = await call('POST', `${transferUrl()}/accept`, admin);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ ownerUserId: admin.user.id, pendingOwnerUserId: null });

    const formerDeletes = await call('DELETE', `/api/spaces/${spaceId}`, owner, {
      currentPassword: owner.password,
      confirmName: 'Clínica del Sol',
    });
    expect(formerDeletes.statusCode).toBe(403);
    expect(formerDeletes.json()).toMatchObject({ message: 'Solo el propietario puede eliminar el espacio' });
    // The new OWNER is now the protected one, and may demote the former.
    expect(
      (await call('PUT', `/api/spaces/${spaceId}/members/${admin.user.id}/role`, owner, { role: 'MEMBER' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/spaces/${spaceId}/members/${owner.user.id}/role`, admin, { role: 'MEMBER' }))
        .statusCode,
    ).toBe(200);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        'OWNERSHIP_OFFERED',
        'OWNERSHIP_OFFER_CANCELLED',
        'OWNERSHIP_OFFER_DECLINED',
        'OWNERSHIP_TRANSFERRED',
      ]),
    );
  });

  it('lets an offer lapse when its ADMIN is demoted', async () => {
    await call('PUT', `/api/spaces/${spaceId}/members/${owner.user.id}/role`, admin, { role: 'ADMIN' });
    await call('POST', transferUrl(), admin, { userId: owner.user.id });
    await call('PUT', `/api/spaces/${spaceId}/members/${owner.user.id}/role`, admin, { role: 'MEMBER' });
    const space = await call('GET', `/api/spaces/${spaceId}`, admin);
    expect(space.json().data.pendingOwnerUserId).toBeNull();
    expect((await call('POST', `${transferUrl()}/accept`, owner)).statusCode).toBe(403);
  });
});
