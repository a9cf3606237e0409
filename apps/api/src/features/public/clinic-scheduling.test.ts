import { sqlStateOf } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { scheduleDateOverrides } from '@citavet/db/schema/services';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { createTestContext, type TestContext } from '../../test/test-app';
import { insertSchedule, insertService } from '../bookings/bookings.test-support';
import {
  nextIp,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from '../bookings/public/public-booking.test-support';

// Real clinics' scheduling end to end through the public page's API: night slots across midnight, buffers judged by
// the engine and by the exclusion constraint, daily caps refused by the database, extra openings.
// Clock: Monday 2026-03-02 08:00Z (09:00 in Madrid, UTC+1 in March).
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

type Slot = { startTime: string; endTime: string; startAt: string; endAt: string; scheduleId: string };
async function slotsOn(hostId: string, serviceId: string, date: string): Promise<Slot[]> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/public/space/${space.spaceId}/service/${serviceId}/host/${hostId}/available-slots?fromDate=${date}&toDate=${date}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.availableDays[0]?.dates[0]?.slots ?? [];
}
const book = (slot: Slot, email = `c${Math.random().toString(36).slice(2)}@example.com`) =>
  postPublicBooking(
    context.app,
    publicBookingBody(slot.scheduleId, slot.startAt, slot.endAt, { name: 'Lucía Cliente', email }),
    { ip: nextIp() },
  );

describe('scheduling that fits real clinics', () => {
  it('a night clinic offers and books 23:30–00:30 across local midnight', async () => {
    const db = context.database.db;
    const hostId = space.admin.user.id;
    const serviceId = await insertService(db, space.spaceId, { name: 'Urgencias', duration: 60 });
    await insertSchedule(db, { serviceId, hostId, dayOfWeek: 2, startTime: '20:30', endTime: '24:00' });
    await insertSchedule(db, { serviceId, hostId, dayOfWeek: 3, startTime: '00:00', endTime: '08:00' });
    const slots = await slotsOn(hostId, serviceId, '2026-03-03');
    expect(slots.map((slot) => `${slot.startTime}-${slot.endTime}`)).toEqual([
      '20:30-21:30',
      '21:30-22:30',
      '22:30-23:30',
      '23:30-00:30',
    ]);
    const night = slots[3] as Slot;
    expect([night.startAt, night.endAt]).toEqual(['2026-03-03T22:30:00.000Z', '2026-03-03T23:30:00.000Z']);
    expect((await book(night)).statusCode).toBe(201);
    const after = await slotsOn(hostId, serviceId, '2026-03-03');
    expect(after.map((slot) => slot.startTime)).toEqual(['20:30', '21:30', '22:30']);
    // Wednesday's own 00:00 slot overlaps the booked night slot.
    expect((await slotsOn(hostId, serviceId, '2026-03-04'))[0]?.startTime).toBe('01:00');
  });

  it('buffers keep the professional busy around an appointment, in the engine and the database', async () => {
    const db = context.database.db;
    const hostId = space.admin.user.id;
    const serviceId = await insertService(db, space.spaceId, {
      name: 'Cirugía menor',
      duration: 60,
      bufferBefore: 30,
      bufferAfter: 30,
    });
    await insertSchedule(db, { serviceId, hostId, dayOfWeek: 4, startTime: '09:00', endTime: '13:00' });
    const open = await slotsOn(hostId, serviceId, '2026-03-05');
    expect(open.map((slot) => slot.startTime)).toEqual(['09:00', '10:00', '11:00', '12:00']);
    const response = await book(open[1] as Slot);
    expect(response.statusCode).toBe(201);
    // The client's booking is the appointment only; the professional is busy 09:30–11:30.
    const [row] = await db.select().from(bookings).where(eq(bookings.id, response.json().data.booking.id));
    expect(row?.startAt.toISOString()).toBe('2026-03-05T09:00:00.000Z');
    expect(row?.busyStartAt?.toISOString()).toBe('2026-03-05T08:30:00.000Z');
    expect(row?.busyEndAt?.toISOString()).toBe('2026-03-05T10:30:00.000Z');
    expect((await slotsOn(hostId, serviceId, '2026-03-05')).map((slot) => slot.startTime)).toEqual(['12:00']);
    // A write that skipped every check still meets the exclusion constraint over the buffered range.
    const direct = db.insert(bookings).values({
      spaceId: space.spaceId,
      serviceId: space.serviceId,
      hostId,
      clientName: 'Directo',
      serviceName: 'Consulta general',
      serviceDuration: 30,
      startAt: new Date('2026-03-05T10:15:00.000Z'),
      endAt: new Date('2026-03-05T10:45:00.000Z'),
      status: 'CONFIRMED',
      source: 'INTERNAL',
    });
    const failure = await direct.then(
      () => null,
      (error: unknown) => error,
    );
    expect(sqlStateOf(failure)).toBe('23P01');
  });

  it('a daily cap stops the offer and the database refuses the N+1th with a Spanish 409', async () => {
    const db = context.database.db;
    const hostId = space.member.user.id;
    const serviceId = await insertService(db, space.spaceId, {
      name: 'Esterilización',
      duration: 60,
      dailyCap: 1,
    });
    await insertSchedule(db, { serviceId, hostId, dayOfWeek: 5, startTime: '09:00', endTime: '12:00' });
    const friday = await slotsOn(hostId, serviceId, '2026-03-06');
    expect(friday).toHaveLength(3);
    expect((await book(friday[0] as Slot)).statusCode).toBe(201);
    expect(await slotsOn(hostId, serviceId, '2026-03-06')).toEqual([]);
    expect(await slotsOn(hostId, serviceId, '2026-03-13')).toHaveLength(3);
    // The page showed the slot before the cap was reached; the write is refused.
    const late = await book(friday[2] as Slot);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      success: false,
      code: 'DAILY_CAP_REACHED',
      message: 'Ya no quedan citas disponibles para ese día: se alcanzó el máximo diario',
    });
  });

  it('an extra opening on a date is offered and booked (no weekly range behind it)', async () => {
    const db = context.database.db;
    const hostId = space.member.user.id;
    const serviceId = await insertService(db, space.spaceId, { name: 'Campaña de vacunación', duration: 30 });
    const weekly = await insertSchedule(db, {
      serviceId,
      hostId,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(await slotsOn(hostId, serviceId, '2026-03-07')).toEqual([]);
    const [override] = await db
      .insert(scheduleDateOverrides)
      .values({
        spaceId: space.spaceId,
        date: '2026-03-07',
        kind: 'ADD',
        startTime: '10:00',
        endTime: '11:00',
      })
      .returning({ id: scheduleDateOverrides.id });
    const saturday = await slotsOn(hostId, serviceId, '2026-03-07');
    expect(saturday.map((slot) => slot.startTime)).toEqual(['10:00', '10:30']);
    // The page books through a weekly range of the host for the service (it names service and host).
    expect(saturday[0]?.scheduleId).toBe(weekly);
    expect(override?.id).toBeDefined();
    const response = await book(saturday[0] as Slot);
    expect(response.statusCode).toBe(201);
    const [row] = await db
      .select({ serviceScheduleId: bookings.serviceScheduleId })
      .from(bookings)
      .where(eq(bookings.id, response.json().data.booking.id));
    expect(row?.serviceScheduleId).toBeNull();
  });
});
