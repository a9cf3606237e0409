import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { type PublicSpaceSetup, setUpPublicSpace } from '../bookings/public/public-booking.test-support';

// Clock: Monday 2026-03-02 08:00Z; the member offers 30-minute slots 08:00–20:00 every day.
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext();
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

const capUrl = (userId: string, spaceId = space.spaceId) =>
  `/api/spaces/${spaceId}/members/${userId}/daily-cap`;
const put = (path: string, token: string, payload: object) =>
  context.app.inject({ method: 'PUT', url: path, headers: bearer(token), payload });

describe('PUT /api/spaces/{spaceId}/members/{userId}/daily-cap', () => {
  it('lets an ADMIN cap a professional, shows it in the members list, and lifts it with null', async () => {
    const response = await put(capUrl(space.member.user.id), space.admin.token, { dailyCap: 6 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Máximo diario actualizado',
      data: { userId: space.member.user.id, dailyCap: 6 },
    });
    const members = await context.app.inject({
      method: 'GET',
      url: `/api/spaces/${space.spaceId}/members`,
      headers: bearer(space.admin.token),
    });
    const listed = members
      .json()
      .data.find((each: { userId: string }) => each.userId === space.member.user.id);
    expect(listed.dailyCap).toBe(6);
    const lifted = await put(capUrl(space.member.user.id), space.admin.token, { dailyCap: null });
    expect(lifted.json().data.dailyCap).toBeNull();
  });

  it('refuses bad caps in Spanish, MEMBERs, other clinics and strangers', async () => {
    for (const dailyCap of [0, 1.5, 1_000_000, 'tres']) {
      const response = await put(capUrl(space.member.user.id), space.admin.token, { dailyCap });
      expect(response.statusCode, String(dailyCap)).toBe(400);
      expect(JSON.stringify(response.json())).toContain('máximo de citas por día');
    }
    expect((await put(capUrl(space.member.user.id), space.member.token, { dailyCap: 50 })).statusCode).toBe(
      403,
    );
    expect((await put(capUrl(space.member.user.id), space.outsider.token, { dailyCap: 1 })).statusCode).toBe(
      404,
    );
    const stranger = await put(capUrl(space.outsider.user.id), space.admin.token, { dailyCap: 1 });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('MEMBER_NOT_FOUND');
  });

  it('makes the public page offer nothing on a day the professional is full', async () => {
    const date = '2026-03-05';
    const slotsUrl = `/api/public/space/${space.spaceId}/service/${space.serviceId}/host/${space.member.user.id}/available-slots?fromDate=${date}&toDate=${date}`;
    const before = await context.app.inject({ method: 'GET', url: slotsUrl });
    expect(before.json().data.availableDays[0].dates[0].slots).toHaveLength(24);
    await context.app.inject({
      method: 'POST',
      url: '/api/bookings/internal',
      headers: bearer(space.admin.token),
      payload: {
        serviceScheduleId: space.memberSchedules[3],
        startTime: '2026-03-05T09:00:00.000Z',
        endTime: '2026-03-05T09:30:00.000Z',
        clientInfo: { name: 'Cliente' },
      },
    });
    await put(capUrl(space.member.user.id), space.admin.token, { dailyCap: 1 });
    const after = await context.app.inject({ method: 'GET', url: slotsUrl });
    const day = after.json().data.availableDays[0]?.dates[0];
    expect(day?.slots ?? []).toHaveLength(0);
  });
});
