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
