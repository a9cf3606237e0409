import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createBookingCalendarFile } from './booking-calendar-file';
import { sampleBookingSummary } from './booking-calendar-file.test-support';

// Every kind of .ics the booking e-mails attach, read back by ical.js (a maintained RFC 5545 parser
// that calendar apps build on), so our hand-written writer (mail/icalendar.ts) is checked by someone
// else's reading of the format, not only by our own expectations of its lines.

// Every character the format escapes, and a long accented line that has to be folded.
const booking = sampleBookingSummary({
  serviceName: 'Consulta; general, vacunas \\ revisión — ñandú '.repeat(3).trim(),
});
const bookedAt = new Date('2026-03-02T08:00:00.000Z');
const manageLink = 'http://citavet.test/reservas/abc';
const senderAddress = 'no-reply@citavet.test';

function readEvent(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    version: calendar.getFirstPropertyValue('version'),
    events: calendar.getAllSubcomponents('vevent').length,
    uid: event.uid,
    summary: event.summary,
    description: event.description,
    location: event.location,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    isUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
    status: vevent.getFirstPropertyValue('status'),
    url: vevent.getFirstPropertyValue('url'),
    // The URI scheme is case-insensitive (RFC 3986); ical.js hands back the text as written.
    organizer:
      (vevent.getFirstPropertyValue('organizer') as string | null)?.replace(/^mailto:/i, 'mailto:') ?? null,
    organizerName: vevent.getFirstProperty('organizer')?.getParameter('cn'),
    stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
  };
}

const sameEvent = {
  method: 'PUBLISH',
  version: '2.0',
  events: 1,
  uid: `${booking.id}@citavet`,
  summary: `${booking.serviceName} en Clínica "Sol"`,
  location: 'Calle Mayor 1, Málaga, España',
  start: '2026-03-10T09:00:00.000Z',
  end: '2026-03-10T09:30:00.000Z',
  isUtc: true,
  organizer: 'mailto:hola@sol.test',
  organizerName: "Clínica 'Sol'",
};

describe('the booking .ics files, read by ical.js', () => {
  it('confirmation of a new booking: CONFIRMED, with the manage link', () => {
    const file = createBookingCalendarFile(booking, { now: bookedAt, manageLink, senderAddress });
    const event = readEvent(file.content);
    expect(event).toMatchObject({ ...sameEvent, status: 'CONFIRMED', url: manageLink, sequence: 0 });
    expect(event.stamp).toBe(bookedAt.toISOString());
    expect(event.description.split('\n')).toEqual([
      `Servicio: ${booking.serviceName}`,
      'Profesional: Mario',
      'Duración: 30 minutos',
      expect.stringMatching(/^Precio: 25,50/),
      `Gestiona tu reserva: ${manageLink}`,
    ]);
  });

  it('a request waiting for the clinic (PENDING booking): TENTATIVE', () => {
    const file = createBookingCalendarFile(
      { ...booking, status: 'PENDING' },
      { now: bookedAt, manageLink, senderAddress },
    );
    expect(readEvent(file.content)).toMatchObject({ ...sameEvent, status: 'TENTATIVE', url: manageLink });
  });

  it('a booking moved or confirmed later: the same UID with a higher SEQUENCE, so calendars update it', () => {
    const later = new Date(bookedAt.getTime() + 3_600_000);
    const moved = {
      ...booking,
      calendarSequence: 1,
      startAt: new Date('2026-03-11T10:00:00.000Z'),
      endAt: new Date('2026-03-11T10:30:00.000Z'),
    };
    const event = readEvent(
      createBookingCalendarFile(moved, { now: later, manageLink, senderAddress }).content,
    );
    expect(event).toMatchObject({
      ...sameEvent,
      start: '2026-03-11T10:00:00.000Z',
      end: '2026-03-11T10:30:00.000Z',
      status: 'CONFIRMED',
      sequence: 1,
    });
  });

  it('cancellation: METHOD:CANCEL, CANCELLED, same UID, and no link to manage what no longer exists', () => {
    const later = new Date(bookedAt.getTime() + 60_000);
    const file = createBookingCalendarFile(
      { ...booking, status: 'CANCELLED', calendarSequence: 2 },
      { now: later, manageLink: null, isCancelled: true, senderAddress },
    );
    const event = readEvent(file.content);
    expect(event).toMatchObject({ ...sameEvent, method: 'CANCEL', status: 'CANCELLED', sequence: 2 });
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(event.url).toBeNull();
    expect(event.description).not.toContain('Gestiona tu reserva');
  });

  it('a clinic without a usable e-mail: the ORGANIZER is the clinic at the sending address', () => {
    const file = createBookingCalendarFile(
      { ...booking, spaceEmail: 'no es un correo' },
      { now: bookedAt, manageLink, senderAddress },
    );
    const event = readEvent(file.content);
    expect(event.organizer).toBe('mailto:no-reply@citavet.test');
    expect(event.organizerName).toBe("Clínica 'Sol'");
    expect(event.uid).toBe(sameEvent.uid);
  });
});
