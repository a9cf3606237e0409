import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-formats';

const ZONES = ['Europe/Madrid', 'America/Santiago', 'Pacific/Kiritimati', 'UTC', 'Asia/Kolkata'];
const OPTIONS: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'full', timeStyle: 'short' },
  { dateStyle: 'long' },
  { day: 'numeric', month: 'long', year: 'numeric' },
  { weekday: 'short', day: 'numeric', month: 'short' },
  { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
];

describe('dateTimeFormat', () => {
  it('formats every instant as a formatter built for the call would', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('es-ES', 'es', 'en-CA'),
        fc.constantFrom(...OPTIONS),
        fc.constantFrom(...ZONES),
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2060-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (locale, options, timeZone, instant) => {
          const kept = dateTimeFormat(locale, { ...options, timeZone });
          expect(kept.format(instant)).toBe(
            new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(instant),
          );
        },
      ),
    );
  });

  it('keeps one formatter per locale and options, and tells zones apart', () => {
    const madrid = dateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' });
    expect(dateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' })).toBe(madrid);
    expect(dateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'America/Santiago' })).not.toBe(madrid);
    expect(dateTimeFormat('es', { dateStyle: 'long', timeZone: 'Europe/Madrid' })).not.toBe(madrid);
    expect(dateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'Europe/Madrid' })).not.toBe(madrid);
  });
});
