// A link to a clinic's public page that opens the booking with choices already made (decision 063):
// `?servicio=<serviceId>` (a reminder, decision 056), plus `inicio=<ISO instant>` and
// `profesional=<hostId>` (one tap on a directory result's next free slot). The page checks every value
// against what it loaded; an invalid one is ignored and the page opens as it would without it.

export const BOOKING_LINK_PARAMS = { service: 'servicio', start: 'inicio', host: 'profesional' } as const;

// No zod here: the clinic's page reads the link at start-up, and zod's core would be part of the
// page's first load (decision 065). The checks are those of `z.string().trim().min(1).max(100)` and
// `z.iso.datetime({ offset: true })`; booking-link.test.ts compares them with zod on random input.
const ID_MAX_LENGTH = 100;
// zod's date pattern (leap years included), then hh:mm:ss, optional fraction, and Z or ±hh:mm.
const DATE_PATTERN =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
/** An instant with its offset ('2026-11-27T09:30:00.000Z', '2026-11-27T10:30:00+01:00'). */
const INSTANT = new RegExp(
  `^${DATE_PATTERN}T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)$`,
);

/** The trimmed id, or null when empty or longer than 100 characters. */
function idOf(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= ID_MAX_LENGTH ? trimmed : null;
}

/** The instant, or null when it is not an ISO date-time with seconds and an offset. */
function instantOf(value: string | null): string | null {
  return value !== null && INSTANT.test(value) ? value : null;
}

export type BookingLink = {
  serviceId: string;
  /** The start asked for, as `toISOString()`; null when absent or invalid. */
  startAt: string | null;
  hostId: string | null;
};

/** What a page's URLSearchParams offers (the domain has no DOM types). */
export type QueryParams = { get(name: string): string | null };

/** The link's choices from a page's query parameters; null without a valid service. */
export function parseBookingLink(params: QueryParams): BookingLink | null {
  const serviceId = idOf(params.get(BOOKING_LINK_PARAMS.service));
  if (serviceId === null) return null;
  const start = instantOf(params.get(BOOKING_LINK_PARAMS.start));
  return {
    serviceId,
    startAt: start === null ? null : new Date(start).toISOString(),
    hostId: idOf(params.get(BOOKING_LINK_PARAMS.host)),
  };
}

/** '?servicio=…&inicio=…&profesional=…' for the clinic's page. */
export function bookingLinkSearch(link: {
  serviceId: string;
  startAt?: string | null;
  hostId?: string | null;
}) {
  const pairs: [string, string][] = [[BOOKING_LINK_PARAMS.service, link.serviceId]];
  if (link.startAt) pairs.push([BOOKING_LINK_PARAMS.start, link.startAt]);
  if (link.hostId) pairs.push([BOOKING_LINK_PARAMS.host, link.hostId]);
  return `?${pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}
