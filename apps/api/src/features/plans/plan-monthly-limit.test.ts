import { queryRows, sqlStateOf } from '@citavet/db/database';
import {
  limitMessage,
  MONTHLY_LIMIT_PUBLIC_MESSAGE,
  PLAN_MONTH_CAP_SQLSTATE,
} from '@citavet/domain/plans/plan-limits';
import { findPlan } from '@citavet/domain/plans/plans';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { scheduleOf } from '../bookings/bookings.test-support';
import {
  nextIp,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from '../bookings/public/public-booking.test-support';
import { fillAppointments } from './plans.test-support';

// Gratuito's 1,000 appointments a calendar month of the clinic's zone (decision 073): counted by
// the database under a lock per space and month (migration 0034), DST-correct; the public page's
// visitor is asked to call the clinic; a race for the last one makes exactly one.

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ config: { arePlanLimitsOn: () => true } });
});
afterAll(() => context.close());

/**
 * A Madrid clinic whose March holds `inMarch` appointments of the member's agenda, the first at
 * 00:30 on 1 March local (23:30 UTC the day before), plus appointments of the first local hour of
 * April (still 31 March in UTC) and cancelled ones in March, neither of which counts.
 */
async function clinicWithMarch(inMarch: number): Promise<PublicSpaceSetup> {
  const space = await setUpPublicSpace(context.app, context.database.db, { timeZone: 'Europe/Madrid' });
  const base = { spaceId: space.spaceId, serviceId: space.serviceId, hostId: space.member.user.id };
  const { db } = context.database;
  await fillAppointments(db, { ...base, from: '2026-02-28T23:30:00Z', count: inMarch });
  // 1 April 00:00–01:30 CEST (UTC+2, after the DST change of 29 March) is 31 March 22:00–23:30 UTC.
  await fillAppointments(db, { ...base, from: '2026-03-31T22:00:00Z', count: 3 });
  await fillAppointments(db, { ...base, from: '2026-03-25T03:00:00Z', count: 4, status: 'CANCELLED' });
  return space;
}

/** The admin's (kept) agenda on Friday 20 March at a local hour. */
const publicAt = (space: PublicSpaceSetup, hourUtc: number, email = 'lucia@example.com') =>
  postPublicBooking(
    context.app,
    publicBookingBody(
      scheduleOf(space.adminSchedules, 5),
      `2026-03-20T${String(hourUtc).padStart(2, '0')}:00:00.000Z`,
      `2026-03-20T${String(hourUtc).padStart(2, '0')}:30:00.000Z`,
      { name: 'Lucía Cliente', email },
    ),
    { ip: nextIp() },
  );

