// Two API processes on one PostgreSQL: concurrent bookings of one time must yield exactly one booking.
// Run: npm run build:api && npx tsx bench/reliability/races-across-processes.ts
import { pathToFileURL } from 'node:url';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import { isPostgresAvailable } from '../bench-app';
import { api, createScratchDatabase, setUpClinic, startApiProcess, verifyEmailIn } from '../process-cluster';

type Outcome = { created: number; conflicts: number; serverErrors: number; other: number[] };

function tally(statuses: number[]): Outcome {
  return {
    created: statuses.filter((status) => status === 201).length,
    conflicts: statuses.filter((status) => status === 409).length,
    serverErrors: statuses.filter((status) => status >= 500).length,
    other: statuses.filter((status) => status !== 201 && status !== 409 && status < 500),
  };
}

/** A future Tuesday 10:00 in Madrid, far enough ahead for any minimum notice. */
function futureMorning(daysAhead: number): Date {
  const date = new Date(Date.now() + daysAhead * MILLISECONDS_PER_DAY);
  date.setUTCHours(9, 0, 0, 0); // 10:00 or 11:00 in Madrid: inside the 08:00–20:00 schedule either way
  return date;
}

export async function runRacesAcrossProcesses(): Promise<{ passed: boolean; lines: string[] }> {
  const database = await createScratchDatabase('citavet_races');
  const first = await startApiProcess({ databaseUrl: database.url, port: 3711 });
  const second = await startApiProcess({ databaseUrl: database.url, port: 3712 });
  const bases = [first.url, second.url];
  const lines: string[] = [];
  let passed = true;
  const check = (label: string, outcome: Outcome, expectedCreated: number) => {
    const isRight =
      outcome.created === expectedCreated && outcome.serverErrors === 0 && outcome.other.length === 0;
    passed &&= isRight;
    lines.push(
      `${isRight ? 'ok  ' : 'FAIL'} ${label}: ${outcome.created} created, ${outcome.conflicts} × 409, ` +
        `${outcome.serverErrors} × 5xx${outcome.other.length ? `, other ${outcome.other.join(',')}` : ''}`,
    );
  };
  try {
    const clinic = await setUpClinic(first.url, verifyEmailIn(database));
    const slotStart = futureMorning(9);
    const slotEnd = new Date(slotStart.getTime() + 30 * 60_000);
    const scheduleId = clinic.schedules.find(
      (schedule) => schedule.dayOfWeek === ((slotStart.getUTCDay() + 6) % 7) + 1,
    )?.id;
    if (!scheduleId) throw new Error('no schedule for the race day');

    const publicStatuses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        api(bases[index % 2] ?? first.url, 'POST', '/api/bookings/public', {
          body: {
            serviceScheduleId: scheduleId,
            startTime: slotStart.toISOString(),
            endTime: slotEnd.toISOString(),
            clientInfo: {
              name: `Cliente ${index}`,
              email: `cliente${index}@example.com`,
              phone: '',
              website: '',
            },
          },
        }).then((response) => response.status),
      ),
    );
    check('100 public bookings of one slot over 2 processes', tally(publicStatuses), 1);

    const overlapBase = futureMorning(10);
    const overlapStatuses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        // Every range contains minute 29–30, so any two overlap; none is identical to all others.
        const start = new Date(overlapBase.getTime() + (index % 30) * 60_000);
        const end = new Date(start.getTime() + (30 + (index % 7)) * 60_000);
        return api(bases[index % 2] ?? first.url, 'POST', '/api/bookings/internal', {
          token: clinic.token,
          body: {
            serviceScheduleId: scheduleId,
            startTime: start.toISOString(),
            endTime: end.toISOString(),
            clientInfo: { name: `Solapado ${index}` },
          },
        }).then((response) => response.status);
      }),
    );
    check('100 overlapping (not identical) staff bookings over 2 processes', tally(overlapStatuses), 1);

    // Daily cap (decision 048): two of three places taken, then 100 requests for 24 different free
    // times of that day over both processes; the database lets exactly one more through.
    await api(first.url, 'PUT', `/api/services/${clinic.serviceId}`, {
      token: clinic.token,
      body: { dailyCap: 3 },
    });
    const cappedDay = futureMorning(12);
    const cappedDayStart = new Date(cappedDay.getTime() - 2 * 60 * 60_000); // 08:00 or 09:00 local
    const cappedSlot = (index: number) => {
      const start = new Date(cappedDayStart.getTime() + index * 30 * 60_000);
      return {
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
      };
    };
    for (const index of [0, 1]) {
      await api(first.url, 'POST', '/api/bookings/internal', {
        token: clinic.token,
        body: {
          serviceScheduleId: scheduleId,
          ...cappedSlot(index),
          clientInfo: { name: `Previa ${index}` },
        },
      });
    }
    const cappedScheduleId = clinic.schedules.find(
      (schedule) => schedule.dayOfWeek === ((cappedDay.getUTCDay() + 6) % 7) + 1,
    )?.id;
    const cappedStatuses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        api(bases[index % 2] ?? first.url, 'POST', '/api/bookings/public', {
          body: {
            serviceScheduleId: cappedScheduleId,
            ...cappedSlot(2 + (index % 20)),
            clientInfo: {
              name: `Tope ${index}`,
              email: `tope${index}@example.com`,
              phone: '',
              website: '',
            },
          },
        }).then((response) => response.status),
      ),
    );
    check(
      '100 public bookings for the last capped place of a day over 2 processes',
      tally(cappedStatuses),
      1,
    );
    await api(first.url, 'PUT', `/api/services/${clinic.serviceId}`, {
      token: clinic.token,
      body: { dailyCap: null },
    });

    // Confirmations: PENDING bookings hold their time under the constraint, so two overlapping PENDING
    // bookings cannot exist (the 50 requests above prove it); what can race is confirming one twice.
    await api(first.url, 'PUT', `/api/services/${clinic.serviceId}`, {
      token: clinic.token,
      body: { requiresApproval: true },
    });
    const pendingStart = futureMorning(11);
    const pendingStatuses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        api(bases[index % 2] ?? first.url, 'POST', '/api/bookings/public', {
          body: {
            serviceScheduleId: scheduleId,
            startTime: pendingStart.toISOString(),
            endTime: new Date(pendingStart.getTime() + 30 * 60_000).toISOString(),
            clientInfo: {
              name: `Pendiente ${index}`,
              email: `pendiente${index}@example.com`,
              phone: '',
              website: '',
            },
          },
        }).then((response) => response.status),
      ),
    );
    check('50 public requests for one slot of a service that needs approval', tally(pendingStatuses), 1);
    const pending = await database.query<{ id: string }>("select id from bookings where status = 'PENDING'");
    const bookingId = pending[0]?.id;
    const confirmStatuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api(bases[index % 2] ?? first.url, 'PUT', `/api/bookings/${bookingId}/status`, {
          token: clinic.token,
          body: { status: 'CONFIRMED' },
        }).then((response) => (response.status === 200 ? 201 : response.status)),
      ),
    );
    check('20 concurrent confirmations of one PENDING booking over 2 processes', tally(confirmStatuses), 1);
    const overlapping = await database.query<{ count: string }>(
      `select count(*) from bookings a join bookings b on a.host_id = b.host_id and a.id < b.id
       and a.status <> 'CANCELLED' and b.status <> 'CANCELLED'
       and tstzrange(a.start_at, a.end_at) && tstzrange(b.start_at, b.end_at)`,
    );
    const overlapCount = Number(overlapping[0]?.count ?? 0);
    passed &&= overlapCount === 0;
    lines.push(
      `${overlapCount === 0 ? 'ok  ' : 'FAIL'} overlapping non-cancelled bookings in the database: ${overlapCount}`,
    );
  } finally {
    first.kill();
    second.kill();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.drop();
  }
  for (const line of lines) console.log(`races: ${line}`);
  return { passed, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await isPostgresAvailable())) {
    console.log('races: PostgreSQL is not available at 127.0.0.1:5432; skipped');
    process.exit(0);
  }
  const { passed } = await runRacesAcrossProcesses();
  process.exit(passed ? 0 : 1);
}
