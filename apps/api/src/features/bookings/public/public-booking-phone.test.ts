import { queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import {
  nextIp,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from './public-booking.test-support';

// The public page stores the visitor's phone as the clinic's staff do (decision 074, 081): in E.164,
// read in the clinic's country, in the client record and in the booking's copy, by the booking's
// single write statement; a number that does not read as valid is kept as typed.

let context: TestContext;
let space: PublicSpaceSetup;

beforeAll(async () => {
  context = await createTestContext();
  space = await setUpPublicSpace(context.app, context.database.db, { timeZone: 'Europe/Madrid' });
});
afterAll(() => context.close());

async function bookWith(phone: string, email: string, hourUtc: number) {
  const at = (minute: string) => `2026-03-20T${String(hourUtc).padStart(2, '0')}:${minute}:00.000Z`;
  const response = await postPublicBooking(
    context.app,
    publicBookingBody(scheduleOf(space.adminSchedules, 5), at('00'), at('30'), {
      name: 'Lucía Cliente',
      email,
      phone,
    }),
    { ip: nextIp() },
  );
  expect(response.statusCode).toBe(201);
  const [row] = await queryRows<{ booking_phone: string; client_phone: string }>(
    context.database.db,
    sql`select b.client_phone as booking_phone, c.phone as client_phone
          from bookings b join clients c on c.id = b.client_id
         where b.id = ${response.json().data.booking.id}`,
  );
  return row;
}

describe('the public booking stores the phone', () => {
  it('in E.164, read in the clinic country, in the client and in the booking', async () => {
    expect(await bookWith('600 11 12 22', 'lucia@example.com', 9)).toEqual({
      booking_phone: '+34600111222',
      client_phone: '+34600111222',
    });
  });

  it('finds the same client again by the number written another way', async () => {
    const again = await bookWith('+34 600-111-222', 'otra@example.com', 10);
    expect(again?.client_phone).toBe('+34600111222');
    const [clients] = await queryRows<{ count: number }>(
      context.database.db,
      sql`select count(*)::integer as count from clients where space_id = ${space.spaceId}`,
    );
    expect(clients?.count).toBe(1);
  });

  it('keeps as typed a number that does not read as valid', async () => {
    expect(await bookWith('12', 'corto@example.com', 11)).toEqual({
      booking_phone: '12',
      client_phone: '12',
    });
  });
});