describe('the monthly appointments of Gratuito', () => {
  it('takes the 1,000th appointment of the local month and politely refuses the 1,001st on the public page', async () => {
    const space = await clinicWithMarch(999);
    const last = await publicAt(space, 9);
    expect(last.statusCode).toBe(201);
    const over = await publicAt(space, 10);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'MONTHLY_LIMIT_REACHED',
      message: MONTHLY_LIMIT_PUBLIC_MESSAGE,
    });
    expect(over.json().message).not.toMatch(/plan|Gratuito|Premium/);

    // April of the clinic has room: its first hour (31 March in UTC) held three of the filler.
    const april = await postPublicBooking(
      context.app,
      publicBookingBody(
        scheduleOf(space.adminSchedules, 3),
        '2026-04-01T07:00:00.000Z',
        '2026-04-01T07:30:00.000Z',
      ),
      { ip: nextIp() },
    );
    expect(april.statusCode).toBe(201);
  });

  it('refuses the staff the 1,001st with the plan and the way up', async () => {
    const space = await clinicWithMarch(1_000);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/bookings/internal',
      headers: bearer(space.admin.token),
      payload: {
        serviceScheduleId: scheduleOf(space.adminSchedules, 5),
        startTime: '2026-03-20T09:00:00.000Z',
        endTime: '2026-03-20T09:30:00.000Z',
        clientInfo: { name: 'Lucía Gómez', email: 'lucia@example.com', phone: '600 111 222' },
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: limitMessage(findPlan('gratuito'), 'monthlyAppointments'),
    });
  });

  it('refuses the staff a booking with the professional the plan keeps out, and writes nothing', async () => {
    const space = await clinicWithMarch(0);
    const book = (schedules: string[], startTime: string, endTime: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/bookings/internal',
        headers: bearer(space.admin.token),
        payload: {
          serviceScheduleId: scheduleOf(schedules, 5),
          startTime,
          endTime,
          clientInfo: { name: 'Lucía Gómez', email: 'lucia@example.com', phone: '600 111 222' },
        },
      });
    // Gratuito keeps one professional: the admin, whose ranges came first.
    const member = await book(space.memberSchedules, '2026-03-20T10:00:00.000Z', '2026-03-20T10:30:00.000Z');
    expect(member.statusCode).toBe(409);
    expect(member.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
    expect(member.json().message).toContain('el profesional no está entre los que siguen activos');
    const written = await queryRows(
      context.database.db,
      sql`select id from bookings where host_id = ${space.member.user.id}
            and start_at = ${'2026-03-20T10:00:00.000Z'}::timestamptz`,
    );
    expect(written).toHaveLength(0);
    const admin = await book(space.adminSchedules, '2026-03-20T10:00:00.000Z', '2026-03-20T10:30:00.000Z');
    expect(admin.statusCode).toBe(201);
  });

  it('makes exactly one of two public bookings racing for the last appointment of the month', async () => {
    const space = await clinicWithMarch(999);
    const answers = await Promise.all([
      publicAt(space, 11, 'ana@example.com'),
      publicAt(space, 12, 'beto@example.com'),
      publicAt(space, 13, 'carla@example.com'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('offers and books only the professional the plan keeps', async () => {
    const space = await clinicWithMarch(0);
    const page = await context.app.inject({
      method: 'GET',
      url: `/api/public/space/by-route/${space.route}`,
    });
    expect(page.json().data.hosts.map((host: { id: string }) => host.id)).toEqual([space.admin.user.id]);
    const member = await postPublicBooking(
      context.app,
      publicBookingBody(
        scheduleOf(space.memberSchedules, 5),
        '2026-03-20T09:00:00.000Z',
        '2026-03-20T09:30:00.000Z',
      ),
      { ip: nextIp() },
    );
    expect(member.statusCode).toBe(404);
    expect(member.json().code).toBe('HOST_NOT_FOUND');
  });

  it('counts a booking moved into a full month, by the staff or by the client, and not a move within its month', async () => {
    const space = await clinicWithMarch(1_000);
    const booked = await postPublicBooking(
      context.app,
      publicBookingBody(
        scheduleOf(space.adminSchedules, 3),
        '2026-04-08T07:00:00.000Z',
        '2026-04-08T07:30:00.000Z',
      ),
      { ip: nextIp() },
    );
    expect(booked.statusCode).toBe(201);
    const { id, managePath } = booked.json().data.booking;
    const token = tokenOf(managePath);
    const reschedule = (startTime: string, endTime: string) =>
      context.app.inject({
        method: 'POST',
        url: `/api/public/bookings/${encodeURIComponent(token)}/reschedule`,
        payload: { startTime, endTime },
      });
    const intoMarch = await reschedule('2026-03-20T10:00', '2026-03-20T10:30');
    expect(intoMarch.statusCode).toBe(409);
    expect(intoMarch.json()).toMatchObject({
      code: 'MONTHLY_LIMIT_REACHED',
      message: MONTHLY_LIMIT_PUBLIC_MESSAGE,
    });
    const staffMove = (startTime: string, endTime: string) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/bookings/${id}`,
        headers: bearer(space.admin.token),
        payload: { startTime, endTime, clientInfo: { name: 'Lucía Cliente', email: 'lucia@example.com' } },
      });
    const byStaff = await staffMove('2026-03-20T11:00', '2026-03-20T11:30');
    expect(byStaff.statusCode).toBe(409);
    expect(byStaff.json()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: limitMessage(findPlan('gratuito'), 'monthlyAppointments'),
    });
    // Within April it was counted already: nothing new is counted.
    expect((await reschedule('2026-04-08T10:00', '2026-04-08T10:30')).statusCode).toBe(200);
    expect((await staffMove('2026-04-09T11:00', '2026-04-09T11:30')).statusCode).toBe(200);
  });

  it('counts a booking that comes back from CANCELLED into a full month', async () => {
    const space = await clinicWithMarch(1_000);
    const { db } = context.database;
    const [cancelled] = await queryRows<{ id: string }>(
      db,
      sql`select id from bookings where space_id = ${space.spaceId} and status = 'CANCELLED' limit 1`,
    );
    const unCancel = (cap: number) =>
      db.transaction(async (tx) => {
        await queryRows(tx, sql`select set_config('citavet.plan_month_cap', ${String(cap)}, true)`);
        await queryRows(tx, sql`update bookings set status = 'CONFIRMED' where id = ${cancelled?.id}`);
      });
    const refused = await unCancel(1_000).catch((error: unknown) => error);
    expect(sqlStateOf(refused)).toBe(PLAN_MONTH_CAP_SQLSTATE);
    await expect(unCancel(1_001)).resolves.toBeUndefined();
  });
});
