import { CALDAV_MESSAGES } from '@citavet/domain/calendar/caldav-messages';
import { type FeedBooking, feedEventOf } from '@citavet/domain/calendar/calendar-feed';
import { zoneWriter } from '@citavet/domain/calendar/vtimezone';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFeedCalendar } from '../mail/icalendar';
import { testRadicale } from '../test/test-app';
import type { CalDavAccount } from './caldav-discovery';
import { readCalendarEvent, writeCalendarEvent } from './caldav-events';

// A booking's event written into a real CalDAV calendar (Debian's Radicale, started by .ci/run):
// created, moved, cancelled with the same UID, a hand edit on the server overwritten in favour of
// the booking, a removed calendar and a lost connection; DST nights in Madrid and Santiago read back.

const radicale = testRadicale();
if (!radicale) {
  console.warn(
    'CalDAV events suite skipped: Radicale is not running (start it with ops/radicale/start-test-server.sh start and pass its RADICALE_* variables)',
  );
}

const YEAR_FROM = Date.parse('2026-01-01T00:00:00.000Z');
const YEAR_TO = Date.parse('2026-12-31T00:00:00.000Z');

function icsOf(booking: FeedBooking, timeZone: string): string {
  const zone = zoneWriter(timeZone, YEAR_FROM, YEAR_TO);
  const event = feedEventOf(booking, {
    scope: 'HOST',
    hideClientNames: false,
    agendaLink: () => 'http://citavet.test/agenda',
  });
  return writeFeedCalendar({
    productId: '-//Citavet//Calendario//ES',
    name: 'Citavet',
    timeZone,
    timeZoneLines: zone.lines,
    timeValue: (instant) => zone.timeValue(instant.getTime()),
    events: [event],
  });
}

function readBack(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    uid: event.uid,
    summary: event.summary,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue('status'),
  };
}

