import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import {
  nextIp,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from './public-booking.test-support';

// The caps on public bookings, counted from the database so they hold across processes:
// here 2 per e-mail per day, 3 per host per day, 4 per space per hour. Clock: Monday 2026-03-02
// 08:00Z; 2026-03-10 is a Tuesday.
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext({
    config: {
      rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 },
      publicBookingCaps: { perSpacePerHour: 4, perHostPerDay: 3, perEmailPerDay: 2 },
    },
  });
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

let slotCounter = 0;
/** A distinct free 30-minute slot on Tuesday 10 March, from 08:00 local on. */
function nextSlot() {
  const minutes = 8 * 60 + 30 * slotCounter;
  slotCounter += 1;
  const at = (total: number) =>
    `2026-03-10T${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return [at(minutes), at(minutes + 30)] as const;
}

function book(hostSchedules: string[], email: string) {
  const [start, end] = nextSlot();
  return postPublicBooking(
    context.app,
    publicBookingBody(scheduleOf(hostSchedules, 2), start, end, { name: 'Cliente', email }),
    { ip: nextIp() },
  );
}

describe('caps on public bookings', () => {
  it('per e-mail per day, whatever its case, then per host per day, then per space per hour', async () => {
    expect((await book(space.adminSchedules, 'pepa@example.com')).statusCode).toBe(201);
    expect((await book(space.adminSchedules, 'PEPA@example.com')).statusCode).toBe(201);
    const thirdOfEmail = await book(space.adminSchedules, 'pepa@example.com');
    expect(thirdOfEmail.statusCode).toBe(429);
    expect(thirdOfEmail.json()).toEqual({
      success: false,
      code: 'BOOKING_LIMIT_REACHED',
      message: 'Has alcanzado el límite de reservas en línea por hoy con este correo electrónico.',
    });

    // The admin has 2 of 3 for the day; the third e-mail's booking fills the host.
    expect((await book(space.adminSchedules, 'otro@example.com')).statusCode).toBe(201);
    const hostFull = await book(space.adminSchedules, 'tercero@example.com');
    expect(hostFull.statusCode).toBe(429);
    expect(hostFull.json().message).toBe(
      'Este profesional no admite más reservas en línea por hoy. Inténtalo mañana o elige a otro profesional.',
    );

    // The space has 3 of 4 this hour: the member takes the fourth, then the space is full.
    expect((await book(space.memberSchedules, 'cuarto@example.com')).statusCode).toBe(201);
    const spaceFull = await book(space.memberSchedules, 'quinto@example.com');
    expect(spaceFull.statusCode).toBe(429);
    expect(spaceFull.json().message).toBe(
      'Este espacio ha recibido demasiadas reservas en línea en la última hora. Inténtalo más tarde.',
    );

    const start = context.clock.now().toISOString();
    try {
      // An hour later the space takes bookings again, but the admin's day is still full.
      context.clock.advance(3_600_000 + 1);
      expect((await book(space.memberSchedules, 'sexto@example.com')).statusCode).toBe(201);
      expect((await book(space.adminSchedules, 'septimo@example.com')).statusCode).toBe(429);
      // A day later the admin and the first e-mail are free again.
      context.clock.advance(24 * 3_600_000);
      expect((await book(space.adminSchedules, 'pepa@example.com')).statusCode).toBe(201);
    } finally {
      context.clock.set(start);
    }
  });

  it('answers a retry of a booking made before the cap was reached, since it books nothing', async () => {
    const [start, end] = nextSlot();
    const body = publicBookingBody(scheduleOf(space.memberSchedules, 2), start, end, {
      name: 'Reintento',
      email: 'reintento@example.com',
    });
    const at = context.clock.now().toISOString();
    try {
      context.clock.advance(3 * 24 * 3_600_000);
      const first = await postPublicBooking(context.app, body, { idempotencyKey: 'cap-retry', ip: nextIp() });
      expect(first.statusCode).toBe(201);
      // Two more each for the admin and the member fill the space's hour (4).
      expect((await book(space.adminSchedules, 'a@example.com')).statusCode).toBe(201);
      expect((await book(space.memberSchedules, 'b@example.com')).statusCode).toBe(201);
      expect((await book(space.adminSchedules, 'c@example.com')).statusCode).toBe(201);
      expect((await book(space.adminSchedules, 'd@example.com')).json().code).toBe('BOOKING_LIMIT_REACHED');
      const retry = await postPublicBooking(context.app, body, { idempotencyKey: 'cap-retry', ip: nextIp() });
      expect(retry.statusCode).toBe(201);
      expect(retry.json().data.booking.id).toBe(first.json().data.booking.id);
    } finally {
      context.clock.set(at);
    }
  });

  it('counts +tags and Gmail dots as the one inbox they reach', async () => {
    const start = context.clock.now().toISOString();
    try {
      // Later than every other test's bookings (the caps count bookings created since a day ago).
      context.clock.advance(6 * 24 * 3_600_000);
      expect((await book(space.memberSchedules, 'lola+1@gmail.com')).statusCode).toBe(201);
      expect((await book(space.memberSchedules, 'l.o.l.a+2@googlemail.com')).statusCode).toBe(201);
      const third = await book(space.memberSchedules, 'LoLa+3@gmail.com');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        code: 'BOOKING_LIMIT_REACHED',
        message: 'Has alcanzado el límite de reservas en línea por hoy con este correo electrónico.',
      });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      context.clock.set(start);
    }
  });
});
