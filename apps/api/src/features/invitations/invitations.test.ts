import { emailOutbox } from '@citavet/db/schema/outbox';
import { invitations } from '@citavet/db/schema/spaces';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { addMember, createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { expireInvitation, invite, lastInvitationEmail } from './invitations.test-support';

let context: TestContext;
let ana: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  ana = await registerTestUser(context.app, { name: 'Ana Admin' });
});
afterAll(async () => {
  await context.close();
});
afterEach(() => {
  context.clock.set('2026-03-02T08:00:00.000Z');
});

const list = (spaceId: string) =>
  context.app.inject({
    method: 'GET',
    url: `/api/spaces/${spaceId}/invitations`,
    headers: bearer(ana.token),
  });
const resend = (id: string) =>
  context.app.inject({
    method: 'POST',
    url: `/api/spaces/invitations/${id}/resend`,
    headers: bearer(ana.token),
  });

describe('POST /api/spaces/{spaceId}/invitations', () => {
  it('needs the inviter to have proven their address', async () => {
    const space = await createSpaceAs(context, ana, { name: 'Clínica Sin Verificar' });
    // The address stops being proven (as after an address change not yet confirmed).
    await context.database.db.execute(
      sql`update users set email_verified_at = null where id = ${ana.user.id}`,
    );
    try {
      const response = await invite(context, ana, space.id, { email: 'alguien@example.com' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'EMAIL_NOT_VERIFIED',
        message:
          'Confirma tu email antes de invitar a nadie: abre el enlace que te enviamos al registrarte, o pide uno nuevo desde el aviso de la parte superior.',
      });
      const queued = await context.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'alguien@example.com'));
      expect(queued).toHaveLength(0);
    } finally {
      await context.database.db.execute(
        sql`update users set email_verified_at = now() where id = ${ana.user.id}`,
      );
    }
  });

  it('creates a pending 7-day invitation and queues the e-mail in the same transaction', async () => {
    const space = await createSpaceAs(context, ana, { name: 'Clínica Norte' });
    const response = await invite(context, ana, space.id, { email: ' Nuevo@Example.com ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Invitación enviada a nuevo@example.com');
    expect(response.json().data).toEqual({
      id: expect.any(String),
      spaceId: space.id,
      email: 'nuevo@example.com',
      role: 'MEMBER',
      status: 'PENDING',
      createdAt: '2026-03-02T08:00:00.000Z',
      expiresAt: '2026-03-09T08:00:00.000Z',
      lastSentAt: '2026-03-02T08:00:00.000Z',
      isExpired: false,
      resendAvailableAt: '2026-03-02T08:01:00.000Z',
      invitedBy: { id: ana.user.id, name: 'Ana Admin' },
    });
    expect(JSON.stringify(response.json())).not.toMatch(/token/i);

    const { message, token } = await lastInvitationEmail(context, 'nuevo@example.com');
    expect(message.subject).toBe('Ana Admin te invitó a unirte a Clínica Norte en Citavet');
    expect(message.textBody).toContain('"Clínica Norte"');
    expect(message.textBody).toContain('con el rol de Miembro');
    expect(message.textBody).toContain(`http://citavet.test/invitaciones/${token}`);
    expect(message.textBody).toContain('lunes, 9 de marzo de 2026, 9:00 (hora de Europa central)');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [row] = await context.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, response.json().data.id));
    expect(row?.tokenHash).not.toContain(token);
  });

  it('sends ADMIN invitations when asked, in uppercase only', async () => {
    const space = await createSpaceAs(context, ana);
    const admin = await invite(context, ana, space.id, { email: 'jefa@example.com', role: 'ADMIN' });
    expect(admin.json().data.role).toBe('ADMIN');
    expect((await lastInvitationEmail(context, 'jefa@example.com')).message.textBody).toContain(
      'Administrador',
    );
    const lower = await invite(context, ana, space.id, { email: 'otra@example.com', role: 'admin' });
    expect(lower.statusCode).toBe(400);
  });

  it.each([
    [{}, 'El email es requerido'],
    [{ email: '' }, 'El email es requerido'],
    [{ email: 'no-es-email' }, 'Por favor ingresa un email válido'],
    [{ email: 'a@b.co', role: 'OWNER' }, 'El rol debe ser MEMBER, RECEPTION o ADMIN'],
  ])('answers 400 for %j', async (payload, message) => {
    const space = await createSpaceAs(context, ana);
    const response = await invite(context, ana, space.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { message: string }) => detail.message)).toContain(message);
  });

  it('refuses to invite a member, whatever the case of the address', async () => {
    const space = await createSpaceAs(context, ana);
    const luis = await registerTestUser(context.app, { email: 'luis.member@example.com' });
    await addMember(context, space.id, luis, 'MEMBER');
    for (const email of ['LUIS.member@example.com', ana.email]) {
      const response = await invite(context, ana, space.id, { email });
      expect([response.statusCode, response.json().message]).toEqual([
        409,
        'Este usuario ya es miembro del espacio',
      ]);
    }
  });

  it('refuses a second pending invitation, but replaces an expired one', async () => {
    const space = await createSpaceAs(context, ana);
    const first = (await invite(context, ana, space.id, { email: 'dos@example.com' })).json().data;
    const again = await invite(context, ana, space.id, { email: 'DOS@example.com', role: 'ADMIN' });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'Ya existe una invitación pendiente para este email',
    ]);

    await expireInvitation(context, first.id);
    const replaced = await invite(context, ana, space.id, { email: 'dos@example.com', role: 'ADMIN' });
    expect(replaced.statusCode).toBe(201);
    const rows = await context.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.spaceId, space.id));
    expect(rows.map((row) => [row.id === first.id, row.status]).sort()).toEqual([
      [false, 'PENDING'],
      [true, 'CANCELLED'],
    ]);
  });

  it('queues no e-mail when the invitation is refused', async () => {
    const space = await createSpaceAs(context, ana);
    const before = (await context.database.db.select().from(emailOutbox)).length;
    await invite(context, ana, space.id, { email: ana.email });
    await invite(context, ana, space.id, { email: 'x' });
    expect((await context.database.db.select().from(emailOutbox)).length).toBe(before);
  });
});

