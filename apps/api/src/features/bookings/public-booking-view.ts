import { clientPermissions } from '@citavet/domain/bookings/booking-placement';
import type { ManagedBooking, PublicBooking } from '@citavet/domain/bookings/public-booking.schema';
import { instantToZonedParts } from '@citavet/domain/time/zoned-time';
import type { BookingSummary } from './booking-summary.repository';

// A booking as its client sees it, on the booking page's confirmation and behind the manage link:
// the client's own contact data and the clinic's public face, nothing about anyone else.

export type PublicBookingFacts = Pick<
  BookingSummary,
  | 'id'
  | 'status'
  | 'startAt'
  | 'endAt'
  | 'timeZone'
  | 'serviceId'
  | 'serviceName'
  | 'serviceDuration'
  | 'servicePrice'
  | 'serviceCurrency'
  | 'hostId'
  | 'hostName'
  | 'spaceId'
  | 'spaceName'
  | 'spaceRoute'
  | 'spaceAddress'
  | 'spaceCity'
  | 'spaceState'
  | 'spaceCountry'
  | 'clientName'
  | 'clientEmail'
  | 'clientPhone'
>;

export function managePathOf(token: string): string {
  return `/reservas/${encodeURIComponent(token)}`;
}

/**
 * A null token (a replayed answer: the token is not kept) answers no manage path. The reminders'
 * offsets are known when the booking is written (null where they are not worked out).
 */
export function toPublicBooking(
  booking: PublicBookingFacts,
  manageToken: string | null,
  reminderOffsets: readonly number[] | null = null,
): PublicBooking {
  const start = instantToZonedParts(booking.startAt.getTime(), booking.timeZone);
  const end = instantToZonedParts(booking.endAt.getTime(), booking.timeZone);
  return {
    id: booking.id,
    status: booking.status,
    startTime: booking.startAt.toISOString(),
    endTime: booking.endAt.toISOString(),
    localDate: start.date,
    localStartTime: start.time,
    localEndTime: end.time,
    timeZone: booking.timeZone,
    duration: booking.serviceDuration,
    price: Number(booking.servicePrice),
    currency: booking.serviceCurrency,
    service: { id: booking.serviceId, name: booking.serviceName },
    host: { id: booking.hostId, name: booking.hostName },
    space: {
      id: booking.spaceId,
      name: booking.spaceName,
      route: booking.spaceRoute,
      address: booking.spaceAddress,
      city: booking.spaceCity,
      state: booking.spaceState,
      country: booking.spaceCountry,
    },
    client: { name: booking.clientName, email: booking.clientEmail, phone: booking.clientPhone },
    managePath: manageToken === null ? null : managePathOf(manageToken),
    reminderOffsetsMinutes: reminderOffsets === null ? null : [...reminderOffsets],
  };
}

/** What the client may still do (the domain's rule, which the manage page also reads). */
export function permissionsOf(booking: BookingSummary, now: Date) {
  return clientPermissions({ ...booking, startAt: booking.startAt.getTime() }, now.getTime());
}

export function toManagedBooking(booking: BookingSummary, manageToken: string, now: Date): ManagedBooking {
  return {
    ...toPublicBooking(booking, manageToken),
    ...permissionsOf(booking, now),
    cancellationReason: booking.cancellationReason,
  };
}
