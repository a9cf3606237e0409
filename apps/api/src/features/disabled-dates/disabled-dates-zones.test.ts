import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { setUpSpace, type TestSpace } from '../bookings/bookings.test-support';

let context: TestContext;
let space: TestSpace;
beforeAll(async () => {
  context = await createTestContext();
  space = await setUpSpace(context.app, context.database.db, 'America/Santiago');
});
afterAll(async () => {
  await context.close();
});

const check = async (dateTime: string) => {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/spaces/${space.spaceId}/disabled-dates/check?dateTime=${encodeURIComponent(dateTime)}`,
    headers: bearer(space.admin.token),
  });
  return response.json().data.isDisabled as boolean;
};

describe('all-day entries in America/Santiago', () => {
  it('block the whole local day and not the neighbouring ones', async () => {
    const created = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/disabled-dates`,
      headers: bearer(space.admin.token),
      payload: {
        scope: 'SPACE',
        // Sent as UTC midnight by a browser elsewhere: still the clinic's 10 March.
        startDate: '2026-03-10T00:00:00.000Z',
        endDate: '2026-03-10T00:00:00.000Z',
        isAllDay: true,
        title: 'Fumigación',
        reason: 'Control de plagas',
        isRecurring: false,
      },
    });
    expect(created.json().data.disabledDate).toMatchObject({
      // Santiago is on UTC-3 in March (southern summer time).
      startDate: '2026-03-10T03:00:00.000Z',
      endDate: '2026-03-11T02:59:59.999Z',
    });
    expect(await check('2026-03-10T02:59:00.000Z')).toBe(false); // 9 March, 23:59 local
    expect(await check('2026-03-10T03:00:00.000Z')).toBe(true); // 10 March, 00:00 local
    expect(await check('2026-03-11T02:59:00.000Z')).toBe(true); // 10 March, 23:59 local
    expect(await check('2026-03-11T03:00:00.000Z')).toBe(false); // 11 March, 00:00 local
    expect(await check('2026-03-10T23:30')).toBe(true); // clinic-local time
  });

  it('cover a day whose midnight DST skips (6 September 2026 starts at 01:00)', async () => {
    const created = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/disabled-dates`,
      headers: bearer(space.admin.token),
      payload: {
        scope: 'SPACE',
        startDate: '2026-09-06',
        endDate: '2026-09-06',
        isAllDay: true,
        title: 'Cambio de hora',
        reason: 'Cerrado',
      },
    });
    expect(created.json().data.disabledDate.startDate).toBe('2026-09-06T04:00:00.000Z');
    expect(await check('2026-09-06T03:59:00.000Z')).toBe(false); // 5 September, 23:59 (UTC-4)
    expect(await check('2026-09-06T04:00:00.000Z')).toBe(true);
    expect(await check('2026-09-07T02:59:00.000Z')).toBe(true); // 6 September, 23:59 (UTC-3)
    expect(await check('2026-09-07T03:00:00.000Z')).toBe(false);
  });
});
