// One CalDAV calendar of 500 events on Debian's Radicale (decision 091): the whole read (version
// check + calendar-query, what every pull did before) against the incremental pull (sync-collection
// + calendar-multiget of what changed), unchanged and after 10 events changed. Requests counted,
// wall and this process's CPU per pull (the database write of the rows is not included). Needs the
// RADICALE_* variables of ops/radicale/start-test-server.sh.
import { loadavg } from 'node:os';
import { pullBusyIntervals, readCalendarVersion } from '../apps/api/src/caldav/caldav-busy';
import { syncCalendarChanges } from '../apps/api/src/caldav/caldav-sync';

const EVENTS = 500;
const ROUNDS = 5;

export async function runCalDavSyncBench(): Promise<string[]> {
  const url = process.env.RADICALE_URL;
  const user = process.env.RADICALE_USER ?? 'vet';
  const password = process.env.RADICALE_PASSWORD ?? '';
  if (!url)
    return ['caldav: skipped (start ops/radicale/start-test-server.sh and pass its RADICALE_* variables)'];
  const account = { url, user, password };
  const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const calendarUrl = new URL(`/${user}/bench-${Date.now().toString(36)}/`, url).href;
  await fetch(new URL(`/${user}/`, url), {
    method: 'PROPFIND',
    headers: { authorization: auth, depth: '0' },
  });
  const day = (index: number) => new Date(Date.now() + (1 + (index % 170)) * 86_400_000);
  const stamp = (date: Date, hour: number) =>
    `${date.toISOString().slice(0, 10).replace(/-/g, '')}T${String(hour).padStart(2, '0')}0000Z`;
  const eventLines = (index: number, hour: number) => [
    'BEGIN:VEVENT',
    `UID:e${index}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${stamp(day(index), hour)}`,
    `DTEND:${stamp(day(index), hour + 1)}`,
    ...(index % 10 === 0 ? ['RRULE:FREQ=WEEKLY;COUNT=10'] : []),
    'SUMMARY:Personal',
    'END:VEVENT',
  ];
  const calendarText = (events: string[]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//ES', ...events, 'END:VCALENDAR', ''].join('\r\n');
  const put = (index: number, hour: number) =>
    fetch(new URL(`e${index}.ics`, calendarUrl), {
      method: 'PUT',
      headers: { authorization: auth, 'content-type': 'text/calendar; charset=utf-8' },
      body: calendarText(eventLines(index, hour)),
    });
  // Radicale takes a whole calendar PUT on the collection and stores one resource per UID: one
  // request instead of 500 (each of which takes its storage lock).
  const created = await fetch(calendarUrl, {
    method: 'PUT',
    headers: { authorization: auth, 'content-type': 'text/calendar; charset=utf-8' },
    body: calendarText(Array.from({ length: EVENTS }, (_, index) => eventLines(index, 9)).flat()),
  });
  if (created.status >= 300) return [`caldav: Radicale refused the calendar (${created.status})`];
  const window = { startAt: Date.now() - 86_400_000, endAt: Date.now() + 190 * 86_400_000 };
  let requests = 0;
  const counting = ((input: string | URL | Request, init?: RequestInit) => {
    requests++;
    return fetch(input, init);
  }) as typeof fetch;
  const measure = async (label: string, run: () => Promise<unknown>) => {
    const walls: number[] = [];
    const cpus: number[] = [];
    let asked = 0;
    for (let round = 0; round < ROUNDS; round++) {
      requests = 0;
      const cpu = process.cpuUsage();
      const started = performance.now();
      await run();
      walls.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpus.push((used.user + used.system) / 1000);
      asked = requests;
    }
    walls.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    return `${label}: ${asked} requests, wall median ${walls[ROUNDS >> 1]?.toFixed(0)} ms (min ${walls[0]?.toFixed(0)}), app CPU median ${cpus[ROUNDS >> 1]?.toFixed(0)} ms`;
  };
  // Radicale indexes a collection on its first read: not counted.
  await pullBusyIntervals(account, calendarUrl, window, 'Europe/Madrid');
  const lines: string[] = [];
  lines.push(
    await measure('whole read (version + calendar-query, 500 events)', async () => {
      await readCalendarVersion(account, calendarUrl, counting);
      await pullBusyIntervals(account, calendarUrl, window, 'Europe/Madrid', counting);
    }),
  );
  const token = (await readCalendarVersion(account, calendarUrl)).syncToken;
  if (!token) return [...lines, 'caldav: Radicale gave no sync-token'];
  lines.push(
    await measure('incremental, nothing changed (sync-collection)', () =>
      syncCalendarChanges(account, calendarUrl, token, window, 'Europe/Madrid', counting),
    ),
  );
  for (let index = 0; index < 10; index++) await put(index * 7, 15);
  lines.push(
    await measure('incremental, 10 of 500 changed (sync-collection + multiget)', () =>
      syncCalendarChanges(account, calendarUrl, token, window, 'Europe/Madrid', counting),
    ),
  );
  const [load1] = loadavg();
  return [`caldav sync on Radicale (load average ${load1?.toFixed(1)})`, ...lines.map((line) => `  ${line}`)];
}
