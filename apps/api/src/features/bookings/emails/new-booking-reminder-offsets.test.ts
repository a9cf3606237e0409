import { DEFAULT_REMINDER_SETTINGS } from '@citavet/domain/reminders/reminder-settings.schema';
import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '../booking-summary.repository';
import { type DraftingDependencies, newBookingMessages, newBookingReminderOffsets } from './booking-emails';

// The public booking answers its reminders' offsets at once, while its e-mails are drafted after its
// write (decision 104): newBookingReminderOffsets must answer what newBookingMessages would, for
// every channel choice, server SMS switch, contact data and status.

const now = new Date('2026-03-02T08:00:00.000Z');

function summary(overrides: Partial<BookingSummary>): BookingSummary {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    spaceId: '00000000-0000-4000-8000-000000000002',
    serviceId: '00000000-0000-4000-8000-000000000003',
    hostId: '00000000-0000-4000-8000-000000000004',
    status: 'CONFIRMED',
    source: 'PUBLIC',
    startAt: new Date('2026-03-10T15:00:00.000Z'),
    endAt: new Date('2026-03-10T15:30:00.000Z'),
    createdAt: now,
    calendarSequence: 0,
    clientName: 'Lucía Cliente',
    clientEmail: 'lucia@example.com',
    clientPhone: '+34600123123',
    serviceName: 'Consulta general',
    servicePrice: '25.50',
    serviceCurrency: 'EUR',
    serviceDuration: 30,
    cancellationReason: null,
    cancelledAt: null,
    clientId: null,
    clientConfirmedAt: null,
    petName: 'Luna',
    petSpecies: 'perro',
    reason: null,
    reminderSettings: null,
    hostName: 'Mario Miembro',
    hostEmail: 'mario@example.com',
    spaceName: 'Veterinaria Central',
    spaceRoute: 'central',
    spaceAddress: null,
    spaceCity: null,
    spaceState: null,
    spaceCountry: 'España',
    spaceEmail: null,
    timeZone: 'Europe/Madrid',
    spaceColor: null,
    spaceLogoKey: null,
    allowCancellation: true,
    allowRescheduling: true,
    ...overrides,
  } as BookingSummary;
}

const SMS_ON = {
  isEnabled: true,
  gateway: { url: 'http://kannel.test', username: 'u', password: 'p' },
  callbackUrl: 'http://citavet.test',
  inboundSecret: null,
  monthlySegmentQuota: 1000,
} as unknown as NonNullable<DraftingDependencies['config']['sms']>;

describe('newBookingReminderOffsets', () => {
  it('answers the offsets newBookingMessages promises, whatever the channels, contact data and status', () => {
    let cases = 0;
    let reminded = 0;
    for (const channels of ['email', 'sms', 'both', 'sms-if-no-email'] as const) {
      for (const isSmsOn of [false, true]) {
        for (const contact of [
          { clientEmail: 'lucia@example.com', clientPhone: '+34600123123' },
          { clientEmail: null, clientPhone: '+34600123123' },
          { clientEmail: 'lucia@example.com', clientPhone: null },
          { clientEmail: null, clientPhone: '+34912345678' },
        ]) {
          for (const status of ['CONFIRMED', 'PENDING'] as const) {
            for (const appointment of [
              { isEnabled: true, offsetsMinutes: [1440, 120] },
              { isEnabled: false, offsetsMinutes: [1440] },
              { isEnabled: true, offsetsMinutes: [60 * 24 * 30] },
            ]) {
              const deps: DraftingDependencies = {
                config: { publicUrl: 'http://citavet.test', ...(isSmsOn ? { sms: SMS_ON } : {}) },
              };
              const booking = summary({
                ...contact,
                status,
                reminderSettings: {
                  ...DEFAULT_REMINDER_SETTINGS,
                  appointment: { ...DEFAULT_REMINDER_SETTINGS.appointment, ...appointment, channels },
                },
              });
              const event = { bookingId: booking.id, manageToken: 'token', actorId: null, now };
              expect(
                newBookingReminderOffsets(deps, booking, now),
                JSON.stringify({ channels, isSmsOn, contact, status, appointment }),
              ).toEqual(newBookingMessages(deps, booking, event).reminderOffsets);
              cases += 1;
              if (newBookingReminderOffsets(deps, booking, now).length > 0) reminded += 1;
            }
          }
        }
      }
    }
    expect(cases).toBe(192);
    // Both answers occur: the matrix tells reminders that go from ones that do not.
    expect(reminded).toBeGreaterThan(0);
    expect(reminded).toBeLessThan(cases);
  });
});
