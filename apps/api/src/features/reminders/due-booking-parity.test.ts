import { queryRows } from '@citavet/db/database';
import { isBookingForDue } from '@citavet/domain/reminders/due-booking';
import { addDays, startOfLocalDay } from '@citavet/domain/time/zoned-time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

// The rule of when a booking stops a due reminder exists twice: in TypeScript, where a reminder is
// queued, and in SQL (citavet_is_booking_for_due), where the change feed drops reminders. On the
// days clocks change, around midnight and at the window's ends, both must answer the same.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

/** Due dates on and next to DST changes, in zones that change at midnight or at night. */
const CASES = [
  { timeZone: 'Europe/Madrid', dueOn: '2026-03-29' },
  { timeZone: 'Europe/Madrid', dueOn: '2026-10-25' },
  { timeZone: 'America/Santiago', dueOn: '2026-04-05' },
  { timeZone: 'America/Santiago', dueOn: '2026-09-06' },
  { timeZone: 'America/Havana', dueOn: '2026-03-08' },
  { timeZone: 'Pacific/Chatham', dueOn: '2026-04-05' },
  { timeZone: 'America/New_York', dueOn: '2026-11-01' },
  { timeZone: 'UTC', dueOn: '2026-06-15' },
];

const HOUR = 3_600_000;

describe('citavet_is_booking_for_due and isBookingForDue', () => {
  it('agree on every hour around the due day, the window end and both sides of the reminder time', async () => {
    const rows: { startAt: number; bookedAt: number; setAt: number; timeZone: string; dueOn: string }[] = [];
    for (const { timeZone, dueOn } of CASES) {
      const setAt = startOfLocalDay(addDays(dueOn, -10), timeZone) + 9 * HOUR;
      for (const anchor of [addDays(dueOn, -1), dueOn, addDays(dueOn, 29), addDays(dueOn, 30)]) {
        const dayStart = startOfLocalDay(anchor, timeZone);
        for (let minutes = -90; minutes <= 26 * 60; minutes += 30) {
          for (const bookedShift of [-1, 0, 1]) {
            rows.push({
              startAt: dayStart + minutes * 60_000,
              bookedAt: setAt + bookedShift,
              setAt,
              timeZone,
              dueOn,
            });
          }
        }
      }
    }
    const payload = JSON.stringify(
      rows.map((row) => ({
        start_at: new Date(row.startAt).toISOString(),
        booked_at: new Date(row.bookedAt).toISOString(),
        set_at: new Date(row.setAt).toISOString(),
        zone: row.timeZone,
        due_on: row.dueOn,
      })),
    );
    const answers = await queryRows<{ answer: boolean }>(
      context.database.db,
      sql`select citavet_is_booking_for_due((e.value->>'start_at')::timestamptz, e.value->>'zone',
            (e.value->>'due_on')::date, (e.value->>'booked_at')::timestamptz,
            (e.value->>'set_at')::timestamptz) as answer
          from jsonb_array_elements(${payload}::jsonb) with ordinality as e(value, n)
          order by e.n`,
    );
    const fromSql = answers.map((row) => row.answer);
    const fromTypeScript = rows.map((row) =>
      isBookingForDue({
        startAt: row.startAt,
        bookedAt: row.bookedAt,
        dueOn: row.dueOn,
        reminderSetAt: row.setAt,
        timeZone: row.timeZone,
      }),
    );
    expect(fromSql).toHaveLength(rows.length);
    const disagreements = rows.filter((_, index) => fromSql[index] !== fromTypeScript[index]);
    expect(disagreements).toEqual([]);
    // Both answers occur, so the comparison is not of two constants.
    expect(new Set(fromTypeScript)).toEqual(new Set([true, false]));
  });
});
