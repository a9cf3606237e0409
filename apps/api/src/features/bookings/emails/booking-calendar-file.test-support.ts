import type { BookingSummary } from '../links/booking-links.repository';

/** A confirmed booking as the e-mails read it, for the .ics tests; `overrides` set what a test needs. */
export function sampleBookingSummary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: '0b7c8a0e-1111-4a4a-9b9b-222233334444',
    spaceId: 'space',
    serviceId: 'service',
    hostId: 'host',
    status: 'CONFIRMED',
    source: 'PUBLIC',
    startAt: new Date('2026-03-10T09:00:00.000Z'),
    endAt: new Date('2026-03-10T09:30:00.000Z'),
    createdAt: new Date('2026-03-02T08:00:00.000Z'),
    clientName: 'Lucía',
    clientEmail: 'lucia@example.com',
    clientPhone: null,
    serviceName: 'Consulta; general',
    servicePrice: '25.50',
    serviceCurrency: 'EUR',
    serviceDuration: 30,
    cancellationReason: null,
    cancelledAt: null,
    hostName: 'Mario',
    hostEmail: 'mario@example.com',
    spaceName: 'Clínica "Sol"',
    spaceRoute: 'sol',
    spaceAddress: 'Calle Mayor 1',
    spaceCity: 'Málaga',
    spaceState: null,
    spaceCountry: 'España',
    spaceEmail: 'hola@sol.test',
    timeZone: 'Europe/Madrid',
    allowCancellation: true,
    allowRescheduling: true,
    ...overrides,
  };
}
