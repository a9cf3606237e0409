import type { FastifyInstance } from 'fastify';
import {
  bearer,
  markEmailVerified,
  registerTestUser,
  type TestContext,
  verifyTestUser,
} from '../../src/test/test-app';

/** The people and objects the security suites act on: two spaces, their staff, a client. */
export type SecurityWorld = {
  tokens: { admin: string; member: string; otherAdmin: string; client: string };
  ids: {
    spaceId: string;
    otherSpaceId: string;
    serviceId: string;
    scheduleId: string;
    bookingId: string;
    disabledDateId: string;
    invitationId: string;
    adminId: string;
    memberId: string;
    route: string;
  };
};

async function call(app: FastifyInstance, method: string, url: string, token: string, payload?: object) {
  const response = await app.inject({
    method: method as 'POST',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Builds the world through the public API only, so it breaks loudly when a contract changes. */
export async function buildSecurityWorld(context: TestContext): Promise<SecurityWorld> {
  const { app } = context;
  const admin = await registerTestUser(app, { name: 'Admin Seguridad' });
  const member = await registerTestUser(app, { name: 'Miembro Seguridad' });
  // Accepting from the profile (by id) needs a proven address.
  const otherAdmin = await registerTestUser(app, { name: 'Otra Admin' });
  const client = await registerTestUser(app, { name: 'Cliente Seguridad', role: 'CLIENT' });
  const route = `seguridad-${Math.random().toString(36).slice(2, 8)}`;
  // Creating a space and inviting need a proven address.
  await markEmailVerified(context, admin.user.id);
  await markEmailVerified(context, otherAdmin.user.id);

  const space = await call(app, 'POST', '/api/spaces', admin.token, {
    name: 'Clínica Seguridad',
    route,
    timeZone: 'Europe/Madrid',
  });
  const spaceId: string = space.id ?? space.space?.id;
  const otherSpace = await call(app, 'POST', '/api/spaces', otherAdmin.token, { name: 'Clínica Ajena' });
  const otherSpaceId: string = otherSpace.id ?? otherSpace.space?.id;

  const invitation = await call(app, 'POST', `/api/spaces/${spaceId}/invitations`, admin.token, {
    email: member.email,
    role: 'MEMBER',
  });
  const invitationId: string = invitation.id ?? invitation.invitation?.id;
  // Verified after the invitation was sent, so the member may answer it by id from the profile.
  await verifyTestUser(context, member);
  await call(app, 'POST', `/api/spaces/invitations/${invitationId}/accept`, member.token);
  const pending = await call(app, 'POST', `/api/spaces/${spaceId}/invitations`, admin.token, {
    email: 'pendiente-seguridad@example.com',
    role: 'MEMBER',
  });

  const service = await call(app, 'POST', `/api/spaces/${spaceId}/services`, admin.token, {
    name: 'Consulta general',
    duration: 30,
    price: 25,
  });
  const serviceId: string = service.service?.id ?? service.id;
  const schedules = await call(app, 'POST', '/api/services/schedules/bulk', admin.token, {
    serviceId,
    hostId: admin.user.id,
    schedules: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '08:00',
      endTime: '20:00',
      isActive: true,
    })),
  });
  const scheduleId: string = schedules.schedules[0].id;

  const booking = await call(app, 'POST', '/api/bookings/internal', admin.token, {
    serviceScheduleId: scheduleId,
    startTime: '2026-03-10T10:00:00.000Z',
    endTime: '2026-03-10T10:30:00.000Z',
    clientInfo: { name: 'Cliente Seguridad', email: client.email },
  });
  const disabledDate = await call(app, 'POST', `/api/spaces/${spaceId}/disabled-dates`, admin.token, {
    scope: 'SPACE',
    startDate: '2026-04-06',
    endDate: '2026-04-06',
    isAllDay: true,
    title: 'Festivo',
    reason: 'Cerrado',
    isRecurring: false,
  });

  return {
    tokens: { admin: admin.token, member: member.token, otherAdmin: otherAdmin.token, client: client.token },
    ids: {
      spaceId,
      otherSpaceId,
      serviceId,
      scheduleId,
      bookingId: booking.booking.id,
      disabledDateId: disabledDate.disabledDate?.id ?? disabledDate.id,
      invitationId: pending.id ?? pending.invitation?.id,
      adminId: admin.user.id,
      memberId: member.user.id,
      route,
    },
  };
}
