import { SERVICE_NOT_BOOKABLE_MESSAGE } from '@citavet/domain/bookings/booking.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { insertService, insertWeek, scheduleOf } from '../bookings/bookings.test-support';
import {
  nextIp,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from '../bookings/public/public-booking.test-support';

// A service the plan keeps out (the third of a Gratuito clinic, decision 081) is not bookable by
// any public path, even asked for by its URL: slots, next times, 'Cualquier profesional', the
// booking, the clinic's page (and so its embed) and the directory. PGlite, or PostgreSQL with
// TEST_DATABASE_URL.

let context: TestContext;
let space: PublicSpaceSetup;
let thirdServiceId: string;
let thirdSchedules: string[];

beforeAll(async () => {
  context = await createTestContext({ config: { arePlanLimitsOn: () => true } });
  const { db } = context.database;
  space = await setUpPublicSpace(context.app, db, { timeZone: 'Europe/Madrid' });
  const second = await insertService(db, space.spaceId, { name: 'Vacunación' });
  await insertWeek(db, {
    serviceId: second,
    hostId: space.admin.user.id,
    startTime: '08:00',
    endTime: '20:00',
  });
  thirdServiceId = await insertService(db, space.spaceId, { name: 'Peluquería Zafiro' });
  thirdSchedules = await insertWeek(db, {
    serviceId: thirdServiceId,
    hostId: space.admin.user.id,
    startTime: '08:00',
    endTime: '20:00',
  });
});
afterAll(() => context.close());

const get = (url: string) => context.app.inject({ method: 'GET', url });
const slotsUrl = (serviceId: string, tail: string) =>
  `/api/public/space/${space.spaceId}/service/${serviceId}/${tail}`;

describe('a service the plan keeps out, asked for by its URL', () => {
  it('answers its slots, next times and any-host slots as not bookable, in Spanish', async () => {
    const admin = space.admin.user.id;
    for (const tail of [
      `host/${admin}/available-slots`,
      `host/${admin}/next-available`,
      'any-host/available-slots',
      'any-host/next-available',
    ]) {
      const kept = await get(slotsUrl(space.serviceId, tail));
      expect(kept.statusCode, tail).toBe(200);
      const out = await get(slotsUrl(thirdServiceId, tail));
      expect(out.statusCode, tail).toBe(400);
      expect(out.json()).toMatchObject({
        code: 'SERVICE_NOT_BOOKABLE',
        message: SERVICE_NOT_BOOKABLE_MESSAGE,
      });
    }
  });

  it("refuses its booking, with a professional or with 'Cualquier profesional', as not bookable", async () => {
    const body = publicBookingBody(
      scheduleOf(thirdSchedules, 5),
      '2026-03-20T09:00:00.000Z',
      '2026-03-20T09:30:00.000Z',
    );
    const refused = await postPublicBooking(context.app, body, { ip: nextIp() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'SERVICE_NOT_BOOKABLE',
      message: SERVICE_NOT_BOOKABLE_MESSAGE,
    });
    const anyHost = await context.app.inject({
      method: 'POST',
      url: '/api/bookings/public/any-host',
      payload: {
        spaceId: space.spaceId,
        serviceId: thirdServiceId,
        startTime: '2026-03-20T10:00:00.000Z',
        endTime: '2026-03-20T10:30:00.000Z',
        clientInfo: { name: 'Lucía Cliente', email: 'lucia@example.com' },
      },
      remoteAddress: nextIp(),
    });
    expect(anyHost.statusCode).toBe(400);
    expect(anyHost.json().code).toBe('SERVICE_NOT_BOOKABLE');
  });

  it('is not on the clinic page (nor its embed) nor in the directory', async () => {
    const page = await get(`/api/public/space/by-route/${space.route}`);
    const names = page.json().data.services.map((service: { name: string }) => service.name);
    expect(names).not.toContain('Peluquería Zafiro');
    expect(names).toHaveLength(2);
    const directory = await get('/api/directory/spaces');
    expect(directory.statusCode).toBe(200);
    const entry = directory.json().data.spaces.find((listed: { id: string }) => listed.id === space.spaceId);
    expect(entry).toMatchObject({ servicesCount: 2 });
    const byName = await get('/api/directory/spaces?q=zafiro');
    expect(byName.json().data.spaces).toEqual([]);
  });
});
