// One booking is one calendar event wherever it is written: the .ics the booking e-mails attach, the
// professional's subscription feed and the CalDAV calendar the bookings are written to. The same
// UID lets a calendar that has the event from one of them update it from another; the SEQUENCE
// grows with every change, as RFC 5545 §3.8.7.4 asks of an organizer's revisions.

export function bookingEventUid(bookingId: string): string {
  return `${bookingId}@citavet`;
}

/** Whole seconds from the booking's creation to the change being written: grows with every change. */
export function bookingEventSequence(createdAt: Date, changedAt: Date): number {
  return Math.max(0, Math.floor((changedAt.getTime() - createdAt.getTime()) / 1000));
}
