import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signTestToken, type TestContext } from '../../test/test-app';
import { scheduleOf, setUpAgenda, type TestAgenda } from './bookings.test-support';

// Who may call each booking route: anonymous → 401; the ADMIN of another space → 404 (or the spec's
// 403 for internal bookings); a MEMBER → their own bookings only; an ADMIN → the whole space.
let context: TestContext;
let agenda: TestAgenda;
let adminBookingId: string;
let memberBookingId: string;
let hour = 8;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  context.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** A fresh hour each call, so role tests never collide on time. */
function internal(scheduleId: string, extra: Record<string, unknown> = {}) {
  hour += 1;
  const at = (minutes: number) =>
    `2026-03-10T${String(hour).padStart(2, '0')}:${minutes === 0 ? '00' : '30'}`;
  return {
    serviceScheduleId: scheduleId,
    startTime: at(0),
    endTime: at(30),
    clientInfo: { name: 'Cliente' },
    ...extra,
  };
}

beforeAll(async () => {
  context = await createTestContext();
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
  const adminTuesday = scheduleOf(agenda.adminSchedules, 2);
  const memberTuesday = scheduleOf(agenda.memberSchedules, 2);
  adminBookingId = (
    await inject('POST', '/api/bookings/internal', agenda.admin.token, internal(adminTuesday))
  ).json().data.booking.id;
  memberBookingId = (
    await inject('POST', '/api/bookings/internal', agenda.member.token, internal(memberTuesday))
  ).json().data.booking.id;
});
afterAll(async () => {
  await context.close();
});

describe('anonymous calls', () => {
  it('get 401 on every booking route, even with bad input', async () => {
    const id = adminBookingId;
    const calls = [
      inject('POST', '/api/bookings', undefined, { bad: true }),
      inject('POST', '/api/bookings/host-create', undefined, {}),
      inject('POST', '/api/bookings/internal', undefined, {}),
      inject('GET', '/api/bookings?status=NOPE'),
      inject('GET', '/api/bookings/my-bookings'),
      inject('GET', `/api/bookings/${id}`),
      inject('PUT', `/api/bookings/${id}/status`, undefined, { status: 'COMPLETED' }),
      inject('PUT', `/api/bookings/${id}/cancel`, undefined, {}),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });
});

describe('the ADMIN of another space', () => {
  it('never sees nor touches this space’s bookings', async () => {
    const token = agenda.outsider.token;
    const list = await inject('GET', `/api/bookings?spaceId=${agenda.spaceId}`, token);
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('Espacio no encontrado');
    for (const response of [
      await inject('GET', `/api/bookings/${adminBookingId}`, token),
      await inject('PUT', `/api/bookings/${adminBookingId}/status`, token, { status: 'COMPLETED' }),
      await inject('PUT', `/api/bookings/${adminBookingId}/cancel`, token, {}),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Reserva no encontrada');
    }
    expect((await inject('GET', '/api/bookings/my-bookings', token)).json().data.total).toBe(0);
  });

  it('may not create staff bookings here (the spec’s 403)', async () => {
    for (const url of ['/api/bookings/internal', '/api/bookings/host-create']) {
      const response = await inject(
        'POST',
        url,
        agenda.outsider.token,
        internal(scheduleOf(agenda.adminSchedules, 2)),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No tienes permisos para crear reservas internas en este espacio');
    }
  });
});

describe('a MEMBER', () => {
  it('creates internal bookings only for themself', async () => {
    const forAdmin = await inject(
      'POST',
      '/api/bookings/internal',
      agenda.member.token,
      internal(scheduleOf(agenda.adminSchedules, 2)),
    );
    expect(forAdmin.statusCode).toBe(403);
    expect(forAdmin.json().message).toBe(
      'Solo los administradores pueden crear reservas para otros miembros',
    );
    const assigned = internal(scheduleOf(agenda.memberSchedules, 2), {
      assignedMemberId: agenda.admin.user.id,
    });
    expect((await inject('POST', '/api/bookings/internal', agenda.member.token, assigned)).statusCode).toBe(
      403,
    );
    const own = await inject(
      'POST',
      '/api/bookings/host-create',
      agenda.member.token,
      internal(scheduleOf(agenda.memberSchedules, 2)),
    );
    expect(own.statusCode).toBe(201);
  });

  it('reads and manages only the bookings they host', async () => {
    const token = agenda.member.token;
    expect((await inject('GET', `/api/bookings/${memberBookingId}`, token)).statusCode).toBe(200);
    expect((await inject('GET', `/api/bookings/${adminBookingId}`, token)).statusCode).toBe(404);
    expect(
      (await inject('PUT', `/api/bookings/${adminBookingId}/status`, token, { status: 'COMPLETED' }))
        .statusCode,
    ).toBe(404);
    expect((await inject('PUT', `/api/bookings/${adminBookingId}/cancel`, token, {})).statusCode).toBe(404);
    const clockBefore = context.clock.now().toISOString();
    context.clock.set('2026-03-10T23:00:00Z'); // after the appointment's start (and the session's 7 days)
    const laterToken = await signTestToken(context, agenda.member.user.id);
    const completed = await inject('PUT', `/api/bookings/${memberBookingId}/status`, laterToken, {
      status: 'COMPLETED',
    });
    context.clock.set(clockBefore);
    expect(completed.json().data.booking.status).toBe('COMPLETED');
    const mine = (await inject('GET', '/api/bookings/my-bookings', token)).json().data.bookings;
    expect(mine.every((booking: { host: { id: string } }) => booking.host.id === agenda.member.user.id)).toBe(
      true,
    );
  });
});

describe('an ADMIN', () => {
  it('creates bookings for any member, and not for strangers', async () => {
    const assigned = internal(scheduleOf(agenda.adminSchedules, 2), {
      assignedMemberId: agenda.member.user.id,
    });
    const response = await inject('POST', '/api/bookings/internal', agenda.admin.token, assigned);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.booking.host.id).toBe(agenda.member.user.id);
    const viaHostId = internal(scheduleOf(agenda.memberSchedules, 2), { hostId: agenda.member.user.id });
    expect((await inject('POST', '/api/bookings/internal', agenda.admin.token, viaHostId)).statusCode).toBe(
      201,
    );
    const stranger = internal(scheduleOf(agenda.adminSchedules, 2), {
      assignedMemberId: agenda.outsider.user.id,
    });
    const refused = await inject('POST', '/api/bookings/internal', agenda.admin.token, stranger);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('No se pudo determinar el miembro asignado para la cita.');
  });

  it('reads and manages every booking of the space', async () => {
    const token = agenda.admin.token;
    expect((await inject('GET', `/api/bookings/${memberBookingId}`, token)).statusCode).toBe(200);
    const listed = (await inject('GET', `/api/bookings?spaceId=${agenda.spaceId}`, token)).json().data
      .bookings;
    const hosts = new Set(listed.map((booking: { host: { id: string } }) => booking.host.id));
    expect(hosts).toEqual(new Set([agenda.admin.user.id, agenda.member.user.id]));
    const cancelled = await inject('PUT', `/api/bookings/${adminBookingId}/cancel`, token, {
      reason: 'Cierre',
    });
    expect(cancelled.statusCode).toBe(200);
  });

  it('gets a 4xx, never a 5xx, for malformed ids', async () => {
    for (const url of ['/api/bookings/abc', '/api/bookings/00000000-0000-4000-8000-000000000000']) {
      const response = await inject('GET', url, agenda.admin.token);
      expect([400, 404]).toContain(response.statusCode);
    }
  });
});
