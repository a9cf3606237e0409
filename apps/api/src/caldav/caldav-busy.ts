import type { TimeRange } from '@citavet/domain/availability/time-range';
import { isBookingEventUid } from '@citavet/domain/calendar/booking-event-identity';
import {
  isValidTimeZone,
  type LocalDate,
  startOfLocalDay,
  zonedWallTimeToInstant,
} from '@citavet/domain/time/zoned-time';
import ICAL from 'ical.js';
import { type CalDavAccount, CalDavError } from './caldav-discovery';
import { CALDAV, CALENDAR_SERVER, childOf, DAV, descendantsOf, parseXml } from './dav-xml';

// Busy time out of a CalDAV calendar (docs/decisions/087): a cheap version check (getctag and
// sync-token, RFC 6578) tells whether anything changed since the last pull; when it did, one REPORT
// calendar-query (RFC 4791 §7.8) with a time range reads the events that touch the window, and
// ical.js expands their recurrences. Only opaque, non-cancelled events hold time; an all-day event
// holds the clinic-local day(s); an event that cannot be read is skipped and counted.

type Fetch = typeof fetch;
const TIMEOUT_MS = 20_000;
/** Occurrences walked per recurring event (a daily one since 1990 is ~13,000); a runaway rule stops here. */
const MAX_OCCURRENCES_PER_EVENT = 20_000;

export type CalendarVersion = { ctag: string | null; syncToken: string | null };
/** One calendar object resource (by its absolute URL) and the busy time it holds in the window. */
export type ResourceBusy = { href: string; intervals: TimeRange[] };
export type BusyPull = { resources: ResourceBusy[]; intervals: TimeRange[]; skipped: number };

const authorizationOf = (account: CalDavAccount) =>
  `Basic ${Buffer.from(`${account.user}:${account.password}`, 'utf8').toString('base64')}`;

/** One WebDAV request; the status and body as they came (a failure to reach the server throws). */
export async function davSend(
  account: CalDavAccount,
  url: string,
  method: 'PROPFIND' | 'REPORT',
  depth: '0' | '1',
  body: string,
  fetcher: Fetch,
): Promise<{ status: number; text: string }> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method,
      headers: {
        authorization: authorizationOf(account),
        depth,
        'content-type': 'application/xml; charset=utf-8',
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: response.status, text: await response.text() };
  } catch {
    throw new CalDavError('unreachable');
  }
}

/** A multistatus answer's text; any other answer is the failure it means. */
export async function davRequest(
  account: CalDavAccount,
  url: string,
  method: 'PROPFIND' | 'REPORT',
  depth: '0' | '1',
  body: string,
  fetcher: Fetch,
): Promise<string> {
  const { status, text } = await davSend(account, url, method, depth, body, fetcher);
  failOnDavStatus(status);
  if (status !== 207) throw new CalDavError('notCalDav');
  return text;
}

export function failOnDavStatus(status: number): void {
  if (status === 401 || status === 403) throw new CalDavError('badCredentials');
  if (status === 404 || status === 410) throw new CalDavError('calendarMissing');
}

/** The calendar's getctag and sync-token now: equal to the last pull's means nothing changed. */
export async function readCalendarVersion(
  account: CalDavAccount,
  calendarUrl: string,
  fetcher: Fetch = fetch,
): Promise<CalendarVersion> {
  const text = await davRequest(
    account,
    calendarUrl,
    'PROPFIND',
    '0',
    `<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:" xmlns:cs="${CALENDAR_SERVER}"><d:prop><d:sync-token/><cs:getctag/></d:prop></d:propfind>`,
    fetcher,
  );
  const props = descendantsOf(parseXml(text) ?? undefined, DAV, 'prop');
  const find = (namespace: string, name: string) =>
    props.map((prop) => childOf(prop, namespace, name)).find((property) => property !== undefined);
  return {
    ctag: find(CALENDAR_SERVER, 'getctag')?.text.trim() || null,
    syncToken: find(DAV, 'sync-token')?.text.trim() || null,
  };
}

const icalUtc = (at: number) =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The href (made absolute) and iCalendar text of every calendar-data of a multistatus. */
export function calendarDataOf(text: string, calendarUrl: string): { href: string; ics: string }[] {
  const root = parseXml(text);
  if (!root) throw new CalDavError('notCalDav');
  return descendantsOf(root, DAV, 'response').flatMap((response) => {
    const href = childOf(response, DAV, 'href')?.text.trim();
    const data = descendantsOf(response, CALDAV, 'calendar-data')[0];
    return href && data ? [{ href: new URL(href, calendarUrl).href, ics: data.text }] : [];
  });
}

/** The iCalendar text of every event touching the window, by resource. */
async function queryEvents(
  account: CalDavAccount,
  calendarUrl: string,
  window: TimeRange,
  fetcher: Fetch,
): Promise<{ href: string; ics: string }[]> {
  const text = await davRequest(
    account,
    calendarUrl,
    'REPORT',
    '1',
    `<?xml version="1.0" encoding="utf-8"?><c:calendar-query xmlns:d="DAV:" xmlns:c="${CALDAV}"><d:prop><d:getetag/><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"><c:time-range start="${icalUtc(window.startAt)}" end="${icalUtc(window.endAt)}"/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`,
    fetcher,
  );
  return calendarDataOf(text, calendarUrl);
}

