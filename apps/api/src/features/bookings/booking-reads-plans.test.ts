import { DEFAULT_PUBLIC_BOOKING_CAPS } from '@citavet/domain/bookings/public-booking-caps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { scheduleOf } from './bookings.test-support';
import {
  findStaffScheduleContext,
  SCHEDULE_CONTEXT_WITH_BLOCKS,
} from './placement/booking-placement.repository';
import { type PublicSpaceSetup, setUpPublicSpace } from './public/public-booking.test-support';
import { readPublicBooking, SNAPSHOT_BATCH_STATEMENT } from './public/public-booking-snapshot.repository';

// The reads every public and every staff booking make run with their generic plan, planned once
// per connection (docs/decisions/116-booking-reads-planned-once.md). Planned for their values,
// PostgreSQL judged some custom plans cheaper and planned them again on every booking.
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext();
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

const RUNS = 8;

describe("the booking's reads", () => {
  it('are declared for the generic plan', () => {
    expect(SNAPSHOT_BATCH_STATEMENT.isGenericPlan).toBe(true);
    expect(SCHEDULE_CONTEXT_WITH_BLOCKS.isGenericPlan).toBe(true);
  });

  it('run on PostgreSQL with the generic plan only, with plan limits on and off', async () => {
    if (context.database.kind !== 'postgres') return;
    const scheduleId = scheduleOf(space.memberSchedules, 2);
    const window = { startAt: Date.parse('2026-03-10T08:00:00Z'), endAt: Date.parse('2026-03-10T12:00:00Z') };
    // One read after the other: the pool hands back the connection the last read released.
    for (let run = 0; run < RUNS; run++) {
      const arePlanLimitsOn = run % 2 === 0;
      const { snapshot } = await readPublicBooking(context.database, {
        scheduleId,
        window,
        taken: window,
        idempotency: null,
        caps: { email: 'nadie@example.com', limits: DEFAULT_PUBLIC_BOOKING_CAPS, now: context.clock.now() },
        arePlanLimitsOn,
      });
      expect(snapshot?.context.schedule.id).toBe(scheduleId);
      const staff = await findStaffScheduleContext(
        context.database,
        scheduleId,
        space.member.user.id,
        { start: { instant: '2026-03-10T09:00:00.000Z' }, end: { instant: '2026-03-10T09:30:00.000Z' } },
        arePlanLimitsOn,
      );
      expect(staff?.schedule.id).toBe(scheduleId);
    }
    const plans = await context.database.run<{ name: string; generic: number; custom: number }>(
      {
        name: 'test_booking_reads_plans',
        text: `select name, generic_plans::integer as generic, custom_plans::integer as custom
                 from pg_prepared_statements where name = any($1::text[]) order by name`,
        isGenericPlan: true,
      },
      [[SNAPSHOT_BATCH_STATEMENT.name, SCHEDULE_CONTEXT_WITH_BLOCKS.name]],
    );
    expect(plans).toEqual(
      [
        { name: SNAPSHOT_BATCH_STATEMENT.name, generic: RUNS, custom: 0 },
        { name: SCHEDULE_CONTEXT_WITH_BLOCKS.name, generic: RUNS, custom: 0 },
      ].sort((first, second) => first.name.localeCompare(second.name)),
    );
  });
});
