import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import {
  insertMember,
  scheduleOf,
  setUpAgenda,
  type TestAgenda,
  type TestUser,
} from './bookings.test-support';

// A removed member loses every read of the space; their future appointments wait for the ADMIN to
// reassign (never over another booking: the exclusion constraint answers 409) or cancel them.
let context: TestContext;
let agenda: TestAgenda;
let colleague: TestUser;
const booked: Record<'clashing' | 'free' | 'toCancel' | 'adminOwn', string> = {
  clashing: '',
  free: '',
  toCancel: '',
  adminOwn: '',
};

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  context.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

function internal(scheduleId: string, hour: number) {
  const at = (minutes: string) => `2026-03-10T${String(hour).padStart(2, '0')}:${minutes}`;
  return {
    serviceScheduleId: scheduleId,
    startTime: at('00'),
    endTime: at('30'),
    clientInfo: { name: 'Cliente' },
  };
}

beforeAll(async () => {
  context = await createTestContext();
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
  colleague = await registerTestUser(context.app, { name: 'Carla Colega' });
  await insertMember(context.database.db, agenda.spaceId, colleague.user.id, 'MEMBER');
  const memberTuesday = scheduleOf(agenda.memberSchedules, 2);
  const adminTuesday = scheduleOf(agenda.adminSchedules, 2);
  const book = async (token: string, scheduleId: string, hour: number) => {
    const response = await inject('POST', '/api/bookings/internal', token, internal(scheduleId, hour));
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data.booking.id as string;
  };
  booked.clashing = await book(agenda.member.token, memberTuesday, 10);
  booked.free = await book(agenda.member.token, memberTuesday, 11);
  booked.toCancel = await book(agenda.member.token, memberTuesday, 12);
  booked.adminOwn = await book(agenda.admin.token, adminTuesday, 10);
  const removed = await inject(
    'DELETE',
    `/api/spaces/${agenda.spaceId}/members/${agenda.member.user.id}`,
    agenda.admin.token,
  );
  expect(removed.statusCode).toBe(200);
});
afterAll(async () => {
  await context.close();
});

describe('a removed member', () => {
  it('loses every read of the space, my-bookings included', async () => {
    const token = agenda.member.token;
    expect((await inject('GET', '/api/bookings/my-bookings', token)).json().data).toEqual({
      bookings: [],
      total: 0,
    });
    expect((await inject('GET', `/api/bookings/${booked.free}`, token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/bookings?spaceId=${agenda.spaceId}`, token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/spaces/${agenda.spaceId}`, token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/spaces/${agenda.spaceId}/members`, token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/spaces/${agenda.spaceId}/services`, token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/spaces/${agenda.spaceId}/orphaned-bookings`, token)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /spaces/{spaceId}/orphaned-bookings', () => {
  it('lists the removed member’s future appointments for the ADMIN only', async () => {
    const list = await inject('GET', `/api/spaces/${agenda.spaceId}/orphaned-bookings`, agenda.admin.token);
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.bookings.map((booking: { id: string }) => booking.id);
    expect(ids.toSorted()).toEqual([booked.clashing, booked.free, booked.toCancel].toSorted());
    const asMember = await inject('GET', `/api/spaces/${agenda.spaceId}/orphaned-bookings`, colleague.token);
    expect(asMember.statusCode).toBe(403);
    const outsider = await inject(
      'GET',
      `/api/spaces/${agenda.spaceId}/orphaned-bookings`,
      agenda.outsider.token,
    );
    expect(outsider.statusCode).toBe(404);
    expect((await inject('GET', `/api/spaces/${agenda.spaceId}/orphaned-bookings`)).statusCode).toBe(401);
  });
});

describe('POST /spaces/{spaceId}/orphaned-bookings/{bookingId}/reassign', () => {
  const reassign = (
    bookingId: string,
    hostId: string,
    token = agenda.admin.token,
    spaceId = agenda.spaceId,
  ) => inject('POST', `/api/spaces/${spaceId}/orphaned-bookings/${bookingId}/reassign`, token, { hostId });

  it('refuses a host who already has that time: 409 with the conflicting range', async () => {
    const response = await reassign(booked.clashing, agenda.admin.user.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().conflictingBooking).toEqual({
      startTime: '2026-03-10T09:00:00.000Z',
      endTime: '2026-03-10T09:30:00.000Z',
    });
  });

  it('refuses someone who is not a member, a MEMBER caller, another space and a booking with a host', async () => {
    expect((await reassign(booked.free, agenda.outsider.user.id)).statusCode).toBe(400);
    expect((await reassign(booked.free, colleague.user.id, colleague.token)).statusCode).toBe(403);
    expect(
      (await reassign(booked.free, agenda.outsider.user.id, agenda.outsider.token, agenda.outsiderSpaceId))
        .statusCode,
    ).toBe(404);
    expect((await reassign(booked.free, agenda.outsider.user.id, agenda.outsider.token)).statusCode).toBe(
      404,
    );
    expect((await reassign(booked.adminOwn, colleague.user.id)).statusCode).toBe(404);
  });

  it('hands the appointment to a member, after which it no longer waits', async () => {
    const response = await reassign(booked.free, colleague.user.id);
    expect([response.statusCode, response.json().message]).toEqual([200, 'Cita reasignada']);
    expect(response.json().data.booking).toMatchObject({ id: booked.free, host: { id: colleague.user.id } });
    const mine = await inject('GET', '/api/bookings/my-bookings', colleague.token);
    expect(mine.json().data.bookings.map((booking: { id: string }) => booking.id)).toContain(booked.free);
  });

  it('lets the ADMIN cancel one instead', async () => {
    const cancelled = await inject('PUT', `/api/bookings/${booked.toCancel}/cancel`, agenda.admin.token, {});
    expect(cancelled.statusCode).toBe(200);
    const list = await inject('GET', `/api/spaces/${agenda.spaceId}/orphaned-bookings`, agenda.admin.token);
    expect(list.json().data.bookings.map((booking: { id: string }) => booking.id)).toEqual([booked.clashing]);
  });
});
