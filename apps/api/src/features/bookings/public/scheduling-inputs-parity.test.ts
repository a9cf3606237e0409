import {
  listDisabledDatesConcerning,
  listHostBusyRanges,
  listOnlinePausesConcerning,
} from '@citavet/db/scheduling-inputs';
import { bookings, disabledDates } from '@citavet/db/schema/bookings';
import { onlineBookingPauses } from '@citavet/db/schema/online-pauses';
import { services } from '@citavet/db/schema/services';
import { bufferedRange } from '@citavet/domain/availability/buffered-range';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { DEFAULT_PUBLIC_BOOKING_CAPS } from '@citavet/domain/bookings/public-booking-caps';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findKeptRanks } from '../../../plans/space-plan.repository';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import { type PublicSpaceSetup, setUpPublicSpace } from './public-booking.test-support';
import { readPublicBooking } from './public-booking-snapshot.repository';

// The public booking's prepared read (decision 013) and the Drizzle reads every other path uses
// answer which bookings and disabled dates block a host from the same definitions
// (@citavet/db/scheduling-inputs); on the same rows they must return the same rows.
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext();
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

const at = (iso: string) => new Date(iso);

async function insertFixtures() {
  const db = context.database.db;
  const member = space.member.user.id;
  const admin = space.admin.user.id;
  const booking = (hostId: string, spaceId: string, start: string, end: string, status = 'CONFIRMED') => ({
    spaceId,
    hostId,
    clientName: 'Cliente',
    serviceName: 'Consulta',
    serviceDuration: 30,
    startAt: at(start),
    endAt: at(end),
    status: status as 'CONFIRMED' | 'CANCELLED' | 'PENDING' | 'COMPLETED',
    source: 'INTERNAL' as const,
  });
  await db.insert(bookings).values([
    // Inside the window, of every status that holds time, in this space and another one.
    booking(member, space.spaceId, '2026-03-10T09:00:00Z', '2026-03-10T09:30:00Z'),
    booking(member, space.spaceId, '2026-03-10T10:00:00Z', '2026-03-10T10:30:00Z', 'PENDING'),
    booking(member, space.spaceId, '2026-03-10T11:00:00Z', '2026-03-10T11:30:00Z', 'COMPLETED'),
    booking(member, space.outsiderSpaceId, '2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z'),
    // Cancelled, another host's, one ending as the window starts, one after it: outside.
    booking(member, space.spaceId, '2026-03-10T14:00:00Z', '2026-03-10T14:30:00Z', 'CANCELLED'),
    booking(admin, space.spaceId, '2026-03-10T15:00:00Z', '2026-03-10T15:30:00Z'),
    booking(member, space.spaceId, '2026-03-09T23:30:00Z', '2026-03-10T00:00:00Z'),
    booking(member, space.spaceId, '2026-03-11T00:30:00Z', '2026-03-11T01:00:00Z'),
    // Straddling the window's end: inside.
    booking(member, space.spaceId, '2026-03-10T23:45:00Z', '2026-03-11T00:15:00Z', 'PENDING'),
  ]);
  const entry = {
    title: 'Cerrado',
    reason: 'Prueba',
  };
  await db.insert(disabledDates).values([
    {
      ...entry,
      spaceId: space.spaceId,
      scope: 'SPACE',
      isAllDay: true,
      startDay: '2026-03-12',
      endDay: '2026-03-13',
    },
    {
      ...entry,
      spaceId: space.spaceId,
      scope: 'HOST',
      hostId: member,
      isAllDay: false,
      startAt: at('2026-03-16T09:00:00Z'),
      endAt: at('2026-03-16T11:00:00Z'),
    },
    // Another host's and another space's: they block nobody here.
    {
      ...entry,
      spaceId: space.spaceId,
      scope: 'HOST',
      hostId: admin,
      isAllDay: true,
      startDay: '2026-03-17',
      endDay: '2026-03-17',
    },
    {
      ...entry,
      spaceId: space.outsiderSpaceId,
      scope: 'SPACE',
      isAllDay: true,
      startDay: '2026-03-18',
      endDay: '2026-03-18',
    },
  ]);
}

