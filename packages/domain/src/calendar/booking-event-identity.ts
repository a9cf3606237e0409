// One booking is one calendar event wherever it is written: the .ics the booking e-mails attach, the
// professional's subscription feed and the CalDAV calendar the bookings are written to. The same
// UID lets a calendar that has the event from one of them update it from another. Their SEQUENCE is
// the booking's own counter (`bookings.calendar_sequence`): 0 when made, one more with each change,
// as RFC 5545 §3.8.7.4 asks of an organizer's revisions.

export function bookingEventUid(bookingId: string): string {
  return `${bookingId}@citavet`;
}

const BOOKING_EVENT_UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@citavet$/i;

/**
 * Whether a calendar event is a booking's own (written by Citavet into the professional's calendar,
 * or imported from a booking's .ics): the booking already blocks its time, so its event must not
 * block it a second time as busy time.
 */
export function isBookingEventUid(uid: unknown): boolean {
  return typeof uid === 'string' && BOOKING_EVENT_UID.test(uid.trim());
}
