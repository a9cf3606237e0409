// A minimal RFC 5545 writer, the one both the booking e-mails' one-event files and the subscription
// feeds are written with. The 'ics' package did the same through yup validation and cost ~7 % of a
// booking's CPU; what we emit is small enough to write by hand and test line by line.

export type CalendarEvent = {
  productId: string;
  /** PUBLISH adds or updates the event; CANCEL (RFC 5546) makes calendar apps remove the same UID. */
  method: 'PUBLISH' | 'CANCEL';
  uid: string;
  sequence: number;
  timestamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  organizer?: { name: string; email: string };
  url?: string;
};

/** Characters below space (tab and line feed included) and DEL: never valid where we put them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROLS = /[\u0000-\u001f\u007f]/g;
const withoutControls = (value: string, replacement = '') => value.replace(CONTROLS, replacement);

const EMAIL = /^[^\s@"<>:;,\\]+@[^\s@"<>:;,\\]+\.[^\s@"<>:;,\\]+$/;

/** Whether an address can be written as a CAL-ADDRESS (mailto:) without escaping anything. */
export function isCalendarAddress(value: string): boolean {
  return EMAIL.test(value);
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : `${value}`);

/** The same instant as 20260310T090000Z (by numbers: a feed writes thousands of them). */
function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad2(date.getUTCMonth() + 1)}${pad2(date.getUTCDate())}` +
    `T${pad2(date.getUTCHours())}${pad2(date.getUTCMinutes())}${pad2(date.getUTCSeconds())}Z`
  );
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const NEEDS_ESCAPING = /[\\;,\u0000-\u001f\u007f]/;

/** TEXT values: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  if (!NEEDS_ESCAPING.test(value)) return value;
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .split('\n')
    .map((line) => withoutControls(line))
    .join('\\n');
}

/** Parameter values may not hold double quotes or control characters (RFC 5545 §3.1). */
function quotedParameter(value: string): string {
  return `"${withoutControls(value, "'").replaceAll('"', "'")}"`;
}

/**
 * The WHATWG URL parser: pure, and a global in browsers and Node alike (the domain's compiler
 * settings leave out both platforms' libraries, so it is declared here).
 */
declare const URL: new (input: string) => { protocol: string };