/**
 * Each resource's busy time in the window; one that cannot be read is skipped and counted, and
 * holds nothing (the rest of the calendar still counts).
 */
export function busyOfResources(
  resources: readonly { href: string; ics: string }[],
  window: TimeRange,
  clinicZone: string,
): { resources: ResourceBusy[]; skipped: number } {
  const read: ResourceBusy[] = [];
  let skipped = 0;
  for (const resource of resources) {
    try {
      read.push({ href: resource.href, intervals: busyIntervalsOf(resource.ics, window, clinicZone) });
    } catch {
      skipped++;
      read.push({ href: resource.href, intervals: [] });
    }
  }
  return { resources: read, skipped };
}

const localDateOf = (time: ICAL.Time): LocalDate =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/**
 * The instant an iCalendar time means: a date is the start of that day in the clinic's zone; UTC is
 * itself; a TZID that names an IANA zone is read with that zone's own rules; another TZID with its
 * VTIMEZONE through ical.js; a floating time is the clinic's wall clock.
 */
function instantOf(time: ICAL.Time, clinicZone: string, knownZones: ReadonlySet<string>): number {
  if (time.isDate) return startOfLocalDay(localDateOf(time), clinicZone);
  // ical.js keeps a TZID it has no VTIMEZONE for in `timezone`, with a floating zone.
  const named = (time as ICAL.Time & { timezone?: string }).timezone;
  const tzid = named || (time.zone?.tzid === 'floating' ? undefined : time.zone?.tzid);
  if (tzid === 'UTC' || tzid === 'Z' || time.zone === ICAL.Timezone.utcTimezone)
    return time.toUnixTime() * 1000;
  const wall = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
  const seconds = time.second * 1000;
  if (tzid && isValidTimeZone(tzid)) {
    return (zonedWallTimeToInstant(localDateOf(time), wall, tzid) ?? time.toUnixTime() * 1000) + seconds;
  }
  if (tzid && knownZones.has(tzid)) return time.toUnixTime() * 1000;
  return (
    (zonedWallTimeToInstant(localDateOf(time), wall, clinicZone) ??
      startOfLocalDay(localDateOf(time), clinicZone)) + seconds
  );
}

// A booking's own event (Citavet wrote it there, decision 090) holds no time: the booking does.
const holdsTime = (event: ICAL.Event) =>
  !isBookingEventUid(event.component.getFirstPropertyValue('uid')) &&
  String(event.component.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase() !== 'TRANSPARENT' &&
  String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED';

/** The busy intervals of one calendar object resource within the window; throws when unreadable. */
export function busyIntervalsOf(ics: string, window: TimeRange, clinicZone: string): TimeRange[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const knownZones = new Set<string>();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = String(zone.getFirstPropertyValue('tzid') ?? '');
    if (tzid && !isValidTimeZone(tzid) && !ICAL.TimezoneService.has(tzid))
      ICAL.TimezoneService.register(zone);
    if (tzid) knownZones.add(tzid);
  }
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = vevents.filter((vevent) => !vevent.hasProperty('recurrence-id'));
  const exceptions = vevents.filter((vevent) => vevent.hasProperty('recurrence-id'));
  const intervals: TimeRange[] = [];
  const add = (start: ICAL.Time, end: ICAL.Time) => {
    const startAt = instantOf(start, clinicZone, knownZones);
    let endAt = instantOf(end, clinicZone, knownZones);
    if (start.isDate && endAt <= startAt) {
      const next = start.clone();
      next.day += 1;
      endAt = instantOf(next, clinicZone, knownZones);
    }
    if (!Number.isFinite(startAt) || !Number.isFinite(endAt)) throw new Error('unreadable event time');
    if (endAt > startAt && startAt < window.endAt && endAt > window.startAt)
      intervals.push({ startAt, endAt });
  };
  for (const master of masters) {
    const event = new ICAL.Event(master, {
      exceptions: exceptions.filter(
        (exception) => exception.getFirstPropertyValue('uid') === master.getFirstPropertyValue('uid'),
      ),
    });
    if (!event.startDate) throw new Error('event without DTSTART');
    if (!event.isRecurring()) {
      if (holdsTime(event)) add(event.startDate, event.endDate);
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0; count < MAX_OCCURRENCES_PER_EVENT; count++) {
      const next = iterator.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      if (instantOf(details.startDate, clinicZone, knownZones) >= window.endAt) break;
      if (holdsTime(details.item)) add(details.startDate, details.endDate);
    }
  }
  // An exception whose master is not in this resource (a server may store it alone) is an event of its own.
  for (const exception of exceptions) {
    const uid = exception.getFirstPropertyValue('uid');
    if (masters.some((master) => master.getFirstPropertyValue('uid') === uid)) continue;
    const event = new ICAL.Event(exception);
    if (holdsTime(event)) add(event.startDate, event.endDate);
  }
  return intervals;
}

/** The calendar's busy time in the window; events that cannot be read are skipped and counted. */
export async function pullBusyIntervals(
  account: CalDavAccount,
  calendarUrl: string,
  window: TimeRange,
  clinicZone: string,
  fetcher: Fetch = fetch,
): Promise<BusyPull> {
  const read = busyOfResources(await queryEvents(account, calendarUrl, window, fetcher), window, clinicZone);
  return {
    resources: read.resources,
    intervals: read.resources.flatMap((resource) => resource.intervals),
    skipped: read.skipped,
  };
}
