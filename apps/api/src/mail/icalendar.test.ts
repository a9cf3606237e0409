import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalendarEvent, escapeText, foldLine, writeCalendar } from './icalendar';

const event: CalendarEvent = {
  productId: 'citavet/reservas',
  method: 'PUBLISH',
  uid: 'booking@citavet',
  sequence: 3,
  timestamp: new Date('2026-03-02T08:00:00.000Z'),
  start: new Date('2026-03-10T09:00:00.000Z'),
  end: new Date('2026-03-10T09:30:00.000Z'),
  summary: 'Vacunación, refuerzo; anual',
  description: 'Servicio: Vacunación\nGestiona tu reserva: http://citavet.test/reservas/abc',
  location: 'Calle Mayor 1, Málaga',
  status: 'CONFIRMED',
  organizer: { name: 'Clínica "Sol"', email: 'hola@sol.test' },
  url: 'http://citavet.test/reservas/abc',
};
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('writeCalendar', () => {
  it('writes one event with CRLF line ends, UTC instants and escaped texts', () => {
    const ics = writeCalendar(event);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:booking@citavet',
        'DTSTAMP:20260302T080000Z',
        'DTSTART:20260310T090000Z',
        'DTEND:20260310T093000Z',
        'SEQUENCE:3',
        'SUMMARY:Vacunación\\, refuerzo\\; anual',
        'DESCRIPTION:Servicio: Vacunación\\nGestiona tu reserva: http://citavet.test/reservas/abc',
        'LOCATION:Calle Mayor 1\\, Málaga',
        'STATUS:CONFIRMED',
        'ORGANIZER;CN="Clínica \'Sol\'":MAILTO:hola@sol.test',
        'URL:http://citavet.test/reservas/abc',
        'END:VEVENT',
      ]),
    );
  });

  it('leaves out an organizer without a usable address and a link the format cannot carry', () => {
    const ics = unfold(
      writeCalendar({
        ...event,
        organizer: { name: 'Sol', email: 'no es un correo' },
        url: 'http://EJEMPLO/x y',
      }),
    );
    expect(ics).not.toContain('ORGANIZER');
    expect(ics).not.toContain('URL:');
    expect(unfold(writeCalendar({ ...event, url: 'javascript:alert(1)' }))).not.toContain('URL:');
  });

  it('keeps hostile texts inside their property: no line breaks, no control characters', () => {
    const ics = writeCalendar({
      ...event,
      summary: 'a\r\nEND:VEVENT\u0000\u0007b',
      location: 'x\rBEGIN:VALARM',
    });
    const lines = unfold(ics).split('\r\n');
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:a\\nEND:VEVENTb');
    expect(lines).toContain('LOCATION:x\\nBEGIN:VALARM');
    expect(escapeText('\\')).toBe('\\\\');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets without splitting a character, and unfolds to the same line', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'ñ', 'é', '€', '😀', ' ', ';'), maxLength: 400 });
    fc.assert(
      fc.property(text, (value) => {
        const line = `DESCRIPTION:${value}`;
        const folded = foldLine(line);
        expect(unfold(folded)).toBe(line);
        for (const part of folded.split('\r\n')) {
          expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
          expect(part).not.toContain('\uFFFD');
        }
      }),
      { numRuns: 300 },
    );
  });
});
