// The public slot answers when busy time comes from CalDAV (decision 087): the calendar bench's clinic
// (2,000 bookings, 11 hosts), its measured host answered first without a connection, then with one
// whose pulls wrote 500 busy intervals over the next four months into `caldav_busy_times` (the table the sync
// writes), in one run. Month (1 host × 31 days), one day, and 'Cualquier profesional' over the
// month, one connection each: kept answers (the slot cache, as served) and computed answers (a
// sibling app with the cache off, so every answer reads and weighs the busy rows). Budget: the slots
// bench's p95 ≤ 20 ms for each.
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { addDays } from '../packages/domain/src/time/zoned-time';
import type { BenchDatabase } from './bench-app';
import { type BenchClinic, clinicInstant, SLOT_MINUTES, slotsPath, withSeededBench } from './bench-clinic';
import { type LoadRequest, runLoad } from './load-generator';
import { SLOTS_MONTH_P95_TARGET_MS } from './slots-month.bench';
import { checkTarget, formatLatencies, type TargetCheck } from './targets';

const BUSY_INTERVALS = 500;
const BUSY_DAYS = 124;
const DURATION_SECONDS = 3;
const WARM_UP_REQUESTS = 20;

type SlotsAnswer = { data: { availableDays: Array<{ dates: Array<{ slots: unknown[] }> }> } };
type View = { label: string; request: LoadRequest };

function viewsOf(clinic: BenchClinic): View[] {
  const anyHost =
    `/api/public/space/${clinic.spaceId}/service/${clinic.serviceId}/any-host` +
    `/available-slots?fromDate=${clinic.fromDate}&toDate=${clinic.toDate}`;
  const day = addDays(clinic.fromDate, 3);
  return [
    {
      label: 'month (1 host × 31 days)',
      request: {
        method: 'GET',
        path: slotsPath(clinic, clinic.measured.hostId, clinic.fromDate, clinic.toDate),
      },
    },
    { label: 'day', request: { method: 'GET', path: slotsPath(clinic, clinic.measured.hostId, day, day) } },
    { label: "'Cualquier profesional', month", request: { method: 'GET', path: anyHost } },
  ];
}

export async function runSlotsCalDavBusyBench(
  kind: BenchDatabase,
): Promise<{ lines: string[]; checks: TargetCheck[] }> {
  return withSeededBench(kind, undefined, async ({ bench, clinic }) => {
    const { db } = bench.database;
    const views = viewsOf(clinic);
    const lines: string[] = [];
    const checks: TargetCheck[] = [];
    const fetchOk = async (url: string, path: string) => {
      const response = await fetch(`${url}${path}`);
      const text = await response.text();
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
      return text;
    };
    const slotCount = (text: string) =>
      (JSON.parse(text) as SlotsAnswer).data.availableDays
        .flatMap((day) => day.dates)
        .reduce((sum, date) => sum + date.slots.length, 0);
    const measure = async (phase: string) => {
      const counts: number[] = [];
      const measureOn = async (url: string, cache: string) => {
        for (const view of views) {
          const first = await fetchOk(url, view.request.path);
          if (cache === 'kept') counts.push(slotCount(first));
          for (let warm = 0; warm < WARM_UP_REQUESTS; warm += 1) await fetchOk(url, view.request.path);
          const result = await runLoad({
            url,
            connections: 1,
            durationSeconds: DURATION_SECONDS,
            requests: [view.request],
          });
          const failed = result.requests - (result.statuses['200'] ?? 0);
          const check = checkTarget(`${phase}, ${view.label}, ${cache}: p95`, result.p95Ms, {
            atMost: SLOTS_MONTH_P95_TARGET_MS,
            unit: 'ms',
          });
          checks.push(check);
          lines.push(
            `  ${phase.padEnd(22)} ${view.label.padEnd(32)} ${cache.padEnd(8)} ${formatLatencies(result)}, ` +
              `app CPU ${result.appCpuMsPerRequest.toFixed(2)} ms/request, ${result.requests} requests` +
              `${failed > 0 ? `, ${failed} non-200` : ''} — ${check.isMet ? '✓' : '✗'}`,
          );
        }
      };
      await measureOn(bench.url, 'kept');
      await bench.withSiblingApp({ slotCacheBytes: 0 }, (url) => measureOn(url, 'computed'));
      return counts;
    };

    const before = await measure('without CalDAV');
    // A connection that blocks time, pulled an hour ahead so no pull is due while the bench runs (a
    // slot request would otherwise try to reach its server), and 500 busy intervals of 15 to 60
    // minutes in the opening hours of the next four months (about 125 in the month asked for, four a
    // day), some over the host's bookings, as a pull writes them.
    await db.execute(sql`
      WITH connection AS (
        INSERT INTO caldav_connections (space_id, user_id, url, username, password_sealed, calendars, last_pulled_at)
        VALUES (${clinic.spaceId}::uuid, ${clinic.measured.hostId}::uuid, 'https://caldav.example.com/', 'bench',
          'not-a-sealed-password',
          ${JSON.stringify([
            {
              url: 'https://caldav.example.com/cal/',
              name: 'Personal',
              color: null,
              blocksTime: true,
              receivesBookings: false,
              pulledCtag: null,
              pulledSyncToken: null,
              readAt: null,
            },
          ])}::jsonb, now() + interval '1 hour')
        RETURNING id
      )
      INSERT INTO caldav_busy_times (connection_id, host_id, calendar_url, resource_href, start_at, end_at)
      SELECT connection.id, ${clinic.measured.hostId}::uuid, 'https://caldav.example.com/cal/',
        'https://caldav.example.com/cal/' || n || '.ics', busy.start_at, busy.start_at + busy.minutes * interval '1 minute'
      FROM connection, generate_series(0, ${BUSY_INTERVALS - 1}) AS n,
        LATERAL (SELECT ${new Date(clinicInstant(clinic.fromDate, 8 * 60)).toISOString()}::timestamptz
            + (n % ${BUSY_DAYS}) * interval '1 day' + ((n * 37) % 660) * interval '1 minute' AS start_at,
          15 + (n * 13) % 46 AS minutes) AS busy`);
    await db.execute(sql`ANALYZE caldav_busy_times`);
    const after = await measure(`with ${BUSY_INTERVALS} busy`);
    const slots = views.map((view, index) => `${view.label} ${before[index]} → ${after[index]}`);
    return {
      lines: [
        `slots with CalDAV busy time (${kind}; ${BUSY_INTERVALS} busy intervals on the measured host, ${SLOT_MINUTES}-minute slots, 2,000 bookings in the space; ` +
          `slot counts ${slots.join(', ')}; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores):`,
        ...lines,
      ],
      checks,
    };
  });
}