/** A URI value, or undefined when it is not an absolute http(s) URL without spaces. */
function uriOrNothing(value: string | undefined): string | undefined {
  if (!value || /\s/.test(value) || withoutControls(value) !== value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function foldLine(line: string): string {
  if (line.length <= 25) return line;
  const bytes = utf8ByteLength(line);
  if (bytes <= 75) return line;
  // A feed folds thousands of lines: cut by index, one slice per part, never character by character.
  if (bytes === line.length) {
    const parts = [line.slice(0, 75)];
    for (let at = 75; at < line.length; at += 74) parts.push(line.slice(at, at + 74));
    return parts.join('\r\n ');
  }
  const parts: string[] = [];
  let partStart = 0;
  let partBytes = 0;
  for (let index = 0; index < line.length; ) {
    const codePoint = line.codePointAt(index) ?? 0;
    const units = codePoint > 0xffff ? 2 : 1;
    const characterBytes = utf8Length(codePoint);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (partBytes + characterBytes > limit) {
      parts.push(line.slice(partStart, index));
      partStart = index;
      partBytes = 0;
    }
    partBytes += characterBytes;
    index += units;
  }
  parts.push(line.slice(partStart));
  return parts.join('\r\n ');
}

/** A text's length in UTF-8 octets (a lone surrogate is written as U+FFFD, three octets). */
function utf8ByteLength(text: string): number {
  let bytes = text.length;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) continue;
    if (unit < 0x800) {
      bytes += 1;
      continue;
    }
    // Past U+07FF a unit is three octets, and a surrogate pair's two units are four.
    bytes += 2;
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index++;
  }
  return bytes;
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

export function writeCalendar(event: CalendarEvent): string {
  const url = uriOrNothing(event.url);
  const organizer =
    event.organizer && EMAIL.test(event.organizer.email)
      ? `ORGANIZER;CN=${quotedParameter(event.organizer.name)}:MAILTO:${event.organizer.email}`
      : undefined;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${escapeText(event.productId)}`,
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DTSTAMP:${utcStamp(event.timestamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(url ? [`URL:${url}`] : []),
    `LOCATION:${escapeText(event.location)}`,
    `STATUS:${event.status}`,
    ...(organizer ? [organizer] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export type FeedCalendarEvent = {
  uid: string;
  sequence: number;
  lastModified: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  url: string;
};

export type FeedCalendar = {
  productId: string;
  /** The calendar's name in the subscriber's app (X-WR-CALNAME, read by Apple, Google and Outlook). */
  name: string;
  timeZone: string;
  /** The zone's VTIMEZONE lines (packages/domain/src/calendar/vtimezone.ts). */
  timeZoneLines: readonly string[];
  /** An instant as the event writes it: local with the TZID, or UTC ending in Z. */
  timeValue: (instant: Date) => { value: string; isZoned: boolean };
  /** Each event, or its lines as an earlier build of the same feed wrote them. */
  events: readonly (FeedCalendarEvent | string)[];
  /**
   * An event's lines as written (folded, joined by CRLF): a caller that kept them from an earlier
   * build of the same feed hands them back instead of calling `write` again.
   */
  eventText?: (event: FeedCalendarEvent, write: (event: FeedCalendarEvent) => string) => string;
};

/**
 * A subscription feed (no METHOD: a published calendar, not a scheduling message): the clinic's
 * VTIMEZONE, then one event per booking with its times in the clinic's zone. DTSTAMP is the
 * event's last change, so the same bookings always give the same bytes (and the same ETag).
 */
export function writeFeedCalendar(feed: FeedCalendar): string {
  const { head, writeEvent } = feedCalendarWriter(feed);
  const events = feed.events.map((event) =>
    typeof event === 'string'
      ? event
      : feed.eventText
        ? feed.eventText(event, writeEvent)
        : writeEvent(event),
  );
  return `${[head, ...events, 'END:VCALENDAR'].join('\r\n')}\r\n`;
}

/** The calendar's head (folded, joined by CRLF) and how each event is written. */
export function feedCalendarWriter(feed: Omit<FeedCalendar, 'events' | 'eventText'>) {
  const timeLine = (name: string, instant: Date) => {
    const time = feed.timeValue(instant);
    return time.isZoned ? `${name};TZID=${feed.timeZone}:${time.value}` : `${name}:${time.value}`;
  };
  const head = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${escapeText(feed.productId)}`,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${feed.timeZone}`,
    ...feed.timeZoneLines,
  ];
  // Every event's link starts with the same origin: checked once, the rest by a cheap pattern.
  const checkedOrigins = new Map<string, boolean>();
  const linkOf = (url: string) => {
    const origin = /^https?:\/\/[^/?#\s]+/.exec(url)?.[0];
    if (!origin || !/^[\x21-\x7e]+$/.test(url)) return undefined;
    let isOrigin = checkedOrigins.get(origin);
    if (isOrigin === undefined) {
      isOrigin = uriOrNothing(origin) !== undefined;
      checkedOrigins.set(origin, isOrigin);
    }
    return isOrigin ? url : undefined;
  };
  const writeEvent = (event: FeedCalendarEvent) => {
    const url = linkOf(event.url);
    return [
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${utcStamp(event.lastModified)}`,
      `LAST-MODIFIED:${utcStamp(event.lastModified)}`,
      `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
      timeLine('DTSTART', event.start),
      timeLine('DTEND', event.end),
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(url ? [`URL:${url}`] : []),
      `STATUS:${event.status}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]
      .map(foldLine)
      .join('\r\n');
  };
  return { head: head.map(foldLine).join('\r\n'), writeEvent };
}
