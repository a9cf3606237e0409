import { addDays, instantToZonedParts, startOfLocalDay } from '../time/zoned-time';
import { bookingEventUid } from './booking-event-identity';
import type { CalendarFeedScope } from './calendar-feed.schema';
import type { FeedCalendarEvent } from './icalendar';

// What a professional's subscription feed holds: which bookings (a window of clinic-local days) and
// what each event says. No clinical detail ever: the reason for the visit, notes and records stay
// in the app; the event carries the client, the pet, the service and a link to the agenda.

export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;

/** From the start of the clinic-local day 30 days back to the end of the day 180 days ahead. */
export function calendarFeedWindow(now: Date, timeZone: string): { from: Date; to: Date } {
  const today = instantToZonedParts(now.getTime(), timeZone).date;
  return {
    from: new Date(startOfLocalDay(addDays(today, -FEED_DAYS_BACK), timeZone)),
    to: new Date(startOfLocalDay(addDays(today, FEED_DAYS_AHEAD + 1), timeZone)),
  };
}

export type FeedBooking = {
  id: string;
  hostName: string;
  serviceName: string;
  clientName: string;
  petName: string | null;
  status: string;
  startAt: Date;
  endAt: Date;
  createdAt: Date;
  /** The booking's change counter: the SEQUENCE its e-mailed .ics files carry too. */
  calendarSequence: number;
  /** The latest change of the booking or of what the event shows of its pet. */
  changedAt: Date;
};

/** A booking's event as the feed and the CalDAV push write it (icalendar.ts). */
export type FeedEvent = FeedCalendarEvent;

export type FeedOptions = {
  scope: CalendarFeedScope;
  hideClientNames: boolean;
  /** The agenda's address for one booking (built by the caller, which knows the app's origin). */
  agendaLink: (booking: FeedBooking) => string;
};

export function feedEventStatus(status: string): FeedEvent['status'] {
  if (status === 'CANCELLED') return 'CANCELLED';
  return status === 'PENDING' ? 'TENTATIVE' : 'CONFIRMED';
}

export function feedEventOf(booking: FeedBooking, options: FeedOptions): FeedEvent {
  const status = feedEventStatus(booking.status);
  const who = [booking.petName, options.hideClientNames ? null : booking.clientName].filter(
    (part): part is string => Boolean(part),
  );
  const title = [booking.serviceName, who.length > 0 ? who.join(' · ') : null]
    .filter((part): part is string => Boolean(part))
    .join(' — ');
  const withHost = options.scope === 'SPACE' ? `${title} (${booking.hostName})` : title;
  const url = options.agendaLink(booking);
  return {
    uid: bookingEventUid(booking.id),
    sequence: booking.calendarSequence,
    lastModified: booking.changedAt,
    start: booking.startAt,
    end: booking.endAt,
    summary: status === 'CANCELLED' ? `Cancelada: ${withHost}` : withHost,
    description: [
      ...(options.hideClientNames ? [] : [`Cliente: ${booking.clientName}`]),
      ...(booking.petName ? [`Mascota: ${booking.petName}`] : []),
      `Servicio: ${booking.serviceName}`,
      ...(options.scope === 'SPACE' ? [`Profesional: ${booking.hostName}`] : []),
      `Ver en la agenda: ${url}`,
    ].join('\n'),
    status,
    url,
  };
}
