import { describe, expect, it } from 'vitest';
import {
  appointmentReminderText,
  clinicCallingCode,
  clinicGreetingText,
  whatsappLink,
  whatsappNumber,
} from './whatsapp-link';

describe('whatsappNumber', () => {
  it('keeps an international number as E.164 digits, whatever the clinic', () => {
    expect(whatsappNumber('+34 600 12 34 56', '598')).toBe('34600123456');
    expect(whatsappNumber('0034 600-123-456', null)).toBe('34600123456');
    expect(whatsappNumber('+598 99 123 456', '34')).toBe('59899123456');
  });

  it("gives a national number the clinic's country code, without the trunk 0", () => {
    expect(whatsappNumber('099 123 456', '598')).toBe('59899123456');
    expect(whatsappNumber('(11) 5555-1234', '54')).toBe('541155551234');
  });

  it('refuses what would reach a stranger or nobody', () => {
    expect(whatsappNumber('099 123 456', null)).toBeNull();
    expect(whatsappNumber('', '34')).toBeNull();
    expect(whatsappNumber(null, '34')).toBeNull();
    expect(whatsappNumber('12', '34')).toBeNull();
    expect(whatsappNumber('+34 1234567890123456', null)).toBeNull();
  });
});

describe('clinicCallingCode', () => {
  it("reads the clinic's country (accents and case aside), else an international clinic phone", () => {
    expect(clinicCallingCode({ country: 'España', phones: [] })).toBe('34');
    expect(clinicCallingCode({ country: ' PERÚ ', phones: [] })).toBe('51');
    expect(clinicCallingCode({ country: 'Atlántida', phones: [null, '+598 2 123 4567'] })).toBe('598');
    expect(clinicCallingCode({ country: null, phones: ['2 123 4567'] })).toBeNull();
  });
});

describe('whatsappLink', () => {
  it('builds https://wa.me/<digits>?text=<urlencoded>', () => {
    expect(whatsappLink('34600123456', 'Hola, ¿qué tal? 10:30 & más')).toBe(
      'https://wa.me/34600123456?text=Hola%2C%20%C2%BFqu%C3%A9%20tal%3F%2010%3A30%20%26%20m%C3%A1s',
    );
    const text = 'Cita de Luna: mañana a las 09:30 (ok?) #1';
    expect(decodeURIComponent(whatsappLink('1', text).split('?text=')[1] ?? '')).toBe(text);
  });
});

describe('appointmentReminderText', () => {
  it("says the clinic, the pet, the date in words and the time in the clinic's zone", () => {
    const text = appointmentReminderText({
      clinicName: 'Clínica Sol',
      clientName: 'Lucía',
      petName: 'Luna',
      startAt: new Date('2026-03-10T13:30:00.000Z'),
      timeZone: 'America/Montevideo',
    });
    expect(text).toBe(
      'Hola, Lucía: te recordamos la cita de Luna en Clínica Sol el martes, 10 de marzo de 2026 a las 10:30. Si no puedes venir, avísanos por aquí.',
    );
  });

  it('crosses midnight by the clinic clock, not the browser one', () => {
    const text = appointmentReminderText({
      clinicName: 'Vet',
      clientName: null,
      petName: null,
      startAt: new Date('2026-03-11T02:00:00.000Z'),
      timeZone: 'America/Mexico_City',
    });
    expect(text).toContain('tu cita en Vet el martes, 10 de marzo de 2026 a las 20:00');
    expect(text.startsWith('Hola: ')).toBe(true);
  });

  it('greets without an appointment', () => {
    expect(clinicGreetingText('Vet', 'Ana')).toBe('Hola, Ana: te escribimos de Vet.');
  });
});
