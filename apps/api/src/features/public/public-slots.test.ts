import { bookings, disabledDates } from '@citavet/db/schema/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { createTestContext, expandBookingMessages, type TestContext } from '../../test/test-app';
import { insertSchedule, insertService } from '../bookings/bookings.test-support';
import {
  outboxOfBooking,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from '../bookings/public/public-booking.test-support';

// Clock: Monday 2026-03-02 08:00Z (09:00 in Madrid). Both hosts offer the 30-minute service every
// day 08:00–20:00, so a full day has 24 slots.
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

type Slot = {
  date: string;
  startTime: string;
  endTime: string;
  startAt: string;
  daysFromNow: number;
  dayName: string;
  startLabel?: string;
};
type Day = { date: string; slots: Slot[] };

const slotsUrl = (hostId: string, query = '', serviceId = space.serviceId, spaceId = space.spaceId) =>
  `/api/public/space/${spaceId}/service/${serviceId}/host/${hostId}/available-slots${query ? `?${query}` : ''}`;
async function daysOf(hostId: string, query = '', serviceId = space.serviceId): Promise<Day[]> {
  const response = await context.app.inject({ method: 'GET', url: slotsUrl(hostId, query, serviceId) });
  expect(response.statusCode).toBe(200);
  const { availableDays } = response.json().data;
  return availableDays[0]?.dates ?? [];
}
const startTimesOn = async (hostId: string, date: string, serviceId = space.serviceId) =>
  ((await daysOf(hostId, `fromDate=${date}&toDate=${date}`, serviceId))[0]?.slots ?? []).map(
    (slot) => slot.startTime,
  );

describe('GET /api/public/space/{spaceId}/service/{serviceId}/host/{hostId}/available-slots', () => {
  it('answers 31 days from today by default, in the space zone, with Spanish labels', async () => {
    const response = await context.app.inject({ method: 'GET', url: slotsUrl(space.member.user.id) });
    expect(response.json().data.timeZone).toBe('Europe/Madrid');
    const days: Day[] = response.json().data.availableDays[0].dates;
    expect(days).toHaveLength(31);
    expect(days[0]?.date).toBe('2026-03-02');
    expect(days[30]?.date).toBe('2026-04-01');
    // Today starts now (09:00 local); the other days run 08:00–19:30.
    expect(days[0]?.slots).toHaveLength(22);
    expect(days[0]?.slots[0]).toEqual({
      date: '2026-03-02',
      startTime: '09:00',
      endTime: '09:30',
      startAt: '2026-03-02T08:00:00.000Z',
      endAt: '2026-03-02T08:30:00.000Z',
      available: true,
      scheduleId: space.memberSchedules[0],
      price: 25.5,
      daysFromNow: 0,
      dayName: 'Lunes',
      startLabel: '09:00',
    });
    expect(days[8]?.slots[0]).toMatchObject({ date: '2026-03-10', daysFromNow: 8, dayName: 'Martes' });
    expect(days[8]?.slots).toHaveLength(24);
  });

  it('caps the range at maxDays, starting today unless includePastDates is true', async () => {
    const wide = 'fromDate=2026-03-01&toDate=2026-06-30&maxDays=62';
    const fromToday = await daysOf(space.member.user.id, wide);
    expect([fromToday[0]?.date, fromToday.at(-1)?.date]).toEqual(['2026-03-02', '2026-05-02']);
    const withPast = await daysOf(space.member.user.id, `${wide}&includePastDates=true`);
    // The past day is asked for, but no past time is ever offered.
    expect([withPast[0]?.date, withPast.at(-1)?.date]).toEqual(['2026-03-02', '2026-05-01']);
    for (const query of [
      'maxDays=63',
      'maxDays=0',
      'fromDate=2026-03-10&toDate=2026-03-09',
      'fromDate=mañana',
      'includePastDates=quizás',
      'otro=1',
    ]) {
      const response = await context.app.inject({
        method: 'GET',
        url: slotsUrl(space.member.user.id, query),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('leaves out SPACE and the host’s own disabled dates, and the host’s bookings in any space', async () => {
    const db = context.database.db;
    await db.insert(disabledDates).values([
      {
        spaceId: space.spaceId,
        scope: 'SPACE',
        isAllDay: true,
        startDay: '2026-03-11',
        endDay: '2026-03-11',
        title: 'Festivo',
        reason: 'Fiesta',
      },
      {
        spaceId: space.spaceId,
        scope: 'HOST',
        hostId: space.admin.user.id,
        isAllDay: true,
        startDay: '2026-03-12',
        endDay: '2026-03-12',
        title: 'Congreso',
        reason: 'Formación',
      },
      {
        spaceId: space.spaceId,
        scope: 'HOST',
        hostId: space.member.user.id,
        isAllDay: false,
        startAt: new Date('2026-03-12T07:00:00.000Z'),
        endAt: new Date('2026-03-12T09:00:00.000Z'),
        title: 'Médico',
        reason: 'Cita personal',
      },
    ]);
    expect(await startTimesOn(space.member.user.id, '2026-03-11')).toEqual([]);
    expect(await startTimesOn(space.admin.user.id, '2026-03-12')).toEqual([]);
    // 08:00–10:00 local is blocked for the member only.
    expect((await startTimesOn(space.member.user.id, '2026-03-12')).slice(0, 2)).toEqual(['10:00', '10:30']);
    // A booking of the member in another space holds their time here too.
    await db.insert(bookings).values({
      spaceId: space.outsiderSpaceId,
      hostId: space.member.user.id,
      clientName: 'Cliente de otra clínica',
      serviceName: 'Otra cosa',
      serviceDuration: 60,
      startAt: new Date('2026-03-13T09:00:00.000Z'),
      endAt: new Date('2026-03-13T10:00:00.000Z'),
      status: 'CONFIRMED',
      source: 'INTERNAL',
    });
    const friday = await startTimesOn(space.member.user.id, '2026-03-13');
    expect(friday).not.toContain('10:00');
    expect(friday).not.toContain('10:30');
    expect(friday).toContain('11:00');
  });

  it('no longer offers a slot once it is booked, for that host only', async () => {
    expect(await startTimesOn(space.member.user.id, '2026-03-16')).toContain('10:00');
    const booked = await postPublicBooking(
      context.app,
      publicBookingBody(space.memberSchedules[0] ?? '', '2026-03-16T10:00', '2026-03-16T10:30'),
    );
    expect(booked.statusCode).toBe(201);
    expect(await startTimesOn(space.member.user.id, '2026-03-16')).not.toContain('10:00');
    expect(await startTimesOn(space.admin.user.id, '2026-03-16')).toContain('10:00');
  });

  it("prices each slot as its booking will be: the range's own price over the service's", async () => {
    const db = context.database.db;
    const serviceId = await insertService(db, space.spaceId, { name: 'Vacunación', price: '30.00' });
    const [morning, evening] = [
      await insertSchedule(db, {
        serviceId,
        hostId: space.admin.user.id,
        dayOfWeek: 3,
        startTime: '09:00',
        endTime: '10:00',
      }),
      await insertSchedule(db, {
        serviceId,
        hostId: space.admin.user.id,
        dayOfWeek: 3,
        startTime: '18:00',
        endTime: '19:00',
        customPrice: '45.00',
      }),
    ];
    const [day] = await daysOf(space.admin.user.id, 'fromDate=2026-03-18&toDate=2026-03-18', serviceId);
    const priceAt = (time: string) =>
      (day?.slots as Array<Slot & { price: number; scheduleId: string }>).find(
        (slot) => slot.startTime === time,
      );
    expect(priceAt('09:00')).toMatchObject({ price: 30, scheduleId: morning });
    expect(priceAt('18:00')).toMatchObject({ price: 45, scheduleId: evening });
    const booked = await postPublicBooking(
      context.app,
      publicBookingBody(evening ?? '', '2026-03-18T18:00', '2026-03-18T18:30'),
    );
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.booking).toMatchObject({ price: 45, currency: 'EUR' });
    await expandBookingMessages(context);
    const [confirmation] = (await outboxOfBooking(db, booked.json().data.booking.id)).filter(
      (email) => email.kind === 'booking-confirmation',
    );
    expect(confirmation?.textBody).toMatch(/Precio: 45,00\s€/);
    // RFC 5545 escapes the comma in text.
    expect(confirmation?.attachments?.[0]?.content).toMatch(/Precio: 45\\,00\s€/);
    const next = await context.app.inject({
      method: 'GET',
      url: `/api/public/space/${space.spaceId}/service/${serviceId}/host/${space.admin.user.id}/next-available?limit=2`,
    });
    expect(next.json().data.availableSlots.map((slot: { price: number }) => slot.price)).toEqual([30, 30]);
  });

  it('applies the minimum notice and the maximum advance of the service', async () => {
    const db = context.database.db;
    const serviceId = await insertService(db, space.spaceId, {
      name: 'Con aviso',
      minAdvanceBooking: 48,
      maxAdvanceBooking: 7,
    });
    for (let dayOfWeek = 1; dayOfWeek <= 7; dayOfWeek++) {
      await insertSchedule(db, {
        serviceId,
        hostId: space.admin.user.id,
        dayOfWeek,
        startTime: '08:00',
        endTime: '20:00',
      });
    }
    const days = await daysOf(space.admin.user.id, '', serviceId);
    expect(days[0]?.slots[0]?.startAt).toBe('2026-03-04T08:00:00.000Z');
    expect(days.at(-1)?.date).toBe('2026-03-09');
  });

  it('on DST nights offers every real slot: across the jump, and the repeated hour twice, labelled', async () => {
    const db = context.database.db;
    const serviceId = await insertService(db, space.spaceId, { name: 'Urgencias nocturnas' });
    await insertSchedule(db, {
      serviceId,
      hostId: space.member.user.id,
      dayOfWeek: 7,
      startTime: '01:00',
      endTime: '04:00',
    });
    const spring = (
      await daysOf(space.member.user.id, 'fromDate=2026-03-29&toDate=2026-03-29', serviceId)
    )[0];
    // 02:00–03:00 does not exist that night: 01:00–04:00 is two real hours, 01:30 ends at 03:00.
    expect(spring?.slots.map((slot) => [slot.startTime, slot.endTime, slot.startAt])).toEqual([
      ['01:00', '01:30', '2026-03-29T00:00:00.000Z'],
      ['01:30', '03:00', '2026-03-29T00:30:00.000Z'],
      ['03:00', '03:30', '2026-03-29T01:00:00.000Z'],
      ['03:30', '04:00', '2026-03-29T01:30:00.000Z'],
    ]);
    const autumn = (
      await daysOf(space.member.user.id, 'fromDate=2026-10-25&toDate=2026-10-25', serviceId)
    )[0];
    expect(autumn?.slots.map((slot) => slot.startLabel)).toEqual([
      '01:00',
      '01:30',
      '02:00 (antes del cambio de hora)',
      '02:30 (antes del cambio de hora)',
      '02:00 (después del cambio de hora)',
      '02:30 (después del cambio de hora)',
      '03:00',
      '03:30',
    ]);
  });

  it('answers 404 for a service or host the page does not offer', async () => {
    const db = context.database.db;
    const internal = await insertService(db, space.spaceId, {
      name: 'Solo interno',
      isBookableByClients: false,
    });
    await insertSchedule(db, {
      serviceId: internal,
      hostId: space.admin.user.id,
      dayOfWeek: 1,
      startTime: '08:00',
      endTime: '20:00',
    });
    const cases: [string, string][] = [
      [slotsUrl(space.admin.user.id, '', internal), 'Servicio no encontrado'],
      [slotsUrl(space.outsider.user.id), 'Profesional no encontrado'],
      [slotsUrl(space.member.user.id, '', space.serviceId, space.outsiderSpaceId), 'Servicio no encontrado'],
      [
        slotsUrl(space.member.user.id, '', space.serviceId, '00000000-0000-4000-8000-000000000000'),
        'Espacio no encontrado',
      ],
    ];
    for (const [url, message] of cases) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(message);
    }
    const malformed = await context.app.inject({ method: 'GET', url: slotsUrl('no-es-un-id') });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET …/next-available', () => {
  const nextUrl = (query = '') =>
    `/api/public/space/${space.spaceId}/service/${space.serviceId}/host/${space.admin.user.id}/next-available${query}`;

  it('answers the next 4 times by default, labelled for today, then tomorrow once today is over', async () => {
    const response = await context.app.inject({ method: 'GET', url: nextUrl() });
    const { availableSlots } = response.json().data;
    expect(availableSlots.map((slot: Slot) => slot.startTime)).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(availableSlots[0]).toMatchObject({ daysFromNow: 0, dayName: 'Lunes', date: '2026-03-02' });
    const two = await context.app.inject({ method: 'GET', url: nextUrl('?limit=2&maxDaysAhead=1') });
    expect(two.json().data.availableSlots).toHaveLength(2);
    context.clock.set('2026-03-02T18:45:00.000Z');
    try {
      const late = await context.app.inject({ method: 'GET', url: nextUrl('?limit=1') });
      expect(late.json().data.availableSlots[0]).toMatchObject({
        date: '2026-03-03',
        startTime: '08:00',
        daysFromNow: 1,
        dayName: 'Martes',
      });
    } finally {
      context.clock.set('2026-03-02T08:00:00.000Z');
    }
    expect((await context.app.inject({ method: 'GET', url: nextUrl('?limit=0') })).statusCode).toBe(400);
    expect((await context.app.inject({ method: 'GET', url: nextUrl('?maxDaysAhead=100') })).statusCode).toBe(
      400,
    );
  });
});
