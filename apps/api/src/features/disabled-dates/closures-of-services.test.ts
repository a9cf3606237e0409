import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { insertService, insertWeek } from '../bookings/bookings.test-support';
import {
  nextIp,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from '../bookings/public/public-booking.test-support';

// A closure of some services leaves the others open (a holiday of the consultations keeps the
// 24-hour emergencies), and a yearly closure comes back on its days every year: on the public page,
// in the staff's availability and in the booking checks. Clock: Monday 2026-03-02 08:00Z.
let context: TestContext;
let space: PublicSpaceSetup;
let consultaId: string;
let urgenciasId: string;
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  space = await setUpPublicSpace(context.app, context.database.db);
  const db = context.database.db;
  consultaId = space.serviceId;
  urgenciasId = await insertService(db, space.spaceId, { name: 'Urgencias 24 h', duration: 60 });
  await insertWeek(db, {
    serviceId: urgenciasId,
    hostId: space.admin.user.id,
    startTime: '00:00',
    endTime: '24:00',
  });
});
afterAll(async () => {
  await context.close();
});

type Slot = { startTime: string; endTime: string; startAt: string; endAt: string; scheduleId: string };
async function publicSlots(serviceId: string, date: string): Promise<Slot[]> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/public/space/${space.spaceId}/service/${serviceId}/host/${space.admin.user.id}/available-slots?fromDate=${date}&toDate=${date}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.availableDays[0]?.dates[0]?.slots ?? [];
}
async function staffSlots(serviceId: string, date: string): Promise<unknown[]> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/bookings/host/${space.admin.user.id}/availability?date=${date}&serviceId=${serviceId}&spaceId=${space.spaceId}`,
    headers: bearer(space.admin.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.slots;
}
const closure = (overrides: Record<string, unknown>) =>
  context.app.inject({
    method: 'POST',
    url: `/api/spaces/${space.spaceId}/disabled-dates`,
    headers: bearer(space.admin.token),
    payload: { scope: 'SPACE', isAllDay: true, title: 'Festivo', reason: 'Festivo local', ...overrides },
  });

describe('closures of some services', () => {
  it('close the consultations and leave the emergencies open, publicly and for the staff', async () => {
    const created = await closure({
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      serviceIds: [consultaId],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.disabledDate).toMatchObject({ serviceIds: [consultaId], isRecurring: false });

    expect(await publicSlots(consultaId, '2026-03-10')).toEqual([]);
    expect(await staffSlots(consultaId, '2026-03-10')).toEqual([]);
    const emergencies = await publicSlots(urgenciasId, '2026-03-10');
    expect(emergencies).toHaveLength(24);
    expect(await staffSlots(urgenciasId, '2026-03-10')).toHaveLength(24);
    // The day before is untouched for both.
    expect((await publicSlots(consultaId, '2026-03-09')).length).toBeGreaterThan(0);

    const slot = emergencies[10] as Slot;
    const booked = await postPublicBooking(
      context.app,
      publicBookingBody(slot.scheduleId, slot.startAt, slot.endAt, {
        name: 'Lucía Cliente',
        email: 'lucia@example.com',
      }),
      { ip: nextIp() },
    );
    expect(booked.statusCode).toBe(201);
  });

  it('answers the check for the service named, and for the clinic only with closures of every service', async () => {
    const check = async (serviceId?: string) => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/spaces/${space.spaceId}/disabled-dates/check?dateTime=2026-03-10T12:00${serviceId ? `&serviceId=${serviceId}` : ''}`,
        headers: bearer(space.admin.token),
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.isDisabled;
    };
    expect(await check(consultaId)).toBe(true);
    expect(await check(urgenciasId)).toBe(false);
    expect(await check()).toBe(false);
  });

  it("refuses another space's service with a Spanish 400 and stores nothing", async () => {
    const otherService = await insertService(context.database.db, space.outsiderSpaceId);
    const response = await closure({
      startDate: '2026-03-11',
      endDate: '2026-03-11',
      serviceIds: [otherService],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      field: 'serviceIds',
      message: 'Algún servicio elegido no pertenece al espacio',
    });
    expect(await publicSlots(consultaId, '2026-03-11')).not.toEqual([]);
  });
});

describe('yearly closures', () => {
  it("close next year's date too, and only from their own year on", async () => {
    const created = await closure({ startDate: '2026-03-19', endDate: '2026-03-19', isRecurring: true });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.disabledDate).toMatchObject({ isRecurring: true, serviceIds: [] });

    expect(await publicSlots(consultaId, '2026-03-19')).toEqual([]);
    expect(await publicSlots(consultaId, '2027-03-19')).toEqual([]);
    expect(await publicSlots(urgenciasId, '2027-03-19')).toEqual([]);
    expect(await staffSlots(consultaId, '2027-03-19')).toEqual([]);
    expect((await publicSlots(consultaId, '2027-03-18')).length).toBeGreaterThan(0);
    expect((await publicSlots(consultaId, '2027-03-20')).length).toBeGreaterThan(0);

    // The list shows the entry in a window of next year.
    const listed = await context.app.inject({
      method: 'GET',
      url: `/api/spaces/${space.spaceId}/disabled-dates?from=2027-03-01&to=2027-03-31`,
      headers: bearer(space.admin.token),
    });
    expect(listed.json().data.disabledDates.map((entry: { title: string }) => entry.title)).toEqual([
      'Festivo',
    ]);
  });

  it('are whole days shorter than a year', async () => {
    const partial = await closure({
      startDate: '2026-12-24',
      endDate: '2026-12-24',
      isAllDay: false,
      startTime: '14:00',
      endTime: '20:00',
      isRecurring: true,
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().details).toContainEqual({
      field: 'isRecurring',
      message: 'Solo un cierre de días completos puede repetirse cada año',
    });
    const long = await closure({ startDate: '2026-08-01', endDate: '2027-08-01', isRecurring: true });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toContainEqual({
      field: 'endDate',
      message: 'Un cierre que se repite cada año debe durar menos de un año',
    });
  });
});
