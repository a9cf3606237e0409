import type { TimeRange } from '@citavet/domain/availability/time-range';
import {
  ASSIGNED_MEMBER_UNKNOWN_MESSAGE,
  BOOKING_OVERLAP_MESSAGE,
  DISABLED_DATE_BOOKING_MESSAGE,
  NO_ACTIVE_SCHEDULES_MESSAGE,
  OUTSIDE_SCHEDULE_CONFIRM_MESSAGE,
  SERVICE_NOT_BOOKABLE_MESSAGE,
  SLOT_NOT_OFFERED_MESSAGE,
} from '@citavet/domain/bookings/booking.schema';
import {
  type AdmissionService,
  admitPlacement,
  type BookingChannel,
  type PlacementRefusal,
  type StaffPlacement,
} from '@citavet/domain/bookings/booking-placement';
import { PUBLIC_MESSAGES } from '@citavet/domain/public/public-space.schema';
import { type AppError, badRequest, conflict, notFound } from '../../../http/app-error';

// The domain's booking rules answer results; these turn their refusals into the API's errors, the
// same answer whichever route asked.

export const INACTIVE_SERVICE_MESSAGE = 'El servicio no está activo. Actívalo para poder reservarlo.';

/**
 * The channel may book this service with this host, or the error saying why not. Clients (public
 * page or signed in) are told an inactive service or a former member does not exist, as the public
 * page never shows them (404); staff, who see them in the agenda, are told what to fix (400).
 */
export function requireAdmitted(channel: BookingChannel, service: AdmissionService, hostRole: string | null) {
  const admission = admitPlacement(channel, service, hostRole);
  if (admission.isAdmitted) return;
  const isStaff = channel === 'staff';
  switch (admission.reason) {
    case 'service-inactive':
      throw isStaff
        ? badRequest(INACTIVE_SERVICE_MESSAGE, 'SERVICE_INACTIVE')
        : notFound(PUBLIC_MESSAGES.serviceNotFound, 'SERVICE_NOT_FOUND');
    case 'service-not-bookable':
      throw badRequest(SERVICE_NOT_BOOKABLE_MESSAGE, 'SERVICE_NOT_BOOKABLE');
    case 'host-not-member':
      throw isStaff
        ? badRequest(ASSIGNED_MEMBER_UNKNOWN_MESSAGE, 'UNKNOWN_MEMBER')
        : notFound(PUBLIC_MESSAGES.hostNotFound, 'HOST_NOT_FOUND');
  }
}

/** 409 naming the booking that holds the time. */
export function overlapError(overlapping: TimeRange): AppError {
  return conflict(BOOKING_OVERLAP_MESSAGE, 'BOOKING_OVERLAP', {
    conflictingBooking: {
      startTime: new Date(overlapping.startAt).toISOString(),
      endTime: new Date(overlapping.endAt).toISOString(),
    },
  });
}

/**
 * The API's error for a refused placement. Outside the schedule, staff are asked to confirm (409):
 * the web answers with the question and resends with `isOutsideSchedule` (decision 055).
 */
export function placementRefusalError(
  refusal: PlacementRefusal | Extract<StaffPlacement, { isPlaced: false }>,
): AppError {
  switch (refusal.reason) {
    case 'no-active-schedule':
      return badRequest(NO_ACTIVE_SCHEDULES_MESSAGE, 'NO_ACTIVE_SCHEDULE');
    case 'outside-schedule':
      return conflict(OUTSIDE_SCHEDULE_CONFIRM_MESSAGE, 'OUTSIDE_SCHEDULE', { outsideSchedule: refusal.why });
    case 'date-disabled':
      return badRequest(DISABLED_DATE_BOOKING_MESSAGE, 'DATE_DISABLED');
    case 'overlap':
      return overlapError(refusal.conflicting);
    case 'not-offered':
      return badRequest(SLOT_NOT_OFFERED_MESSAGE, 'SLOT_NOT_OFFERED');
  }
}
