import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { BookingRow } from './bookings.repository';

/** A booking as the API answers it: instants as ISO UTC strings, prices as numbers. */
export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    spaceId: row.spaceId,
    startTime: row.startAt.toISOString(),
    endTime: row.endAt.toISOString(),
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    cancellationReason: row.cancellationReason,
    clientConfirmedAt: row.clientConfirmedAt?.toISOString() ?? null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    consultationStartedAt: row.consultationStartedAt?.toISOString() ?? null,
    isReturningClient: row.isReturningClient === true,
    client: {
      id: row.clientId,
      name: row.clientName,
      email: row.clientEmail,
      phone: row.clientPhone,
      avatar: null,
    },
    pet:
      row.petId !== null && row.petClientId !== null && row.petName !== null && row.petSpecies !== null
        ? {
            id: row.petId,
            clientId: row.petClientId,
            name: row.petName,
            species: row.petSpecies,
            alerts: row.petAlerts ?? [],
          }
        : null,
    reason: row.reason,
    service: {
      id: row.serviceId,
      name: row.serviceName,
      description: row.serviceDescription,
      duration: row.serviceDuration,
      price: Number(row.servicePrice),
      currency: row.serviceCurrency,
    },
    host: { id: row.hostId, name: row.hostName, email: row.hostEmail, avatar: row.hostAvatar },
    serviceSchedule:
      row.scheduleId !== null &&
      row.scheduleDayOfWeek !== null &&
      row.scheduleStartTime !== null &&
      row.scheduleEndTime !== null
        ? {
            id: row.scheduleId,
            dayOfWeek: row.scheduleDayOfWeek,
            startTime: row.scheduleStartTime,
            endTime: row.scheduleEndTime,
            customPrice: row.scheduleCustomPrice === null ? null : Number(row.scheduleCustomPrice),
            timeZone: row.timeZone,
          }
        : null,
    timeZone: row.timeZone,
    isOutsideSchedule: row.isOutsideSchedule,
  };
}
