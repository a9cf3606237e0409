import { randomUUID } from 'node:crypto';
import { scheduleOf } from '../bookings.test-support';
import type { PublicSpaceSetup } from './public-booking.test-support';
import type { PublicBookingWrite } from './public-booking-write.repository';

// A public write as the use case hands it to the repository, for the tests of the batched writes:
// the space's admin, its Tuesday schedule, a 30-minute consultation, a new client with a pet of
// their own unless the test names what it shares.

export type TestWriteOptions = {
  email?: string;
  phone?: string | null;
  /** Null: the write names no pet. By default a pet of the write's own. */
  petName?: string | null;
  key?: string | null;
  planMonthCap?: number | null;
  /** The request's time; the test clock's Monday 2 March 2026 by default. */
  now?: string;
  /** How long an idempotency key lives, in days: one by default. */
  keyDays?: number;
};

const DAY_MS = 24 * 60 * 60_000;
let made = 0;

/** A write of a 30-minute booking from `startAt` (epoch ms) on the space's Tuesday schedule. */
export function testPublicWrite(
  space: PublicSpaceSetup,
  startAt: number,
  options: TestWriteOptions = {},
): PublicBookingWrite {
  made += 1;
  const now = new Date(options.now ?? '2026-03-02T08:00:00Z');
  const petName = options.petName === undefined ? `Mascota ${made}` : options.petName;
  return {
    id: randomUUID(),
    booking: {
      spaceId: space.spaceId,
      serviceId: space.serviceId,
      serviceScheduleId: scheduleOf(space.adminSchedules, 2),
      hostId: space.admin.user.id,
      client: {
        name: `Cliente ${made}`,
        email: options.email ?? `lote-${made}-${randomUUID().slice(0, 8)}@example.com`,
        phone: options.phone ?? null,
      },
      service: {
        name: 'Consulta',
        price: '20.00',
        currency: 'EUR',
        duration: 30,
        bufferBefore: 0,
        bufferAfter: 0,
      },
      range: { startAt, endAt: startAt + 30 * 60_000 },
      status: 'CONFIRMED',
      manageTokenHash: `hash-${randomUUID()}`,
      petId: null,
      reason: null,
      isOutsideSchedule: false,
      now,
    },
    manageToken: `token-${made}`,
    pet: petName === null ? null : { name: petName, species: 'perro' },
    planMonthCap: options.planMonthCap ?? null,
    idempotency: options.key
      ? {
          scope: 'POST /api/bookings/public',
          key: options.key,
          requestHash: 'hash',
          statusCode: 201,
          expiredBefore: new Date(now.getTime() - (options.keyDays ?? 1) * DAY_MS),
        }
      : null,
  };
}
