import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@citavet/db/database';
import { bookings, idempotencyKeys } from '@citavet/db/schema/bookings';
import { DEFAULT_PUBLIC_BOOKING_CAPS } from '@citavet/domain/bookings/public-booking-caps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import { type PublicSpaceSetup, setUpPublicSpace } from './public-booking.test-support';
import { readPublicBookingTogether } from './public-booking-read-batches';
import {
  readPublicBooking,
  readPublicBookings,
  SNAPSHOT_BATCH_STATEMENT,
  type SnapshotRequest,
} from './public-booking-snapshot.repository';

// The public booking's reads go in batches (decision 118): one statement answers several reads, one
// row each. Each read must be answered as it is alone, in its own place, whatever else is in the batch.
let context: TestContext;
let madrid: PublicSpaceSetup;
let lima: PublicSpaceSetup;
const KEY_SCOPE = 'POST /api/bookings/public';
beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  madrid = await setUpPublicSpace(context.app, db);
  lima = await setUpPublicSpace(context.app, db, { timeZone: 'America/Lima' });
  const now = context.clock.now();
  const booking = (space: PublicSpaceSetup, start: string, email: string, source: 'PUBLIC' | 'INTERNAL') => ({
    spaceId: space.spaceId,
    hostId: space.member.user.id,
    clientName: 'Cliente',
    clientEmail: email,
    serviceName: 'Consulta',
    serviceDuration: 30,
    startAt: new Date(start),
    endAt: new Date(Date.parse(start) + 30 * 60_000),
    status: 'CONFIRMED' as const,
    source,
    createdAt: now,
  });
  await db
    .insert(bookings)
    .values([
      booking(madrid, '2026-03-10T09:00:00Z', 'ana@example.com', 'PUBLIC'),
      booking(madrid, '2026-03-10T11:00:00Z', 'ana@example.com', 'PUBLIC'),
      booking(madrid, '2026-03-11T09:00:00Z', 'luis@example.com', 'INTERNAL'),
      booking(lima, '2026-03-10T15:00:00Z', 'ana@example.com', 'PUBLIC'),
    ]);
  await db.insert(idempotencyKeys).values([
    { scope: KEY_SCOPE, key: 'clave-vigente', requestHash: 'hash-1', statusCode: 201, createdAt: now },
    {
      scope: KEY_SCOPE,
      key: 'clave-vencida',
      requestHash: 'hash-2',
      statusCode: 201,
      createdAt: new Date(now.getTime() - 3 * 86_400_000),
    },
  ]);
});
afterAll(async () => {
  await context.close();
});

/** Reads unlike each other in every value the statement takes. */
function requests(): SnapshotRequest[] {
  const now = context.clock.now();
  const day = (iso: string) => ({ startAt: Date.parse(iso), endAt: Date.parse(iso) + 86_400_000 });
  const read = (
    scheduleId: string,
    window: { startAt: number; endAt: number },
    email: string,
    extra: Partial<SnapshotRequest> = {},
  ): SnapshotRequest => ({
    scheduleId,
    window,
    taken: window,
    idempotency: null,
    caps: { email, limits: DEFAULT_PUBLIC_BOOKING_CAPS, now },
    arePlanLimitsOn: false,
    ...extra,
  });
  const key = (name: string) => ({
    scope: KEY_SCOPE,
    key: name,
    notExpiredSince: new Date(now.getTime() - 86_400_000),
  });
  return [
    read(scheduleOf(madrid.memberSchedules, 2), day('2026-03-10T00:00:00Z'), 'ana@example.com'),
    read(scheduleOf(madrid.memberSchedules, 3), day('2026-03-11T00:00:00Z'), 'luis@example.com', {
      arePlanLimitsOn: true,
    }),
    read(scheduleOf(madrid.adminSchedules, 2), day('2026-03-10T00:00:00Z'), 'ANA@example.com', {
      idempotency: key('clave-vigente'),
    }),
    read(scheduleOf(lima.memberSchedules, 2), day('2026-03-10T00:00:00Z'), 'ana@example.com', {
      arePlanLimitsOn: true,
      idempotency: key('clave-vencida'),
    }),
    read(scheduleOf(lima.adminSchedules, 5), day('2026-03-13T00:00:00Z'), 'nadie@example.com', {
      caps: {
        email: 'nadie@example.com',
        limits: { perSpacePerHour: 1, perHostPerDay: 0, perEmailPerDay: 2 },
        now,
      },
    }),
    // A schedule that does not exist, and an id that is no uuid: no snapshot, the key still read.
    read(randomUUID(), day('2026-03-10T00:00:00Z'), 'ana@example.com', { idempotency: key('clave-vigente') }),
    read('no-es-un-id', day('2026-03-10T00:00:00Z'), 'ana@example.com'),
  ];
}

async function readAlone(all: readonly SnapshotRequest[]) {
  const answers = [];
  for (const request of all) answers.push(await readPublicBooking(context.database, request));
  return answers;
}

describe('the public booking reads in one statement', () => {
  it('answer each read as it is answered alone, in its own place', async () => {
    const all = requests();
    const alone = await readAlone(all);
    // The fixtures reach what the reads tell apart: busy time, counts, a stored answer, no schedule.
    expect(alone.map((read) => read.snapshot?.busy.length ?? null)).toEqual([2, 1, 0, 1, 0, null, null]);
    // The e-mail's public bookings are counted in every space: two in Madrid, one in Lima.
    expect(alone[0]?.snapshot?.recent.emailLastDay).toBe(3);
    expect(alone[2]?.storedAnswer?.requestHash).toBe('hash-1');
    expect(alone[3]?.storedAnswer).toBeNull();
    expect(alone[5]?.storedAnswer?.requestHash).toBe('hash-1');
    expect(await readPublicBookings(context.database, all)).toEqual(alone);
    // Any order and any subset: each answer follows its read.
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 12; round++) {
      const picked = all.map((_, index) => index).filter(() => random() < 0.6);
      picked.sort(() => random() - 0.5);
      const together = await readPublicBookings(
        context.database,
        picked.map((index) => all[index] as SnapshotRequest),
      );
      expect(together).toEqual(picked.map((index) => alone[index]));
    }
  });

  it('go as one statement when they arrive in one turn, and at once when alone', async () => {
    const batches: number[] = [];
    const counted: DatabaseHandle = {
      ...context.database,
      run: (statement, values) => {
        if (statement.name === SNAPSHOT_BATCH_STATEMENT.name) {
          batches.push((JSON.parse(String(values[0])) as unknown[]).length);
        }
        return context.database.run(statement, values);
      },
    };
    const all = requests();
    const alone = await readAlone(all);
    expect(await Promise.all(all.map((request) => readPublicBookingTogether(counted, request)))).toEqual(
      alone,
    );
    expect(batches).toEqual([all.length]);
    expect(await readPublicBookingTogether(counted, all[1] as SnapshotRequest)).toEqual(alone[1]);
    expect(batches).toEqual([all.length, 1]);
  });
});
