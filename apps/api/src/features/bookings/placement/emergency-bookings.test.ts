import { sqlStateOf } from '@citavet/db/database';
import { bookings, disabledDates } from '@citavet/db/schema/bookings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../../test/test-app';
import { insertSchedule, insertService, setUpSpace, type TestSpace } from '../bookings.test-support';
import {
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from '../public/public-booking.test-support';

// Emergencies (decision 055): staff may book outside the published schedule or on a
// closed day once they confirm 'Fuera de horario: ¿agendar igualmente?' (isOutsideSchedule), never
// over another booking of the same professional; the public and client routes cannot.
// Europe/Madrid is UTC+1 in March. The clock says Monday 2026-03-02 08:00Z. Both members offer the
// service Monday to Friday 09:00–13:00; the admin's Tuesday range has its own price (40.00).

const OUTSIDE = 'Fuera de horario: ¿agendar igualmente?';
let context: TestContext;
let space: TestSpace;
const ranges: Record<'admin' | 'member', string[]> = { admin: [], member: [] };

beforeAll(async () => {
  context = await createTestContext();
  const db = context.database.db;
  space = await setUpSpace(context.app, db, 'Europe/Madrid');
  const serviceId = await insertService(db, space.spaceId, { price: '25.50' });
  for (const [who, user] of [
    ['admin', space.admin],
    ['member', space.member],
  ] as const) {
    for (let dayOfWeek = 1; dayOfWeek <= 5; dayOfWeek++) {
      const customPrice = who === 'admin' && dayOfWeek === 2 ? '40.00' : null;
      ranges[who].push(
        await insertSchedule(db, {
          serviceId,
          hostId: user.user.id,
          dayOfWeek,
          startTime: '09:00',
          endTime: '13:00',
          customPrice,
        }),
      );
    }
  }
  // Wednesday 11 March the clinic is closed.
  await db.insert(disabledDates).values({
    spaceId: space.spaceId,
    scope: 'SPACE',
    isAllDay: true,
    startDay: '2026-03-11',
    endDay: '2026-03-11',
    title: 'Cierre',
    reason: 'Inventario',
  });
});
afterAll(async () => {
  await context.close();
});

const tuesdayRange = () => ranges.admin[1] as string;
const staffBody = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
  serviceScheduleId: tuesdayRange(),
  startTime: start,
  endTime: end,
  clientInfo: { name: 'Urgencia Pérez', phone: '600 123 456' },
  ...extra,
});
const post = (url: string, token: string, payload: object) =>
  context.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const internal = (payload: object, token = space.admin.token) =>
  post('/api/bookings/internal', token, payload);
const countBookings = async () =>
  (
    await context.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.spaceId, space.spaceId))
  ).length;

