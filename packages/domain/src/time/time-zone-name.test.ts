import { describe, expect, it } from 'vitest';
import { timeZoneInWords } from './time-zone-name';

describe('timeZoneInWords', () => {
  it('names continental Chile apart from Easter Island (the table Intl needs)', () => {
    expect(timeZoneInWords('America/Santiago')).toBe('hora de Chile continental');
    expect(timeZoneInWords('Pacific/Easter')).toBe('hora de la isla de Pascua');
  });

  it("uses Intl's long generic name where it has one", () => {
    expect(timeZoneInWords('Europe/Madrid')).toBe('hora de Europa central');
    expect(timeZoneInWords('America/Lima')).toMatch(/^hora .*Perú$/);
    expect(timeZoneInWords('America/Bogota')).toMatch(/^hora .*Colombia$/);
  });

  it('never answers an offset or a raw IANA name for the zones of the table', () => {
    expect(timeZoneInWords('UTC')).toBe('hora universal coordinada (UTC)');
    expect(timeZoneInWords('America/Mexico_City')).toBe('hora del centro de México');
    for (const zone of ['America/Santiago', 'UTC', 'America/Mexico_City', 'Europe/Madrid']) {
      expect(timeZoneInWords(zone)).not.toMatch(/GMT|\//);
    }
  });

  it('an unknown zone does not throw: it is named as it is', () => {
    expect(timeZoneInWords('Nada/Inexistente')).toBe('hora de Nada/Inexistente');
  });
});
