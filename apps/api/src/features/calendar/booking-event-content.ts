import { createHash } from 'node:crypto';
import { type FeedBooking, feedEventOf } from '@citavet/domain/calendar/calendar-feed';
import { type ZoneWriter, zoneWriter } from '@citavet/domain/calendar/vtimezone';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import ICAL from 'ical.js';
import { writeFeedCalendar } from '../../mail/icalendar';

// What Citavet writes into the professional's CalDAV calendar for one booking (decision 090): the
// event of the subscription feed (decision 077) — service, pet and client, a link to the agenda, no
// clinical detail, no attendees, no alarms — with the clinic's VTIMEZONE, so one booking is one
// event (one UID) in the feed, the e-mails and the calendar.

export type BookingEventSource = {
  booking: FeedBooking;
  spaceId: string;
  timeZone: string;
  hideClientNames: boolean;
  publicUrl: string;
};

export type BookingEventContent = {
  uid: string;
  /** What the event shows, whatever its SEQUENCE: equal hashes need no new write. */
  contentHash: string;
  /** The calendar object resource with that SEQUENCE. */
  icsWith: (sequence: number) => string;
};

/**
 * The VTIMEZONE covers the event's own weeks: the offsets it needs, and no tz database elsewhere.
 * The window is rounded to blocks of 28 days so the bookings of a month share one writer (working out
 * a zone's offsets takes a few hundred Intl calls), kept per zone and window.
 */
const ZONE_MARGIN_MS = 35 * MILLISECONDS_PER_DAY;
const ZONE_BLOCK_MS = 28 * MILLISECONDS_PER_DAY;
const ZONE_WRITERS_LIMIT = 64;
const zoneWriters = new Map<string, ZoneWriter>();

function zoneWriterAround(timeZone: string, startAt: number, endAt: number): ZoneWriter {
  const from = Math.floor((startAt - ZONE_MARGIN_MS) / ZONE_BLOCK_MS) * ZONE_BLOCK_MS;
  const to = Math.ceil((endAt + ZONE_MARGIN_MS) / ZONE_BLOCK_MS) * ZONE_BLOCK_MS;
  const key = `${timeZone} ${from} ${to}`;
  let writer = zoneWriters.get(key);
  if (!writer) {
    if (zoneWriters.size >= ZONE_WRITERS_LIMIT) zoneWriters.clear();
    writer = zoneWriter(timeZone, from, to);
    zoneWriters.set(key, writer);
  }
  return writer;
}

export function bookingEventContent(source: BookingEventSource): BookingEventContent {
  const { booking, timeZone } = source;
  const zone = zoneWriterAround(timeZone, booking.startAt.getTime(), booking.endAt.getTime());
  const publicUrl = source.publicUrl.replace(/\/+$/, '');
  const event = feedEventOf(booking, {
    scope: 'HOST',
    hideClientNames: source.hideClientNames,
    agendaLink: () =>
      `${publicUrl}/dashboard/${source.spaceId}/agenda?fecha=${zone.localDate(booking.startAt.getTime())}&cita=${booking.id}`,
  });
  const contentHash = createHash('sha256')
    .update(
      [
        event.uid,
        timeZone,
        event.start.toISOString(),
        event.end.toISOString(),
        event.status,
        event.summary,
        event.description,
        event.url,
      ].join('\n'),
    )
    .digest('base64url');
  return {
    uid: event.uid,
    contentHash,
    icsWith: (sequence) =>
      writeFeedCalendar({
        productId: '-//Citavet//Calendario//ES',
        name: 'Citavet',
        timeZone,
        timeZoneLines: zone.lines,
        timeValue: (instant) => zone.timeValue(instant.getTime()),
        events: [{ ...event, sequence }],
      }),
  };
}

/** The properties that say which version of the booking an event is; a server may re-serialize the rest. */
function versionOf(ics: string, uid: string): string | null {
  try {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = calendar
      .getAllSubcomponents('vevent')
      .find((component) => component.getFirstPropertyValue('uid') === uid);
    if (!vevent) return null;
    return ['uid', 'sequence', 'dtstart', 'dtend', 'status', 'summary', 'description']
      .map((name) => {
        const property = vevent.getFirstProperty(name);
        if (!property) return '';
        const tzid = property.getParameter('tzid');
        return `${typeof tzid === 'string' ? tzid : ''}|${String(property.getFirstValue())}`;
      })
      .join('\n');
  } catch {
    return null;
  }
}

/** Whether the server's copy is already exactly this version of the booking's event. */
export function isSameEventVersion(serverIcs: string, ours: string, uid: string): boolean {
  const mine = versionOf(ours, uid);
  return mine !== null && versionOf(serverIcs, uid) === mine;
}