describe.skipIf(!radicale)('writing a booking’s event into Radicale', () => {
  // The body is collected even when skipped: a placeholder keeps it from reading null.
  const server = radicale ?? { url: 'http://127.0.0.1:9/', user: '', password: '' };
  const account: CalDavAccount = { url: server.url, user: server.user, password: server.password };
  const auth = `Basic ${Buffer.from(`${server.user}:${server.password}`).toString('base64')}`;
  const calendarUrl = new URL(`/${server.user}/citas-${Date.now().toString(36)}/`, server.url).href;
  let sequence = 0;
  const booking = (id: string, start: string, changedAt: string, status = 'CONFIRMED'): FeedBooking => ({
    id,
    hostName: 'Dra. Ruiz',
    serviceName: 'Vacuna',
    clientName: 'Ana Gil',
    petName: 'Kira',
    status,
    startAt: new Date(start),
    endAt: new Date(Date.parse(start) + 30 * 60_000),
    createdAt: new Date('2026-01-10T09:00:00.000Z'),
    // One change a day in these fixtures: the booking's counter is the days since it was made.
    calendarSequence: Math.round(
      (Date.parse(changedAt) - Date.parse('2026-01-10T09:00:00.000Z')) / 86_400_000,
    ),
    changedAt: new Date(changedAt),
  });

  beforeAll(async () => {
    await fetch(new URL(`/${server.user}/`, server.url), {
      method: 'PROPFIND',
      headers: { authorization: auth, depth: '0' },
    });
    const made = await fetch(calendarUrl, { method: 'MKCALENDAR', headers: { authorization: auth } });
    expect(made.status).toBe(201);
  });

  it('creates, moves and cancels the event under one UID, each version a higher SEQUENCE', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    const created = await writeCalendarEvent(account, calendarUrl, {
      uid: `${id}@citavet`,
      ics: icsOf(booking(id, '2026-05-12T08:00:00.000Z', '2026-01-10T09:00:00.000Z'), 'Europe/Madrid'),
      etag: null,
    });
    expect(created).toMatchObject({ hadConflict: false });
    expect(created.etag).toMatch(/\S/);
    const first = readBack((await readCalendarEvent(account, created.url))?.ics ?? '');
    expect(first).toMatchObject({
      uid: `${id}@citavet`,
      start: '2026-05-12T08:00:00.000Z',
      status: 'CONFIRMED',
    });
    sequence = first.sequence;

    const moved = await writeCalendarEvent(account, calendarUrl, {
      uid: `${id}@citavet`,
      ics: icsOf(booking(id, '2026-05-13T09:30:00.000Z', '2026-01-11T09:00:00.000Z'), 'Europe/Madrid'),
      etag: created.etag,
    });
    expect(moved.hadConflict).toBe(false);
    const second = readBack((await readCalendarEvent(account, moved.url))?.ics ?? '');
    expect(second.start).toBe('2026-05-13T09:30:00.000Z');
    expect(second.sequence).toBeGreaterThan(sequence);

    const cancelled = await writeCalendarEvent(account, calendarUrl, {
      uid: `${id}@citavet`,
      ics: icsOf(
        booking(id, '2026-05-13T09:30:00.000Z', '2026-01-12T09:00:00.000Z', 'CANCELLED'),
        'Europe/Madrid',
      ),
      etag: moved.etag,
    });
    const third = readBack((await readCalendarEvent(account, cancelled.url))?.ics ?? '');
    expect(third.status).toBe('CANCELLED');
    expect(third.sequence).toBeGreaterThan(second.sequence);
  });

  it('overwrites a hand edit on the server in favour of the booking, and says there was a conflict', async () => {
    const id = '22222222-2222-4222-8222-222222222222';
    const ics = icsOf(booking(id, '2026-06-02T10:00:00.000Z', '2026-01-10T09:00:00.000Z'), 'Europe/Madrid');
    const created = await writeCalendarEvent(account, calendarUrl, { uid: `${id}@citavet`, ics, etag: null });
    // The vet renames the event in their calendar app.
    const edited = await fetch(created.url, {
      method: 'PUT',
      headers: { authorization: auth, 'content-type': 'text/calendar' },
      body: ics.replace(/SUMMARY:[^\r]*/, 'SUMMARY:Editado a mano'),
    });
    expect(edited.ok).toBe(true);
    const rewritten = await writeCalendarEvent(account, calendarUrl, {
      uid: `${id}@citavet`,
      ics: icsOf(booking(id, '2026-06-02T11:00:00.000Z', '2026-01-11T09:00:00.000Z'), 'Europe/Madrid'),
      etag: created.etag,
    });
    expect(rewritten.hadConflict).toBe(true);
    const now = readBack((await readCalendarEvent(account, rewritten.url))?.ics ?? '');
    expect(now.summary).toBe('Vacuna — Kira · Ana Gil');
    expect(now.start).toBe('2026-06-02T11:00:00.000Z');
  });

  it.each([
    [
      'Europe/Madrid',
      [
        '2026-03-29T00:30:00.000Z',
        '2026-03-29T01:00:00.000Z',
        '2026-10-25T00:30:00.000Z',
        '2026-10-25T01:30:00.000Z',
      ],
    ],
    [
      'America/Santiago',
      [
        '2026-04-05T02:30:00.000Z',
        '2026-04-05T03:30:00.000Z',
        '2026-09-06T03:30:00.000Z',
        '2026-09-06T04:00:00.000Z',
      ],
    ],
  ])('writes events on %s’s DST nights that read back at the booked instants', async (timeZone, starts) => {
    for (const [index, start] of starts.entries()) {
      const id = `33333333-3333-4333-8333-${String(index).padStart(4, '0')}${timeZone.length.toString().padStart(8, '0')}`;
      const written = await writeCalendarEvent(account, calendarUrl, {
        uid: `${id}@citavet`,
        ics: icsOf(booking(id, start, '2026-01-10T09:00:00.000Z'), timeZone),
        etag: null,
      });
      const read = readBack((await readCalendarEvent(account, written.url))?.ics ?? '');
      expect(read.start, `${timeZone} ${start}`).toBe(start);
      expect(read.end).toBe(new Date(Date.parse(start) + 30 * 60_000).toISOString());
    }
  });

  it('says in Spanish when the calendar was removed or the server stops answering', async () => {
    const id = '44444444-4444-4444-8444-444444444444';
    const ics = icsOf(booking(id, '2026-07-01T10:00:00.000Z', '2026-01-10T09:00:00.000Z'), 'Europe/Madrid');
    const gone = new URL(`/${server.user}/borrado-${Date.now().toString(36)}/`, server.url).href;
    await expect(
      writeCalendarEvent(account, gone, { uid: `${id}@citavet`, ics, etag: null }),
    ).rejects.toThrow(CALDAV_MESSAGES.calendarMissing);
    await expect(
      writeCalendarEvent({ ...account, url: 'http://127.0.0.1:9/' }, 'http://127.0.0.1:9/vet/citas/', {
        uid: `${id}@citavet`,
        ics,
        etag: null,
      }),
    ).rejects.toThrow(CALDAV_MESSAGES.unreachable);
  });
});
