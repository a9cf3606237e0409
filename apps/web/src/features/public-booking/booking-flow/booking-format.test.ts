import { describe, expect, it } from 'vitest';
import { addMinutesToWallTime, formatTime24Hour } from './booking-format';
import { clinicTimeZoneNote, timeZoneCity } from './time-zone-note';

describe('confirmation formats', () => {
  it('writes 24-hour times, never AM/PM', () => {
    expect(formatTime24Hour('00:30')).toBe('00:30');
    expect(formatTime24Hour('9:30')).toBe('09:30');
    expect(formatTime24Hour('12:00')).toBe('12:00');
    expect(formatTime24Hour('19:45')).toBe('19:45');
  });

  it('adds the service duration when a slot has no end', () => {
    expect(addMinutesToWallTime('09:40', 30)).toBe('10:10');
  });
});

describe('clinic time zone note', () => {
  const at = Date.parse('2026-03-10T12:00:00.000Z');

  it('says nothing when the browser runs on the clinic zone', () => {
    expect(clinicTimeZoneNote('Europe/Madrid', 'Europe/Madrid', at)).toBeNull();
  });

  it('names the clinic city and offset otherwise', () => {
    expect(clinicTimeZoneNote('America/Montevideo', 'Europe/Madrid', at)).toBe(
      'Horarios en hora de Montevideo (GMT-3)',
    );
    expect(clinicTimeZoneNote('Asia/Kolkata', 'UTC', at)).toBe('Horarios en hora de Kolkata (GMT+5:30)');
    expect(timeZoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
});
