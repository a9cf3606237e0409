import type { PublicBooking } from '@citavet/domain/bookings/public-booking.schema';
import type { PublicSlot } from '@citavet/domain/public/public-space.schema';
import { describe, expect, it } from 'vitest';
import {
  type BookingFlowEvent,
  type BookingFlowState,
  bookingFlowReducer,
  initialBookingFlowState,
  initialFlowForLink,
  initialFlowForService,
  stepNumber,
} from './booking-flow';

const slot: PublicSlot = {
  date: '2026-03-10',
  startTime: '09:00',
  endTime: '09:30',
  startAt: '2026-03-10T08:00:00.000Z',
  endAt: '2026-03-10T08:30:00.000Z',
  available: true,
  scheduleId: 'schedule-1',
  price: 40,
  daysFromNow: 1,
  dayName: 'Martes',
};

function run(...events: BookingFlowEvent[]): BookingFlowState {
  return events.reduce(bookingFlowReducer, initialBookingFlowState);
}

const start: BookingFlowEvent = { type: 'start' };
const pickSharedService: BookingFlowEvent = {
  type: 'selectService',
  serviceId: 'consulta',
  hostIds: ['ana', 'luis'],
};
const pickSoloService: BookingFlowEvent = { type: 'selectService', serviceId: 'cirugia', hostIds: ['ana'] };
const back: BookingFlowEvent = { type: 'back' };

describe('public booking flow', () => {
  it('starts at the landing and opens the service step', () => {
    expect(initialBookingFlowState.step).toBe('landing');
    expect(run(start).step).toBe('service');
  });

  it('asks for the professional when several host the service', () => {
    const state = run(start, pickSharedService);
    expect(state).toMatchObject({ step: 'host', serviceId: 'consulta', hostId: null, serviceHostCount: 2 });
    expect(run(start, pickSharedService, { type: 'selectHost', hostId: 'luis' })).toMatchObject({
      step: 'booking',
      hostId: 'luis',
    });
  });

  it('selects the only professional and goes straight to the booking step', () => {
    expect(run(start, pickSoloService)).toMatchObject({
      step: 'booking',
      serviceId: 'cirugia',
      hostId: 'ana',
    });
  });

  it('does nothing for a service nobody hosts', () => {
    const before = run(start);
    expect(bookingFlowReducer(before, { type: 'selectService', serviceId: 'x', hostIds: [] })).toBe(before);
  });

  it('moves between booking and calendar, and from either to the form', () => {
    const calendar = run(start, pickSoloService, { type: 'showCalendar' });
    expect(calendar.step).toBe('calendar');
    expect(bookingFlowReducer(calendar, { type: 'selectSlot', slot })).toMatchObject({ step: 'form', slot });
    expect(run(start, pickSoloService, { type: 'selectSlot', slot })).toMatchObject({ step: 'form', slot });
  });

  it('confirms from the form, then resets or goes home', () => {
    const booking = { id: 'booking-1', status: 'CONFIRMED' } as PublicBooking;
    const confirmed = run(start, pickSoloService, { type: 'selectSlot', slot }, { type: 'confirm', booking });
    expect(confirmed).toMatchObject({ step: 'confirmed', booking });
    expect(bookingFlowReducer(confirmed, { type: 'reset' })).toEqual({
      ...initialBookingFlowState,
      step: 'service',
    });
    expect(bookingFlowReducer(confirmed, { type: 'home' })).toEqual(initialBookingFlowState);
  });

  describe('back', () => {
    it('host -> service, clearing the host and the search', () => {
      const searching = run(start, pickSharedService, { type: 'searchHosts', text: 'lu' });
      expect(searching.hostSearch).toBe('lu');
      expect(bookingFlowReducer(searching, back)).toMatchObject({
        step: 'service',
        hostId: null,
        hostSearch: '',
      });
    });

    it('booking -> host when several professionals offer the service, clearing the host', () => {
      const booking = run(start, pickSharedService, { type: 'selectHost', hostId: 'luis' });
      expect(bookingFlowReducer(booking, back)).toMatchObject({ step: 'host', hostId: null });
    });

    it('booking -> service when only one does, clearing the host', () => {
      expect(run(start, pickSoloService, back)).toMatchObject({ step: 'service', hostId: null });
    });

    it('form -> booking, clearing the slot', () => {
      expect(
        run(start, pickSoloService, { type: 'showCalendar' }, { type: 'selectSlot', slot }, back),
      ).toMatchObject({ step: 'booking', slot: null });
    });

    it('calendar -> booking, keeping service and professional', () => {
      expect(run(start, pickSoloService, { type: 'showCalendar' }, back)).toMatchObject({
        step: 'booking',
        serviceId: 'cirugia',
        hostId: 'ana',
      });
    });

    it('service -> landing', () => {
      expect(run(start, back).step).toBe('landing');
    });

    it('cancelling the form returns to booking', () => {
      expect(run(start, pickSoloService, { type: 'selectSlot', slot }, { type: 'cancelForm' })).toMatchObject(
        {
          step: 'booking',
          slot: null,
        },
      );
    });
  });

  it('numbers the steps 1 to 4, booking and calendar sharing step 3', () => {
    expect(
      ['service', 'host', 'booking', 'calendar', 'form'].map((step) => stepNumber(step as never)),
    ).toEqual([1, 2, 3, 3, 4]);
    expect(stepNumber('landing')).toBeNull();
    expect(stepNumber('confirmed')).toBeNull();
  });

  it('ignores events that do not belong to the current step', () => {
    const landing = initialBookingFlowState;
    expect(bookingFlowReducer(landing, { type: 'selectSlot', slot })).toBe(landing);
    expect(bookingFlowReducer(landing, { type: 'showCalendar' })).toBe(landing);
  });
});

