import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { bearer, createTestContext, expandBookingMessages, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import {
  outboxOfBooking,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from '../public/public-booking.test-support';

// One booking's life through the API (a request, its approval, the staff's move, the client's move,
// the client's cancellation), every .ics the client was sent read back by ical.js: the same UID, a
// SEQUENCE one higher on each change, and an ORGANIZER on every file (the cancellation included)
// though the clinic has no address of its own, so calendars apply each change in order.

// Clock: Monday 2026-03-02 08:00Z (09:00 in Madrid). 2026-03-10 is a Tuesday, 03-11 a Wednesday.
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext({
    config: {
      rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 },
      mailFrom: 'Citavet <avisos@citavet.test>',
    },
  });
  space = await setUpPublicSpace(context.app, context.database.db, {
    serviceOverrides: { requiresApproval: true },
    space: { contactEmail: null, email: null },
  });
});
afterAll(async () => {
  await context.close();
});

type Read = { method: unknown; uid: unknown; sequence: number; status: unknown; organizer: string | null };

function readCalendar(content: string): Read {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  const organizer = vevent.getFirstPropertyValue('organizer') as string | null;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    organizer: organizer?.replace(/^mailto:/i, '') ?? null,
  };
}

/** Every .ics the client was sent for the booking, in the order they were queued. */
async function calendarsOf(bookingId: string): Promise<Read[]> {
  const outbox = await outboxOfBooking(context.database.db, bookingId);
  return outbox.flatMap((email) =>
    (email.attachments ?? [])
      .filter((file) => file.filename === 'cita.ics')
      .map((file) => readCalendar(file.content)),
  );
}

const linkIn = async (bookingId: string, kind: string) => {
  const outbox = await outboxOfBooking(context.database.db, bookingId);
  const text = outbox.filter((email) => email.kind === kind).at(-1)?.textBody ?? '';
  return tokenOf(text.match(/http:\/\/citavet\.test\/reservas\/[^\s/]+/)?.[0] ?? '');
};

describe('the .ics of each change to one booking (ical.js)', () => {
  it('SEQUENCE goes 0, 1, 2, 3, 4 across approval, moves and cancellation; every file has an ORGANIZER', async () => {
    const booked = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleOf(space.memberSchedules, 2), '2026-03-10T10:00', '2026-03-10T10:30'),
    );
    expect(booked.statusCode).toBe(201);
    const id: string = booked.json().data.booking.id;
    await expandBookingMessages(context);

    const approved = await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/status`,
      headers: bearer(space.member.token),
      payload: { status: 'CONFIRMED' },
    });
    expect(approved.statusCode).toBe(200);
    await expandBookingMessages(context);

    const edited = await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}`,
      headers: bearer(space.member.token),
      payload: {
        startTime: '2026-03-10T11:00',
        endTime: '2026-03-10T11:30',
        notes: null,
        clientInfo: { name: 'Lucía Cliente', email: 'lucia@example.com', phone: null },
      },
    });
    expect(edited.statusCode).toBe(200);

    const token = await linkIn(id, 'booking-updated');
    const moved = await context.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${encodeURIComponent(token)}/reschedule`,
      payload: { startTime: '2026-03-11T12:00', endTime: '2026-03-11T12:30' },
    });
    expect(moved.statusCode).toBe(200);

    const cancelled = await context.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${encodeURIComponent(await linkIn(id, 'booking-updated'))}/cancel`,
      payload: { reason: 'Me surgió un imprevisto' },
    });
    expect(cancelled.statusCode).toBe(200);

    const files = await calendarsOf(id);
    const same = { uid: `${id}@citavet`, organizer: 'avisos@citavet.test' };
    expect(files).toEqual([
      { ...same, method: 'PUBLISH', status: 'TENTATIVE', sequence: 0 },
      { ...same, method: 'PUBLISH', status: 'CONFIRMED', sequence: 1 },
      { ...same, method: 'PUBLISH', status: 'CONFIRMED', sequence: 2 },
      // The client's move of a service that needs approval makes it a request again (decision 076).
      { ...same, method: 'PUBLISH', status: 'TENTATIVE', sequence: 3 },
      { ...same, method: 'CANCEL', status: 'CANCELLED', sequence: 4 },
    ]);
  });
});
