import type { PublicBooking } from '@citavet/domain/bookings/public-booking.schema';
import type { BookingLink } from '@citavet/domain/public/booking-link';
import type { PublicSlot } from '@citavet/domain/public/public-space.schema';
import { ANY_HOST_ID } from './any-host';

// The public booking flow as a pure reducer, so its transitions and back rules are
// tested without rendering: landing -> service -> (host) -> booking <-> calendar -> form -> confirmed.
// A directory link with a start (decision 063) opens on 'requested': that time is checked, then the
// form (still free) or the calendar on its day (taken meanwhile).

export type BookingStep =
  | 'landing'
  | 'service'
  | 'host'
  | 'booking'
  | 'calendar'
  | 'requested'
  | 'form'
  | 'confirmed';

export interface BookingFlowState {
  step: BookingStep;
  serviceId: string | null;
  /** How many hosts offer the chosen service: decides whether 'back' from booking passes by the host step. */
  serviceHostCount: number;
  hostId: string | null;
  hostSearch: string;
  slot: PublicSlot | null;
  /** The booking the API answered with, shown on the confirmation. */
  booking: PublicBooking | null;
  /** The start a link asked for (ISO UTC), while the 'requested' step checks it is still free. */
  requestedStartAt: string | null;
  /** The day the calendar opens on (the requested start's), or null for its first free day. */
  calendarDate: string | null;
  /** The requested start was taken meanwhile: the calendar says so above its days. */
  isRequestedSlotGone: boolean;
}

export type BookingFlowEvent =
  | { type: 'start' }
  | { type: 'selectService'; serviceId: string; hostIds: readonly string[] }
  | { type: 'selectHost'; hostId: string }
  | { type: 'searchHosts'; text: string }
  | { type: 'showCalendar' }
  | { type: 'selectSlot'; slot: PublicSlot }
  /** The 'requested' step's answer: the slot still offered at that start, or the day it was on. */
  | { type: 'requestedSlotFound'; slot: PublicSlot }
  | { type: 'requestedSlotMissing'; date: string; isGone: boolean }
  | { type: 'cancelForm' }
  | { type: 'confirm'; booking: PublicBooking }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'home' };

export const initialBookingFlowState: BookingFlowState = {
  step: 'landing',
  serviceId: null,
  serviceHostCount: 0,
  hostId: null,
  hostSearch: '',
  slot: null,
  booking: null,
  requestedStartAt: null,
  calendarDate: null,
  isRequestedSlotGone: false,
};

/** 'Paso N de 4' for the steps that have a number. */
export function stepNumber(step: BookingStep): number | null {
  switch (step) {
    case 'service':
      return 1;
    case 'host':
      return 2;
    case 'booking':
    case 'calendar':
      return 3;
    case 'requested':
    case 'form':
      return 4;
    default:
      return null;
  }
}

export const TOTAL_STEPS = 4;

function selectService(
  state: BookingFlowState,
  serviceId: string,
  hostIds: readonly string[],
): BookingFlowState {
  const [onlyHost] = hostIds;
  // A service nobody hosts cannot be booked; the page never lists one, so the click does nothing.
  if (onlyHost === undefined) return state;
  const chosen = { ...state, serviceId, serviceHostCount: hostIds.length, slot: null, hostSearch: '' };
  if (hostIds.length === 1) return { ...chosen, step: 'booking', hostId: onlyHost };
  return { ...chosen, step: 'host', hostId: null };
}

/**
 * The flow a reminder's link opens (`?servicio=<id>`, decision 056): the service already chosen (and
 * its only professional, if one). An unknown or unbookable service opens the page as usual.
 */
export function initialFlowForService(
  services: readonly { id: string; hostIds: readonly string[] }[],
  serviceId: string | null,
): BookingFlowState {
  const service = serviceId ? services.find((candidate) => candidate.id === serviceId) : undefined;
  if (!service || service.hostIds.length === 0) return initialBookingFlowState;
  return selectService({ ...initialBookingFlowState, step: 'service' }, service.id, service.hostIds);
}

/**
 * The flow a directory result's next slot opens (`?servicio=…&inicio=…&profesional=…`, decision
 * 063): service and professional chosen — the one named if it hosts the service, else its only one,
 * else 'Cualquier profesional' — and the start waiting to be checked. Without a start it is the
 * reminder's flow; an unknown service opens the page as usual.
 */
export function initialFlowForLink(
  services: readonly { id: string; hostIds: readonly string[] }[],
  link: BookingLink | null,
): BookingFlowState {
  const chosen = initialFlowForService(services, link?.serviceId ?? null);
  if (!link?.startAt || chosen.serviceId === null) return chosen;
  const hostIds = services.find((service) => service.id === chosen.serviceId)?.hostIds ?? [];
  const [onlyHost] = hostIds;
  let hostId = ANY_HOST_ID;
  if (link.hostId !== null && hostIds.includes(link.hostId)) hostId = link.hostId;
  else if (hostIds.length === 1 && onlyHost !== undefined) hostId = onlyHost;
  return { ...chosen, step: 'requested', hostId, requestedStartAt: link.startAt };
}

/** Back: each step returns to the one before it (booking-flow.test.ts lists every case). */
function goBack(state: BookingFlowState): BookingFlowState {
  switch (state.step) {
    case 'service':
      return { ...state, step: 'landing' };
    case 'host':
      return { ...state, step: 'service', hostId: null, hostSearch: '' };
    case 'booking':
      return { ...state, step: state.serviceHostCount > 1 ? 'host' : 'service', hostId: null };
    case 'calendar':
      return { ...state, step: 'booking', calendarDate: null, isRequestedSlotGone: false };
    case 'requested':
      return { ...state, step: 'booking', requestedStartAt: null };
    case 'form':
      return { ...state, step: 'booking', slot: null };
    default:
      return state;
  }
}

export function bookingFlowReducer(state: BookingFlowState, event: BookingFlowEvent): BookingFlowState {
  switch (event.type) {
    case 'start':
      return state.step === 'landing' ? { ...initialBookingFlowState, step: 'service' } : state;
    case 'selectService':
      return state.step === 'service' ? selectService(state, event.serviceId, event.hostIds) : state;
    case 'selectHost':
      return state.step === 'host' ? { ...state, step: 'booking', hostId: event.hostId } : state;
    case 'searchHosts':
      return state.step === 'host' ? { ...state, hostSearch: event.text } : state;
    case 'showCalendar':
      return state.step === 'booking' ? { ...state, step: 'calendar' } : state;
    case 'selectSlot':
      return state.step === 'booking' || state.step === 'calendar'
        ? { ...state, step: 'form', slot: event.slot, calendarDate: null, isRequestedSlotGone: false }
        : state;
    case 'requestedSlotFound':
      return state.step === 'requested'
        ? { ...state, step: 'form', slot: event.slot, requestedStartAt: null }
        : state;
    case 'requestedSlotMissing':
      return state.step === 'requested'
        ? {
            ...state,
            step: 'calendar',
            requestedStartAt: null,
            calendarDate: event.date,
            isRequestedSlotGone: event.isGone,
          }
        : state;
    case 'cancelForm':
      return state.step === 'form' ? { ...state, step: 'booking', slot: null } : state;
    case 'confirm':
      return state.step === 'form' ? { ...state, step: 'confirmed', booking: event.booking } : state;
    case 'back':
      return goBack(state);
    case 'reset':
      return { ...initialBookingFlowState, step: 'service' };
    case 'home':
      return initialBookingFlowState;
    default:
      return state;
  }
}
