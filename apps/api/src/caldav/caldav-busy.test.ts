import { describe, expect, it } from 'vitest';
import { busyIntervalsOf, pullBusyIntervals } from './caldav-busy';

// Busy time read out of iCalendar as a CalDAV server returns it: what holds time, when, and in which
// zone. The end-to-end path against Radicale is features/calendar/caldav-connection.test.ts.

const WINDOW = { startAt: Date.parse('2026-01-01T00:00:00Z'), endAt: Date.parse('2027-01-01T00:00:00Z') };
const iso = (ranges: { startAt: number; endAt: number }[]) =>
  ranges.map((range) => [new Date(range.startAt).toISOString(), new Date(range.endAt).toISOString()]);

function calendar(...events: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//ES',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

describe('busy intervals of a calendar object', () => {
  it('reads a TZID time with the zone’s own rules across the DST change in Madrid', () => {
    // 29 March 2026: Madrid goes from +01:00 to +02:00 at 02:00.
    const ics = calendar([
      'UID:a',
      'DTSTART;TZID=Europe/Madrid:20260328T100000',
      'DTEND;TZID=Europe/Madrid:20260328T110000',
      'RRULE:FREQ=DAILY;COUNT=2',
    ]);
    expect(iso(busyIntervalsOf(ics, WINDOW, 'Europe/Madrid'))).toEqual([
      ['2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00.000Z'],
      ['2026-03-29T08:00:00.000Z', '2026-03-29T09:00:00.000Z'],
    ]);
  });

  it('holds an all-day event as the clinic-local day, including Santiago’s 23- and 25-hour days', () => {
    // Chile: at the end of 4 April 2026 clocks go back an hour (a 25-hour day); 6 September starts at
    // 01:00 (its midnight is skipped: 23 hours).
    const ics = calendar(
      ['UID:b', 'DTSTART;VALUE=DATE:20260404', 'DTEND;VALUE=DATE:20260405'],
      ['UID:c', 'DTSTART;VALUE=DATE:20260906'],
    );
    const [april, september] = busyIntervalsOf(ics, WINDOW, 'America/Santiago');
    expect(april && (april.endAt - april.startAt) / 3_600_000).toBe(25);
    expect(september && (september.endAt - september.startAt) / 3_600_000).toBe(23);
    expect(iso(busyIntervalsOf(ics, WINDOW, 'Europe/Madrid'))[0]).toEqual([
      '2026-04-03T22:00:00.000Z',
      '2026-04-04T22:00:00.000Z',
    ]);
  });

  it('skips transparent and cancelled events and occurrences, and follows a moved occurrence', () => {
    const ics = calendar(
      ['UID:libre', 'DTSTART:20260302T090000Z', 'DTEND:20260302T100000Z', 'TRANSP:TRANSPARENT'],
      ['UID:anulada', 'DTSTART:20260302T110000Z', 'DTEND:20260302T120000Z', 'STATUS:CANCELLED'],
      ['UID:serie', 'DTSTART:20260303T090000Z', 'DTEND:20260303T100000Z', 'RRULE:FREQ=WEEKLY;COUNT=3'],
      ['UID:serie', 'RECURRENCE-ID:20260310T090000Z', 'DTSTART:20260310T150000Z', 'DTEND:20260310T160000Z'],
    );
    expect(iso(busyIntervalsOf(ics, WINDOW, 'Europe/Madrid'))).toEqual([
      ['2026-03-03T09:00:00.000Z', '2026-03-03T10:00:00.000Z'],
      ['2026-03-10T15:00:00.000Z', '2026-03-10T16:00:00.000Z'],
      ['2026-03-17T09:00:00.000Z', '2026-03-17T10:00:00.000Z'],
    ]);
  });

  it('reads a floating time on the clinic’s wall clock', () => {
    const ics = calendar(['UID:d', 'DTSTART:20260706T100000', 'DTEND:20260706T103000']);
    expect(iso(busyIntervalsOf(ics, WINDOW, 'America/Santiago'))).toEqual([
      ['2026-07-06T14:00:00.000Z', '2026-07-06T14:30:00.000Z'],
    ]);
  });

  it('skips an event it cannot read and keeps the rest', async () => {
    const good = calendar(['UID:e', 'DTSTART:20260302T090000Z', 'DTEND:20260302T100000Z']);
    const body = `<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${[
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:mañana\r\nEND:VEVENT\r\nEND:VCALENDAR',
      good,
    ]
      .map(
        (ics, index) =>
          `<d:response><d:href>/vet/cal/${index}.ics</d:href><d:propstat><d:prop><c:calendar-data>${ics}</c:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`,
      )
      .join('')}</d:multistatus>`;
    const fetcher = (async () =>
      new Response(body, { status: 207, headers: { 'content-type': 'application/xml' } })) as typeof fetch;
    const pulled = await pullBusyIntervals(
      { url: 'http://dav.test/', user: 'vet', password: 'x' },
      'http://dav.test/vet/cal/',
      WINDOW,
      'Europe/Madrid',
      fetcher,
    );
    expect(pulled.skipped).toBe(1);
    expect(iso(pulled.intervals)).toEqual([['2026-03-02T09:00:00.000Z', '2026-03-02T10:00:00.000Z']]);
  });
});