describe('GET /api/spaces/{spaceId}/invitations', () => {
  it('lists pending invitations, flagging the expired ones', async () => {
    const space = await createSpaceAs(context, ana);
    const old = (await invite(context, ana, space.id, { email: 'vieja@example.com' })).json().data;
    await expireInvitation(context, old.id);
    context.clock.advance(1000);
    await invite(context, ana, space.id, { email: 'nueva@example.com' });
    const cancelled = (await invite(context, ana, space.id, { email: 'cancelada@example.com' })).json().data;
    await context.app.inject({
      method: 'DELETE',
      url: `/api/spaces/invitations/${cancelled.id}`,
      headers: bearer(ana.token),
    });
    const response = await list(space.id);
    expect(response.statusCode).toBe(200);
    expect(
      response.json().data.map((item: { email: string; isExpired: boolean }) => [item.email, item.isExpired]),
    ).toEqual([
      ['vieja@example.com', true],
      ['nueva@example.com', false],
    ]);
  });
});

describe('DELETE /api/spaces/invitations/{id}', () => {
  it('cancels a pending invitation once', async () => {
    const space = await createSpaceAs(context, ana);
    const created = (await invite(context, ana, space.id, { email: 'adios@example.com' })).json().data;
    const cancel = () =>
      context.app.inject({
        method: 'DELETE',
        url: `/api/spaces/invitations/${created.id}`,
        headers: bearer(ana.token),
      });
    const response = await cancel();
    expect([response.statusCode, response.json().message]).toEqual([
      200,
      'Invitación cancelada exitosamente',
    ]);
    expect((await list(space.id)).json().data).toEqual([]);
    const again = await cancel();
    expect([again.statusCode, again.json().message]).toEqual([
      404,
      'La invitación no existe o ya no está disponible',
    ]);
    const malformed = await context.app.inject({
      method: 'DELETE',
      url: '/api/spaces/invitations/xyz',
      headers: bearer(ana.token),
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /api/spaces/invitations/{id}/resend', () => {
  it('waits 60 seconds between e-mails, then sends a new link with a new 7-day expiry', async () => {
    const space = await createSpaceAs(context, ana);
    const created = (await invite(context, ana, space.id, { email: 'reenvio@example.com' })).json().data;
    const firstLink = await lastInvitationEmail(context, 'reenvio@example.com');

    context.clock.advance(59_000);
    const early = await resend(created.id);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      message: 'Espera 60 segundos antes de reenviar la invitación',
      retryAfterSeconds: 1,
    });

    context.clock.advance(1_000);
    const response = await resend(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Invitación reenviada a reenvio@example.com');
    expect(response.json().data).toMatchObject({
      lastSentAt: '2026-03-02T08:01:00.000Z',
      expiresAt: '2026-03-09T08:01:00.000Z',
      resendAvailableAt: '2026-03-02T08:02:00.000Z',
    });
    const secondLink = await lastInvitationEmail(context, 'reenvio@example.com');
    expect(secondLink.token).not.toBe(firstLink.token);
    const oldPreview = await context.app.inject({
      method: 'GET',
      url: `/api/invitations/by-token/${firstLink.token}`,
    });
    expect(oldPreview.statusCode).toBe(404);
    expect((await resend(created.id)).statusCode).toBe(429);
  });

  it('revives an expired invitation', async () => {
    const space = await createSpaceAs(context, ana);
    const created = (await invite(context, ana, space.id, { email: 'caducada@example.com' })).json().data;
    await expireInvitation(context, created.id);
    context.clock.advance(60_000);
    expect((await list(space.id)).json().data[0].isExpired).toBe(true);
    const response = await resend(created.id);
    expect(response.json().data.isExpired).toBe(false);
  });
});
