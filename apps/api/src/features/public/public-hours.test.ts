import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { insertService, insertWeek } from '../bookings/bookings.test-support';
import { type PublicSpaceSetup, setUpPublicSpace } from '../bookings/public/public-booking.test-support';

// A clinic with 24-hour emergencies: its hours are its consultations' (08:00-20:00 every day), and
// the emergencies' are shown apart, not merged into '00:00 - 24:00'.
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext();
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(() => context.close());

const publicSpace = async () => {
  const response = await context.app.inject({ method: 'GET', url: `/api/public/space/${space.spaceId}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('public opening hours', () => {
  it('keep the consultations apart from the 24-hour emergencies', async () => {
    expect((await publicSpace()).emergencyHours).toEqual([]);
    const urgencias = await insertService(context.database.db, space.spaceId, {
      name: 'Urgencias 24 h',
      category: 'emergencia',
      duration: 60,
    });
    await insertWeek(context.database.db, {
      serviceId: urgencias,
      hostId: space.admin.user.id,
      startTime: '00:00',
      endTime: '24:00',
    });
    const data = await publicSpace();
    expect(data.openingHours.map((day: { ranges: unknown[] }) => day.ranges)).toEqual(
      Array.from({ length: 7 }, () => [{ startTime: '08:00', endTime: '20:00' }]),
    );
    expect(data.emergencyHours.map((day: { ranges: unknown[] }) => day.ranges)).toEqual(
      Array.from({ length: 7 }, () => [{ startTime: '00:00', endTime: '24:00' }]),
    );
  });
});
