import { type FeedBooking, feedEventOf } from '@citavet/domain/calendar/calendar-feed';
import { zoneWriter } from '@citavet/domain/calendar/vtimezone';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { writeFeedCalendar } from '../../mail/icalendar';

// Bookings on the nights the clocks change in Madrid and Santiago, written into a feed and read back
// by ical.js with the feed's own VTIMEZONE: each event must land on the instant it was booked for.

const FROM = Date.parse('2026-01-01T00:00:00.000Z');
const TO = Date.parse('2026-12-31T00:00:00.000Z');

function feedOf(timeZone: string, starts: readonly string[]): string {
  const zone = zoneWriter(timeZone, FROM, TO);
  const events = starts.map((start, index) => {
    const startAt = new Date(start);
    const booking: FeedBooking = {
      id: `00000000-0000-4000-8000-00000000000${index}`,
      hostName: 'Dra. Ruiz',
      serviceName: 'Urgencia',
      clientName: 'Ana',
      petName: 'Kira',
      status: 'CONFIRMED',
      startAt,
      endAt: new Date(startAt.getTime() + 45 * 60_000),
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
      calendarSequence: 0,
      changedAt: new Date('2026-01-02T00:00:00.000Z'),
    };
    return feedEventOf(booking, {
      scope: 'HOST',
      hideClientNames: false,
      agendaLink: () => 'http://citavet.test/a',
    });
  });
  return writeFeedCalendar({
    productId: '-//Citavet//Calendario//ES',
    name: 'Prueba',
    timeZone,
    timeZoneLines: zone.lines,
    timeValue: (instant) => zone.timeValue(instant.getTime()),
    events,
  });
}

function readInstants(text: string): { start: string; end: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // A fresh service per read: the zone must come from this file, not from an earlier registration.
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString() };
  });
}

const plus45 = (iso: string) => new Date(Date.parse(iso) + 45 * 60_000).toISOString();

describe('feed events across DST, read by ical.js', () => {
  it.each([
    [
      'Europe/Madrid',
      [
        '2026-03-29T00:30:00.000Z', // 01:30 CET, ends 03:15 CEST across the skipped hour
        '2026-03-29T01:00:00.000Z', // 03:00 CEST, the first minute after the jump
        '2026-10-25T00:30:00.000Z', // 02:30 CEST, the first pass of the repeated hour
        '2026-10-25T01:30:00.000Z', // 02:30 CET, its second pass
        '2026-07-01T08:00:00.000Z',
      ],
    ],
    [
      'America/Santiago',
      [
        '2026-04-05T02:30:00.000Z', // 23:30 −03 on 4 April, the first pass
        '2026-04-05T03:30:00.000Z', // 23:30 −04, the second pass
        '2026-09-06T03:30:00.000Z', // 23:30 −04 on 5 September, ends after the skipped midnight
        '2026-09-06T04:00:00.000Z', // 01:00 −03 on 6 September
        '2026-01-15T13:00:00.000Z',
      ],
    ],
  ])('%s', (timeZone, starts) => {
    const text = feedOf(timeZone, starts);
    expect(text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${timeZone}`);
    expect(readInstants(text)).toEqual(starts.map((start) => ({ start, end: plus45(start) })));
  });
});