const byStart = <T extends { startAt: unknown }>(rows: T[]) =>
  [...rows].sort((first, second) => String(first.startAt).localeCompare(String(second.startAt)));
const byTime = (ranges: TimeRange[]) => [...ranges].sort((first, second) => first.startAt - second.startAt);

describe('the prepared public booking read and the Drizzle reads', () => {
  it('return the same busy time and the same disabled dates on the same rows', async () => {
    await insertFixtures();
    const window = { startAt: Date.parse('2026-03-10T00:00:00Z'), endAt: Date.parse('2026-03-11T00:00:00Z') };
    const { snapshot } = await readPublicBooking(context.database, {
      scheduleId: scheduleOf(space.memberSchedules, 2),
      window,
      taken: window,
      idempotency: null,
      caps: { email: 'nadie@example.com', limits: DEFAULT_PUBLIC_BOOKING_CAPS, now: context.clock.now() },
      arePlanLimitsOn: false,
    });
    if (!snapshot) throw new Error('no snapshot');
    const db = context.database.db;
    const member = space.member.user.id;
    // The busy time around the booking: the instants asked for, widened by the service's buffers.
    const busy = await listHostBusyRanges(db, member, bufferedRange(window, snapshot.context.service));
    expect(byTime(snapshot.busy)).toEqual(byTime(busy));
    // Five of the nine hold the member's time in the window.
    expect(busy).toHaveLength(5);
    const disabled = await listDisabledDatesConcerning(db, space.spaceId, member);
    expect(
      byStart(snapshot.disabledDates.map((row) => ({ ...row, startAt: row.startAt ?? row.startDay }))),
    ).toEqual(byStart(disabled.map((row) => ({ ...row, startAt: row.startAt ?? row.startDay }))));
    expect(disabled).toHaveLength(2);
  });

  it('reads the busy time around the booking widened by its service’s buffers', async () => {
    // The fixtures above: the member's 09:00–09:30 and 10:00–10:30 touch 09:30–10:00 without
    // overlapping it; half an hour of buffers either side reaches both.
    const db = context.database.db;
    const member = space.member.user.id;
    const taken = { startAt: Date.parse('2026-03-10T09:30:00Z'), endAt: Date.parse('2026-03-10T10:00:00Z') };
    const read = async () => {
      const { snapshot } = await readPublicBooking(context.database, {
        scheduleId: scheduleOf(space.memberSchedules, 2),
        window: { startAt: Date.parse('2026-03-10T00:00:00Z'), endAt: Date.parse('2026-03-11T00:00:00Z') },
        taken,
        idempotency: null,
        caps: { email: 'nadie@example.com', limits: DEFAULT_PUBLIC_BOOKING_CAPS, now: context.clock.now() },
        arePlanLimitsOn: false,
      });
      if (!snapshot) throw new Error('no snapshot');
      return snapshot;
    };
    expect((await read()).busy).toEqual([]);
    const serviceId = (await read()).context.service.id;
    await db.update(services).set({ bufferBefore: 30, bufferAfter: 30 }).where(eq(services.id, serviceId));
    try {
      const snapshot = await read();
      expect(byTime(snapshot.busy)).toEqual([
        { startAt: Date.parse('2026-03-10T09:00:00Z'), endAt: Date.parse('2026-03-10T09:30:00Z') },
        { startAt: Date.parse('2026-03-10T10:00:00Z'), endAt: Date.parse('2026-03-10T10:30:00Z') },
      ]);
      const drizzle = await listHostBusyRanges(db, member, bufferedRange(taken, snapshot.context.service));
      expect(byTime(snapshot.busy)).toEqual(byTime(drizzle));
    } finally {
      await db.update(services).set({ bufferBefore: 0, bufferAfter: 0 }).where(eq(services.id, serviceId));
    }
  });

  it('return the same pauses of online booking: the clinic’s and the host’s own, not over', async () => {
    const db = context.database.db;
    const member = space.member.user.id;
    const pause = (spaceId: string, hostId: string | null, start: string, end: string) => ({
      spaceId,
      hostId,
      startAt: at(start),
      endAt: at(end),
      createdBy: space.admin.user.id,
    });
    await db.insert(onlineBookingPauses).values([
      pause(space.spaceId, null, '2026-03-20T09:00:00Z', '2026-03-20T10:00:00Z'),
      pause(space.spaceId, member, '2026-03-20T11:00:00Z', '2026-03-20T13:00:00Z'),
      // Another professional's, another clinic's, and one over before the window: nobody's here.
      pause(space.spaceId, space.admin.user.id, '2026-03-20T09:00:00Z', '2026-03-20T10:00:00Z'),
      pause(space.outsiderSpaceId, null, '2026-03-20T09:00:00Z', '2026-03-20T10:00:00Z'),
      pause(space.spaceId, null, '2026-03-19T09:00:00Z', '2026-03-19T10:00:00Z'),
    ]);
    const window = { startAt: Date.parse('2026-03-20T00:00:00Z'), endAt: Date.parse('2026-03-21T00:00:00Z') };
    const { snapshot } = await readPublicBooking(context.database, {
      scheduleId: scheduleOf(space.memberSchedules, 5),
      window,
      taken: window,
      idempotency: null,
      caps: { email: 'nadie@example.com', limits: DEFAULT_PUBLIC_BOOKING_CAPS, now: context.clock.now() },
      arePlanLimitsOn: false,
    });
    if (!snapshot) throw new Error('no snapshot');
    const read = await listOnlinePausesConcerning(db, space.spaceId, member, new Date(window.startAt));
    expect(byStart(snapshot.pauses)).toEqual(byStart(read));
    expect(read).toHaveLength(2);
  });

  it('count the plan’s ranks as the staff path’s read does, and only with plan limits on', async () => {
    const window = { startAt: Date.parse('2026-03-20T00:00:00Z'), endAt: Date.parse('2026-03-21T00:00:00Z') };
    const read = (arePlanLimitsOn: boolean, scheduleId: string) =>
      readPublicBooking(context.database, {
        scheduleId,
        window,
        taken: window,
        idempotency: null,
        caps: { email: 'nadie@example.com', limits: DEFAULT_PUBLIC_BOOKING_CAPS, now: context.clock.now() },
        arePlanLimitsOn,
      });
    // The admin's ranges came first, so the member stands second among the professionals.
    for (const [hostId, schedules] of [
      [space.admin.user.id, space.adminSchedules],
      [space.member.user.id, space.memberSchedules],
    ] as const) {
      const { snapshot } = await read(true, scheduleOf(schedules, 2));
      if (!snapshot) throw new Error('no snapshot');
      const ranks = await findKeptRanks(
        context.database.db,
        space.spaceId,
        snapshot.context.service.id,
        hostId,
      );
      expect({ serviceRank: snapshot.plan.serviceRank, hostRank: snapshot.plan.hostRank }).toEqual(ranks);
      const withoutLimits = await read(false, scheduleOf(schedules, 2));
      expect(withoutLimits.snapshot?.plan).toMatchObject({ serviceRank: null, hostRank: null });
    }
    const member = await read(true, scheduleOf(space.memberSchedules, 2));
    expect(member.snapshot?.plan.hostRank).toBe(1);
  });

  it('leaves out the booking being moved, on the Drizzle side that takes excludeBookingId', async () => {
    const window = { startAt: Date.parse('2026-03-10T08:59:00Z'), endAt: Date.parse('2026-03-10T09:01:00Z') };
    const db = context.database.db;
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.startAt, at('2026-03-10T09:00:00Z')));
    if (!row) throw new Error('fixture missing');
    expect(await listHostBusyRanges(db, space.member.user.id, window)).toHaveLength(1);
    expect(await listHostBusyRanges(db, space.member.user.id, window, row.id)).toHaveLength(0);
  });
});
