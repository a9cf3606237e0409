import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';

// Small builders for the agenda utilities' tests: only the fields a test is about are passed.

export function scheduleOf(
  fields: Partial<SpaceSchedule> & Pick<SpaceSchedule, 'hostId' | 'dayOfWeek'>,
): SpaceSchedule {
  return {
    id: `${fields.hostId}-${fields.dayOfWeek}-${fields.startTime ?? '09:00'}`,
    serviceId: 'service-1',
    serviceName: 'Consulta',
    host: { id: fields.hostId, name: 'Ana', email: 'ana@example.com', avatar: null },
    startTime: '09:00',
    endTime: '13:00',
    isActive: true,
    customPrice: null,
    timeZone: 'Europe/Madrid',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

export function serviceOf(fields: Partial<Service> = {}): Service {
  return {
    id: 'service-1',
    spaceId: 'space-1',
    name: 'Consulta',
    description: null,
    category: null,
    duration: 30,
    price: 30,
    currency: 'EUR',
    isActive: true,
    isBookableByClients: true,
    requiresApproval: false,
    allowRescheduling: true,
    allowCancellation: true,
    minAdvanceBooking: 0,
    maxAdvanceBooking: null,
    cancellationPolicy: null,
    settings: null,
    slotStep: null,
    bufferBefore: 0,
    bufferAfter: 0,
    dailyCap: null,
    hosts: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** A booking of Laura Gómez in Madrid: when, its status, the service and its price. */
export function bookingOf(
  id: string,
  startTime: string,
  status: Booking['status'],
  serviceName: string,
  price: number,
): Booking {
  return {
    id,
    spaceId: 'space-1',
    startTime,
    endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
    status,
    notes: null,
    createdAt: '2026-02-01T09:00:00.000Z',
    cancellationReason: null,
    clientConfirmedAt: null,
    checkedInAt: null,
    consultationStartedAt: null,
    isReturningClient: false,
    pet: null,
    reason: null,
    client: { id: null, name: `Cliente ${id}`, email: null, phone: null, avatar: null },
    service: {
      id: `service-${serviceName}`,
      name: serviceName,
      description: null,
      duration: 30,
      price,
      currency: 'EUR',
    },
    host: { id: 'host-1', name: 'Laura Gómez', email: 'laura@clinica.test', avatar: null },
    serviceSchedule: null,
    isOutsideSchedule: false,
    timeZone: 'Europe/Madrid',
  };
}
