import type { Client, ClientBooking } from '@citavet/domain/clients/client.schema';
import { describe, expect, it } from 'vitest';
import { clientFacts, clientWhatsappText } from './client-page-facts';

const client: Client = {
  id: '22222222-2222-4222-8222-222222222222',
  spaceId: '11111111-1111-4111-8111-111111111111',
  name: 'José Núñez',
  email: 'jose@example.com',
  phone: '+34 600 123 456',
  whatsapp: null,
  documentId: null,
  address: null,
  notes: null,
  reminderConsent: false,
  reminderConsentAt: null,
  remindersUnsubscribedAt: null,
  marketingConsent: true,
  marketingConsentAt: '2026-02-03T10:00:00.000Z',
  smsConsent: true,
  smsConsentAt: '2026-02-03T10:00:00.000Z',
  smsUnsubscribedAt: '2026-03-04T10:00:00.000Z',
  isArchived: false,
  archivedAt: null,
  erasedAt: null,
  pets: [],
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

const booking = (startTime: string, status: ClientBooking['status']): ClientBooking => ({
  id: `b-${startTime}`,
  serviceName: 'Consulta general',
  hostId: '33333333-3333-4333-8333-333333333333',
  startTime,
  endTime: startTime,
  status,
  notes: null,
  petId: null,
  petName: 'Canela',
  reason: null,
});

describe('what the client page says about an owner', () => {
  it('counts no-shows in words, and an SMS opt-out wins over the consent', () => {
    const facts = new Map(clientFacts(client, 2));
    expect(facts.get('No asistió')).toBe('2 veces');
    expect(new Map(clientFacts(client, 1)).get('No asistió')).toBe('1 vez');
    expect(new Map(clientFacts(client, 0)).get('No asistió')).toBe('Ninguna vez');
    expect(new Map(clientFacts(client, undefined)).get('No asistió')).toBeNull();
    expect(facts.get('SMS')).toMatch(/^Se dio de baja respondiendo BAJA/);
    expect(facts.get('Comunicaciones comerciales')).toMatch(/^Acepta \(desde /);
    expect(facts.get('Correo electrónico')).toBe('jose@example.com');
  });

  it('reminds of the next appointment still to come on WhatsApp, else greets', () => {
    const now = Date.parse('2026-04-01T10:00:00.000Z');
    const clinic = { name: 'Clínica San Roque', timeZone: 'Europe/Madrid' };
    const greeting = clientWhatsappText(client, [], clinic, now);
    const past = booking('2026-03-30T10:00:00.000Z', 'CONFIRMED');
    const cancelled = booking('2026-04-02T10:00:00.000Z', 'CANCELLED');
    expect(clientWhatsappText(client, [past, cancelled], clinic, now)).toBe(greeting);
    const later = booking('2026-04-20T10:00:00.000Z', 'CONFIRMED');
    const sooner = booking('2026-04-05T08:30:00.000Z', 'PENDING');
    const reminder = clientWhatsappText(client, [later, sooner, past], clinic, now);
    expect(reminder).not.toBe(greeting);
    expect(reminder).toContain('Canela');
    expect(reminder).toContain('10:30');
  });
});
