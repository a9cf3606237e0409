// The waitlist (decisions 085 and 088): a cancellation with 1,000 requests waiting on that service,
// from the cancellation's commit (its HTTP answer) to the first offer committed with its message in
// the outbox, as server.ts runs it: the sweeper (its interval an hour here, so only a wake counts)
// woken by the availability announcement the cancellation sends at its commit. Target: p95 ≤ 200 ms.
// Also the CPU this process spent per round (the app, the sweep and this bench's polling), and the
// load average.
import { loadavg } from 'node:os';
import { AVAILABILITY_CHANNEL } from '@citavet/db/availability-announcements';
import { sql } from 'drizzle-orm';
import { systemClock } from '../apps/api/src/app-dependencies';
import {
  createWaitlistSweeper,
  sweepWaitlist,
} from '../apps/api/src/features/bookings/waitlist/offer-freed-slots';
import { queryRows } from '../packages/db/src/database';
import { type BenchDatabase, startBenchApp } from './bench-app';
import { api, setUpClinic } from './process-cluster';
import { checkTarget, formatLatencies, type TargetCheck } from './targets';

const WAITING = 1_000;
const ROUNDS = 20;

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

export async function runWaitlistBench(kind: BenchDatabase): Promise<{ checks: TargetCheck[] }> {
  const bench = await startBenchApp(kind);
  try {
    const clinic = await setUpClinic(bench.url, async (userId) => {
      await bench.database.db.execute(sql`UPDATE users SET email_verified_at = now() WHERE id = ${userId}`);
    });
    // Tomorrow in Madrid: every request can come all day.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Europe/Madrid',
    });
    const weekday = ((new Date(`${tomorrow}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const scheduleId = clinic.schedules.find((each) => each.dayOfWeek === weekday)?.id;
    if (!scheduleId) throw new Error('no schedule for tomorrow');
    await bench.database.db.execute(sql`
      insert into waitlist_requests (space_id, service_id, client_name, client_email, windows, expires_at, token_hash, created_at)
      select ${clinic.spaceId}::uuid, ${clinic.serviceId}::uuid, 'Espera ' || i, 'espera' || i || '@example.com',
        jsonb_build_array(jsonb_build_object('date', ${tomorrow}::text, 'from', '08:00', 'to', '20:00')),
        now() + interval '3 days', md5(random()::text || i), now() + i * interval '1 millisecond'
      from generate_series(1, ${WAITING}) as i`);
    const deps = { database: bench.database, clock: systemClock, config: { publicUrl: bench.url } };
    await sweepWaitlist(deps);
    const sweeper = createWaitlistSweeper(deps, { intervalMs: 3_600_000 });
    sweeper.start();
    const wakes = await bench.database.listen(AVAILABILITY_CHANNEL, {
      onNotification: () => sweeper.wake(),
      onLiveChange: () => {},
    });
    const offersWritten = async () =>
      Number(
        (
          await queryRows<{ count: number }>(
            bench.database.db,
            sql`select count(*)::int as count from email_outbox where kind = 'waitlist-offer'`,
          )
        )[0]?.count,
      );

    const wallMs: number[] = [];
    const cpuMs: number[] = [];
    const loadBefore = loadavg()[0] ?? 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const minutes = 8 * 60 + round * 30;
      const wall = (value: number) =>
        `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
      const booked = await api<{ data: { booking: { managePath: string } } }>(
        bench.url,
        'POST',
        '/api/bookings/public',
        {
          body: {
            serviceScheduleId: scheduleId,
            startTime: `${tomorrow}T${wall(minutes)}`,
            endTime: `${tomorrow}T${wall(minutes + 30)}`,
            clientInfo: { name: 'Cliente Cancela', email: `cancela${round}@example.com`, website: '' },
          },
        },
      );
      const token = booked.body.data.booking.managePath.split('/').pop() ?? '';
      // Let the wake of the booking's own announcement pass, so each round times one cancellation.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const offersBefore = await offersWritten();
      const cpuBefore = process.cpuUsage();
      await api(bench.url, 'POST', `/api/public/bookings/${encodeURIComponent(token)}/cancel`, { body: {} });
      const startedAt = performance.now();
      const deadline = startedAt + 10_000;
      while ((await offersWritten()) <= offersBefore) {
        if (performance.now() > deadline) throw new Error(`round ${round}: no offer within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const cpu = process.cpuUsage(cpuBefore);
      wallMs.push(performance.now() - startedAt);
      cpuMs.push((cpu.user + cpu.system) / 1000);
    }
    await wakes.stop();
    await sweeper.stop();
    const [sent] = await queryRows<{ count: number }>(
      bench.database.db,
      sql`select count(*)::int as count from email_outbox where kind = 'waitlist-offer'`,
    );
    const loadAfter = loadavg()[0] ?? 0;
    const p50Ms = percentile(wallMs, 50);
    const p95Ms = percentile(wallMs, 95);
    const cpuP95 = percentile(cpuMs, 95);
    const checks = [checkTarget('commit → first offer p95', p95Ms, { atMost: 200, unit: 'ms' })];
    console.log(
      `\nWaitlist (${kind}): a cancellation with ${WAITING} waiting, commit → first offer in the outbox, ` +
        `${ROUNDS} rounds: ${formatLatencies({ p50Ms, p95Ms })} wall; CPU p95 ${cpuP95.toFixed(1)} ms ` +
        `(this process: the cancellation's request, the woken sweep and this bench's polling; ` +
        `${kind === 'pglite' ? 'database in process' : 'PostgreSQL not counted'}); ` +
        `${Number(sent?.count)} offers written; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
    );
    for (const check of checks) console.log(`  ${check.text}`);
    return { checks };
  } finally {
    await bench.close();
  }
}
