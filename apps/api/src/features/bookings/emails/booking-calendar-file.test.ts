import { describe, expect, it } from 'vitest';
import { createBookingCalendarFile } from './booking-calendar-file';
import { sampleBookingSummary } from './booking-calendar-file.test-support';

// The .ics attachment alone: valid whatever the clinic typed, and the same event (UID) every time.

const booking = sampleBookingSummary();
const now = new Date('2026-03-02T08:00:00.000Z');
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');
const senderAddress = 'no-reply@citavet.test';

describe('createBookingCalendarFile', () => {
  it('writes one UTC event with the clinic as organizer and the manage link', () => {
    const file = createBookingCalendarFile(booking, {
      now,
      manageLink: 'http://citavet.test/reservas/abc',
      senderAddress,
    });
    expect(file).toMatchObject({
      filename: 'cita.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const ics = unfold(file.content);
    for (const line of [
      'BEGIN:VEVENT',
      `UID:${booking.id}@citavet`,
      'DTSTAMP:20260302T080000Z',
      'DTSTART:20260310T090000Z',
      'DTEND:20260310T093000Z',
      'SEQUENCE:0',
      'STATUS:CONFIRMED',
      'LOCATION:Calle Mayor 1\\, Málaga\\, España',
      'URL:http://citavet.test/reservas/abc',
    ]) {
      expect(ics).toContain(line);
    }
    expect(ics).toMatch(/ORGANIZER;CN=.*Sol.*:MAILTO:hola@sol\.test/);
  });

  it("marks pending bookings tentative and cancelled ones cancelled, with the booking's sequence", () => {
    const later = new Date(now.getTime() + 60_000);
    const pending = unfold(
      createBookingCalendarFile({ ...booking, status: 'PENDING' }, { now, manageLink: null, senderAddress })
        .content,
    );
    expect(pending).toContain('STATUS:TENTATIVE');
    const cancelled = unfold(
      createBookingCalendarFile(
        { ...booking, calendarSequence: 3 },
        { now: later, manageLink: null, isCancelled: true, senderAddress },
      ).content,
    );
    expect(cancelled).toContain('STATUS:CANCELLED');
    // The count of changes, whatever the time since the booking was made.
    expect(cancelled).toContain('SEQUENCE:3');
    expect(cancelled).not.toContain('URL:');
  });

  it('leaves out what the calendar format cannot carry instead of failing', () => {
    const odd = unfold(
      createBookingCalendarFile(
        { ...booking, spaceEmail: 'no es un correo' },
        { now, manageLink: 'http://EJEMPLO/x y', senderAddress },
      ).content,
    );
    expect(odd).toContain('DTSTART:20260310T090000Z');
    expect(odd).not.toContain('URL:');
  });

  it('names the clinic as ORGANIZER at the sending address when it has no usable one of its own', () => {
    for (const spaceEmail of [null, 'no es un correo']) {
      const ics = unfold(
        createBookingCalendarFile(
          { ...booking, spaceEmail },
          { now, manageLink: null, isCancelled: true, senderAddress },
        ).content,
      );
      expect(ics).toMatch(/ORGANIZER;CN=.*Sol.*:MAILTO:no-reply@citavet\.test/);
    }
  });
});