describe('a reminder link with ?servicio=', () => {
  const services = [
    { id: 'vacunas', hostIds: ['ana'] },
    { id: 'consulta', hostIds: ['ana', 'mario'] },
    { id: 'sin-profesional', hostIds: [] },
  ];

  it('opens with the service chosen: its only professional too, or the professional step', () => {
    expect(initialFlowForService(services, 'vacunas')).toMatchObject({
      step: 'booking',
      serviceId: 'vacunas',
      hostId: 'ana',
    });
    expect(initialFlowForService(services, 'consulta')).toMatchObject({
      step: 'host',
      serviceId: 'consulta',
      hostId: null,
    });
  });

  it('opens as usual for an unknown service, one nobody offers, or none', () => {
    expect(initialFlowForService(services, 'otro')).toEqual(initialBookingFlowState);
    expect(initialFlowForService(services, 'sin-profesional')).toEqual(initialBookingFlowState);
    expect(initialFlowForService(services, null)).toEqual(initialBookingFlowState);
  });
});

describe('a directory link with ?servicio=…&inicio=…&profesional=… (one tap, decision 063)', () => {
  const services = [
    { id: 'vacunas', hostIds: ['ana'] },
    { id: 'consulta', hostIds: ['ana', 'mario'] },
    { id: 'sin-profesional', hostIds: [] },
  ];
  const startAt = slot.startAt;

  it('opens on the requested start, with the named professional, the only one, or anyone', () => {
    expect(initialFlowForLink(services, { serviceId: 'consulta', startAt, hostId: 'mario' })).toMatchObject({
      step: 'requested',
      serviceId: 'consulta',
      serviceHostCount: 2,
      hostId: 'mario',
      requestedStartAt: startAt,
      slot: null,
    });
    expect(initialFlowForLink(services, { serviceId: 'vacunas', startAt, hostId: null })).toMatchObject({
      step: 'requested',
      hostId: 'ana',
    });
    // Someone who does not offer the service (or no one named): 'Cualquier profesional'.
    for (const hostId of ['pedro', 'otro', null]) {
      expect(initialFlowForLink(services, { serviceId: 'consulta', startAt, hostId })).toMatchObject({
        step: 'requested',
        hostId: 'any',
      });
    }
    // A professional of another service, when the service has only one: that one.
    expect(initialFlowForLink(services, { serviceId: 'vacunas', startAt, hostId: 'mario' }).hostId).toBe(
      'ana',
    );
  });

  it('is the reminder’s flow without a start, and the usual page for an unknown service', () => {
    expect(initialFlowForLink(services, { serviceId: 'consulta', startAt: null, hostId: 'mario' })).toEqual(
      initialFlowForService(services, 'consulta'),
    );
    expect(initialFlowForLink(services, { serviceId: 'otro', startAt, hostId: 'ana' })).toEqual(
      initialBookingFlowState,
    );
    expect(initialFlowForLink(services, { serviceId: 'sin-profesional', startAt, hostId: null })).toEqual(
      initialBookingFlowState,
    );
    expect(initialFlowForLink(services, null)).toEqual(initialBookingFlowState);
  });

  const requested = initialFlowForLink(services, { serviceId: 'consulta', startAt, hostId: 'mario' });

  it('lands on the form when the start is still offered; back goes to the times', () => {
    expect(stepNumber('requested')).toBe(4);
    const form = bookingFlowReducer(requested, { type: 'requestedSlotFound', slot });
    expect(form).toMatchObject({ step: 'form', slot, hostId: 'mario', requestedStartAt: null });
    expect(bookingFlowReducer(form, { type: 'cancelForm' })).toMatchObject({ step: 'booking', slot: null });
    expect(bookingFlowReducer(form, { type: 'back' })).toMatchObject({ step: 'booking', slot: null });
  });

  it('opens the calendar on that day, saying the time was taken, when it is not offered any more', () => {
    const calendar = bookingFlowReducer(requested, {
      type: 'requestedSlotMissing',
      date: '2026-03-10',
      isGone: true,
    });
    expect(calendar).toMatchObject({
      step: 'calendar',
      calendarDate: '2026-03-10',
      isRequestedSlotGone: true,
      requestedStartAt: null,
      slot: null,
    });
    // Choosing another time clears the notice; back from the calendar too.
    expect(bookingFlowReducer(calendar, { type: 'selectSlot', slot })).toMatchObject({
      step: 'form',
      calendarDate: null,
      isRequestedSlotGone: false,
    });
    expect(bookingFlowReducer(calendar, { type: 'back' })).toMatchObject({
      step: 'booking',
      isRequestedSlotGone: false,
    });
  });

  it('answers a requested start only while it is being checked', () => {
    const landing = initialBookingFlowState;
    expect(bookingFlowReducer(landing, { type: 'requestedSlotFound', slot })).toBe(landing);
    const form = bookingFlowReducer(requested, { type: 'requestedSlotFound', slot });
    expect(bookingFlowReducer(form, { type: 'requestedSlotMissing', date: '2026-03-10', isGone: true })).toBe(
      form,
    );
    expect(bookingFlowReducer(requested, { type: 'back' })).toMatchObject({
      step: 'booking',
      requestedStartAt: null,
    });
  });
});
