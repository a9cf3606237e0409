import { z } from 'zod';

// A link to a clinic's public page that opens the booking with choices already made (decision 063):
// `?servicio=<serviceId>` (a reminder, decision 056), plus `inicio=<ISO instant>` and
// `profesional=<hostId>` (one tap on a directory result's next free slot). The page checks every value
// against what it loaded; an invalid one is ignored and the page opens as it would without it.

export const BOOKING_LINK_PARAMS = { service: 'servicio', start: 'inicio', host: 'profesional' } as const;

const IdSchema = z.string().trim().min(1).max(100);
/** An instant with its offset ('2026-11-27T09:30:00.000Z', '2026-11-27T10:30:00+01:00'). */
const StartSchema = z.iso.datetime({ offset: true });

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
  const service = IdSchema.safeParse(params.get(BOOKING_LINK_PARAMS.service));
  if (!service.success) return null;
  const start = StartSchema.safeParse(params.get(BOOKING_LINK_PARAMS.start));
  const host = IdSchema.safeParse(params.get(BOOKING_LINK_PARAMS.host));
  return {
    serviceId: service.data,
    startAt: start.success ? new Date(start.data).toISOString() : null,
    hostId: host.success ? host.data : null,
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
