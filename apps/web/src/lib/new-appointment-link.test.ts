import { describe, expect, it } from 'vitest';
import { newAppointmentUrl, readNewAppointmentPrefill, withoutNewAppointment } from './new-appointment-link';

const prefill = {
  date: '2026-12-03',
  clientId: '11111111-1111-4111-8111-111111111111',
  petId: '22222222-2222-4222-8222-222222222222',
  hostId: '33333333-3333-4333-8333-333333333333',
  reason: 'Próximo control',
};

const searchOf = (url: string) => new URL(url, 'http://citavet.test').searchParams;

describe('new appointment link', () => {
  it('builds the agenda URL the agenda reads back unchanged', () => {
    const url = newAppointmentUrl('space 1', prefill);
    expect(url.startsWith('/dashboard/space%201/agenda?nueva=1&fecha=2026-12-03&')).toBe(true);
    expect(readNewAppointmentPrefill(searchOf(url))).toEqual(prefill);
  });

  it('leaves the professional and the reason out when not given', () => {
    const { hostId: _host, reason: _reason, ...minimal } = prefill;
    const url = newAppointmentUrl('s', minimal);
    expect(url).not.toContain('profesional');
    expect(readNewAppointmentPrefill(searchOf(url))).toEqual(minimal);
  });

  it('reads nothing without the flag or with a hand-edited value', () => {
    const url = newAppointmentUrl('s', prefill);
    expect(readNewAppointmentPrefill(searchOf(url.replace('nueva=1', 'nueva=0')))).toBeNull();
    expect(readNewAppointmentPrefill(searchOf(url.replace('2026-12-03', 'mañana')))).toBeNull();
    expect(readNewAppointmentPrefill(searchOf(url.replace(prefill.petId, 'x')))).toBeNull();
    expect(readNewAppointmentPrefill(new URLSearchParams())).toBeNull();
  });

  it('drops only its own parameters from the URL', () => {
    const search = searchOf(`${newAppointmentUrl('s', prefill)}&vista=semana`);
    expect(withoutNewAppointment(search).toString()).toBe('vista=semana');
  });
});
