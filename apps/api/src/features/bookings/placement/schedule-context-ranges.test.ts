import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { insertSchedule, insertService, setUpSpace, type TestSpace } from '../bookings.test-support';
import { findScheduleContext, listHostServiceSchedules } from './booking-placement.repository';

// A staff booking takes the host's ranges from the schedule's read (findScheduleContext with a
// member) instead of listHostServiceSchedules: the two must give the same rows, values and types.
let context: TestContext;
let space: TestSpace;
beforeAll(async () => {
  context = await createTestContext();
  space = await setUpSpace(context.app, context.database.db, 'Europe/Madrid');
});
afterAll(async () => {
  await context.close();
});

const byId = <T extends { id: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.id.localeCompare(b.id));

describe("the schedule's host ranges read with the schedule", () => {
  it('equal listHostServiceSchedules: prices, inactive ranges, other hosts and services left out', async () => {
    const { db } = context.database;
    const hostId = space.admin.user.id;
    const serviceId = await insertService(db, space.spaceId);
    const otherService = await insertService(db, space.spaceId, { name: 'Vacunación' });
    const monday = await insertSchedule(db, {
      serviceId,
      hostId,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '13:30',
    });
    await insertSchedule(db, {
      serviceId,
      hostId,
      dayOfWeek: 3,
      startTime: '16:00',
      endTime: '20:00',
      customPrice: '31.75',
    });
    await insertSchedule(db, {
      serviceId,
      hostId,
      dayOfWeek: 5,
      startTime: '08:15',
      endTime: '09:45',
      isActive: false,
    });
    await insertSchedule(db, {
      serviceId,
      hostId: space.member.user.id,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '12:00',
    });
    await insertSchedule(db, {
      serviceId: otherService,
      hostId,
      dayOfWeek: 2,
      startTime: '10:00',
      endTime: '11:00',
    });

    const withMember = await findScheduleContext(db, monday, hostId);
    const listed = await listHostServiceSchedules(db, serviceId, hostId);
    expect(listed).toHaveLength(3);
    expect(byId(withMember?.hostSchedules ?? [])).toEqual(byId(listed));
    // Without a member (the public and waitlist paths) the ranges are not read.
    expect(await findScheduleContext(db, monday)).not.toHaveProperty('hostSchedules');
  });
});