describe('staff bookings outside the published schedule (decision 055)', () => {
  it('asks to confirm a time outside the ranges, a day without ranges and a closed day, writing nothing', async () => {
    const before = await countBookings();
    const cases = [
      ['2026-03-10T22:00', '2026-03-10T22:30', 'outside-ranges'],
      ['2026-03-08T22:00', '2026-03-08T22:30', 'no-schedule-that-day'],
      ['2026-03-11T10:00', '2026-03-11T10:30', 'date-disabled'],
    ] as const;
    for (const [start, end, why] of cases) {
      const refused = await internal(staffBody(start, end));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'OUTSIDE_SCHEDULE',
        message: OUTSIDE,
        outsideSchedule: why,
      });
      const unconfirmed = await internal(staffBody(start, end, { isOutsideSchedule: false }));
      expect(unconfirmed.statusCode).toBe(409);
    }
    expect(await countBookings()).toBe(before);
  });

  it('books a confirmed emergency on a closed day, flagged, in no range, at the base price', async () => {
    const response = await internal(
      staffBody('2026-03-08T22:00', '2026-03-08T22:30', { isOutsideSchedule: true }),
    );
    expect(response.statusCode).toBe(201);
    const booking = response.json().data.booking;
    expect(booking).toMatchObject({
      isOutsideSchedule: true,
      serviceSchedule: null,
      status: 'CONFIRMED',
      startTime: '2026-03-08T21:00:00.000Z',
      host: { id: space.admin.user.id },
    });
    // The Tuesday range's own price (40.00) does not apply outside it: the service's base price does.
    expect(booking.service.price).toBe(25.5);
    const [row] = await context.database.db
      .select({ isOutsideSchedule: bookings.isOutsideSchedule, source: bookings.source })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row).toEqual({ isOutsideSchedule: true, source: 'INTERNAL' });

    const detail = await context.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: bearer(space.admin.token),
    });
    expect(detail.json().data.booking.isOutsideSchedule).toBe(true);
    const agenda = await context.app.inject({
      method: 'GET',
      url: `/api/bookings?spaceId=${space.spaceId}&fromDate=2026-03-08&toDate=2026-03-08`,
      headers: bearer(space.admin.token),
    });
    expect(agenda.statusCode).toBe(200);
    expect(agenda.json().data.bookings).toEqual([
      expect.objectContaining({ id: booking.id, isOutsideSchedule: true }),
    ]);
  });

  it('books on a disabled day and late at night when confirmed; a time inside the schedule stays unflagged', async () => {
    const closed = await internal(
      staffBody('2026-03-11T10:00', '2026-03-11T10:30', { isOutsideSchedule: true }),
    );
    expect(closed.statusCode).toBe(201);
    expect(closed.json().data.booking.isOutsideSchedule).toBe(true);
    const inside = await internal(
      staffBody('2026-03-10T10:00', '2026-03-10T10:30', { isOutsideSchedule: true }),
    );
    expect(inside.statusCode).toBe(201);
    expect(inside.json().data.booking).toMatchObject({
      isOutsideSchedule: false,
      serviceSchedule: { id: tuesdayRange() },
      service: { price: 40 },
    });
  });

  it('never overlaps another booking of the same professional, emergency or not', async () => {
    const first = await internal(
      staffBody('2026-03-10T23:00', '2026-03-10T23:30', { isOutsideSchedule: true }),
    );
    expect(first.statusCode).toBe(201);
    const overlap = await internal(
      staffBody('2026-03-10T23:15', '2026-03-10T23:45', { isOutsideSchedule: true }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({
      code: 'BOOKING_OVERLAP',
      conflictingBooking: { startTime: '2026-03-10T22:00:00.000Z', endTime: '2026-03-10T22:30:00.000Z' },
    });
    // Another professional is free at that time.
    const other = await internal(
      staffBody('2026-03-10T23:15', '2026-03-10T23:45', {
        isOutsideSchedule: true,
        assignedMemberId: space.member.user.id,
      }),
    );
    expect(other.statusCode).toBe(201);
    expect(other.json().data.booking.host.id).toBe(space.member.user.id);

    // The exclusion constraint has the last word even for a row written past the application's check.
    const write = await context.database.db
      .insert(bookings)
      .values({
        spaceId: space.spaceId,
        hostId: space.admin.user.id,
        clientName: 'Directo',
        serviceName: 'Consulta general',
        serviceDuration: 30,
        startAt: new Date('2026-03-10T22:10:00.000Z'),
        endAt: new Date('2026-03-10T22:40:00.000Z'),
        status: 'CONFIRMED',
        source: 'INTERNAL',
        isOutsideSchedule: true,
      })
      .catch((error: unknown) => error);
    expect(sqlStateOf(write)).toBe('23P01');
  });

  it('lets a MEMBER book their own emergency, not one for another member; outsiders are refused', async () => {
    const own = await post(
      '/api/bookings/host-create',
      space.member.token,
      staffBody('2026-03-12T20:00', '2026-03-12T20:30', {
        serviceScheduleId: ranges.member[3],
        isOutsideSchedule: true,
      }),
    );
    expect(own.statusCode).toBe(201);
    expect(own.json().data.booking).toMatchObject({
      isOutsideSchedule: true,
      host: { id: space.member.user.id },
    });
    const forAdmin = await internal(
      staffBody('2026-03-12T21:00', '2026-03-12T21:30', { isOutsideSchedule: true }),
      space.member.token,
    );
    expect(forAdmin.statusCode).toBe(403);
    const outsider = await internal(
      staffBody('2026-03-12T21:00', '2026-03-12T21:30', { isOutsideSchedule: true }),
      space.outsider.token,
    );
    expect(outsider.statusCode).toBe(403);
    const outsiderHost = await post(
      '/api/bookings/host-create',
      space.outsider.token,
      staffBody('2026-03-12T21:00', '2026-03-12T21:30', { isOutsideSchedule: true }),
    );
    expect(outsiderHost.statusCode).toBe(403);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/bookings/internal',
      payload: staffBody('2026-03-12T21:00', '2026-03-12T21:30', { isOutsideSchedule: true }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('moves a booking outside the schedule only when confirmed, and back inside unflagged', async () => {
    const created = await internal(staffBody('2026-03-17T11:00', '2026-03-17T11:30'));
    const id = created.json().data.booking.id;
    const edit = (start: string, end: string, extra: Record<string, unknown> = {}) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/bookings/${id}`,
        headers: bearer(space.admin.token),
        payload: { startTime: start, endTime: end, clientInfo: { name: 'Urgencia Pérez' }, ...extra },
      });
    const refused = await edit('2026-03-17T21:00', '2026-03-17T21:30');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'OUTSIDE_SCHEDULE', message: OUTSIDE });
    const moved = await edit('2026-03-17T21:00', '2026-03-17T21:30', { isOutsideSchedule: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.booking).toMatchObject({ isOutsideSchedule: true, serviceSchedule: null });
    const back = await edit('2026-03-17T12:00', '2026-03-17T12:30');
    expect(back.statusCode).toBe(200);
    expect(back.json().data.booking).toMatchObject({
      isOutsideSchedule: false,
      serviceSchedule: { id: tuesdayRange() },
    });
  });
});

describe('client channels never book outside the schedule', () => {
  it('the public page and a signed-in client are refused the flag (400), writing nothing', async () => {
    const publicSpace = await setUpPublicSpace(context.app, context.database.db);
    const tuesday = publicSpace.adminSchedules[1] as string;
    for (const [start, end] of [
      ['2026-03-10T09:00', '2026-03-10T09:30'],
      ['2026-03-10T22:00', '2026-03-10T22:30'],
    ] as const) {
      const refused = await postPublicBooking(context.app, {
        ...publicBookingBody(tuesday, start, end),
        isOutsideSchedule: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }
    const client = await post('/api/bookings', space.member.token, {
      serviceScheduleId: tuesday,
      startTime: '2026-03-10T22:00',
      endTime: '2026-03-10T22:30',
      isOutsideSchedule: true,
    });
    expect(client.statusCode).toBe(400);
    // Without the flag, 22:00 is simply not a slot the public page offers: no question to confirm.
    const late = await postPublicBooking(
      context.app,
      publicBookingBody(tuesday, '2026-03-10T22:00', '2026-03-10T22:30'),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).not.toBe('OUTSIDE_SCHEDULE');
    const written = await context.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.spaceId, publicSpace.spaceId));
    expect(written).toEqual([]);
  });
});
