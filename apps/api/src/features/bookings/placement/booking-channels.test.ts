import { spaceMembers } from '@citavet/db/schema/spaces';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../../test/test-app';
import {
  insertMember,
  insertSchedule,
  insertService,
  setUpAgenda,
  type TestAgenda,
} from '../bookings.test-support';
import { nextIp, postPublicBooking, publicBookingBody } from '../public/public-booking.test-support';

// The three channels (public page, signed-in client, staff) admit a service and a host by the one
// domain rule (booking-placement.ts): clients are told an inactive service or a former member's range
// does not exist; staff are told what to fix. Clock: Monday 2026-03-02 08:00Z; 2026-03-10 is a Tuesday.
let context: TestContext;
let agenda: TestAgenda;
let clientToken: string;
beforeAll(async () => {
  context = await createTestContext();
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
  clientToken = (await registerTestUser(context.app, { name: 'Carla Cliente', role: 'CLIENT' })).token;
});
afterAll(async () => {
  await context.close();
});

const times = { startTime: '2026-03-10T15:00:00.000Z', endTime: '2026-03-10T15:30:00.000Z' };

async function tuesdayRange(serviceOverrides: Parameters<typeof insertService>[2], hostId: string) {
  const serviceId = await insertService(context.database.db, agenda.spaceId, serviceOverrides);
  return insertSchedule(context.database.db, {
    serviceId,
    hostId,
    dayOfWeek: 2,
    startTime: '08:00',
    endTime: '20:00',
  });
}

async function bookThroughEveryChannel(scheduleId: string) {
  const asPublic = await postPublicBooking(
    context.app,
    { ...publicBookingBody(scheduleId, times.startTime, times.endTime) },
    { ip: nextIp() },
  );
  const asClient = await context.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(clientToken),
    payload: { serviceScheduleId: scheduleId, ...times },
  });
  const asStaff = await context.app.inject({
    method: 'POST',
    url: '/api/bookings/internal',
    headers: bearer(agenda.admin.token),
    payload: { serviceScheduleId: scheduleId, ...times, clientInfo: { name: 'Lucía', phone: '600 111 222' } },
  });
  const answer = (response: typeof asPublic) => ({
    status: response.statusCode,
    code: response.json().code,
  });
  return { public: answer(asPublic), client: answer(asClient), staff: answer(asStaff) };
}

describe('booking admission per channel', () => {
  it('an inactive service: not found for clients, a 400 saying to activate it for staff', async () => {
    const scheduleId = await tuesdayRange({ name: 'Retirado', isActive: false }, agenda.admin.user.id);
    expect(await bookThroughEveryChannel(scheduleId)).toEqual({
      public: { status: 404, code: 'SERVICE_NOT_FOUND' },
      client: { status: 404, code: 'SERVICE_NOT_FOUND' },
      staff: { status: 400, code: 'SERVICE_INACTIVE' },
    });
  });

  it('a service not offered online: refused to clients alike, booked by staff', async () => {
    const scheduleId = await tuesdayRange(
      { name: 'Solo interno', isBookableByClients: false },
      agenda.admin.user.id,
    );
    expect(await bookThroughEveryChannel(scheduleId)).toEqual({
      public: { status: 400, code: 'SERVICE_NOT_BOOKABLE' },
      client: { status: 400, code: 'SERVICE_NOT_BOOKABLE' },
      staff: { status: 201, code: undefined },
    });
  });

  it("a former member's range: not found for clients, an unknown member for staff", async () => {
    const db = context.database.db;
    const leaver = await registerTestUser(context.app, { name: 'Lola Saliente' });
    await insertMember(db, agenda.spaceId, leaver.user.id, 'MEMBER');
    const scheduleId = await tuesdayRange({ name: 'Con Lola' }, leaver.user.id);
    await db
      .delete(spaceMembers)
      .where(and(eq(spaceMembers.spaceId, agenda.spaceId), eq(spaceMembers.userId, leaver.user.id)));
    expect(await bookThroughEveryChannel(scheduleId)).toEqual({
      public: { status: 404, code: 'HOST_NOT_FOUND' },
      client: { status: 404, code: 'HOST_NOT_FOUND' },
      staff: { status: 400, code: 'UNKNOWN_MEMBER' },
    });
  });
});
