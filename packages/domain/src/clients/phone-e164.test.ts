import { describe, expect, it } from 'vitest';
import { checkPhone, clinicRegion, normalizePhone, PHONE_MESSAGES } from './phone-e164';
import { phoneDigits } from './phone-number';

describe('E.164 from the clinic country', () => {
  it.each([
    ['España', '600 12 34 56', '+34600123456', true],
    ['España', '0034 600-12-34-56', '+34600123456', true],
    ['España', '91 123 45 67', '+34911234567', false],
    ['México', '55 1234 5678', '+525512345678', true],
    ['México', '+52 55 1234 5678', '+525512345678', true],
    ['Argentina', '011 15-2345-6789', '+5491123456789', true],
    ['Argentina', '+54 9 11 2345-6789', '+5491123456789', true],
    ['Argentina', '011 4321-1234', '+541143211234', false],
    ['Chile', '9 6123 4567', '+56961234567', true],
    // Chile's plan does not tell a Santiago line from a mobile one: it may take SMS.
    ['Chile', '2 2123 4567', '+56221234567', true],
    ['Chile', '600 123 4567', '+566001234567', false],
    ['Uruguay', '099 123 456', '+59899123456', true],
    ['Uruguay', '2901 2345', '+59829012345', false],
    ['Colombia', '321 123 4567', '+573211234567', true],
    ['Colombia', '601 234 5678', '+576012345678', false],
    ['Perú', '912 345 678', '+51912345678', true],
    ['Perú', '01 234 5678', '+5112345678', false],
  ])('%s: %s → %s (SMS: %s)', (country, typed, e164, canReceiveSms) => {
    const check = checkPhone(typed, clinicRegion({ country }));
    expect(check).toMatchObject({ isValid: true, e164, canReceiveSms });
    expect(normalizePhone(typed, clinicRegion({ country }))).toBe(e164);
    // The search column reads the stored E.164 as its national significant number.
    const national = checkPhone(typed, clinicRegion({ country })).e164?.replace(
      /^\+(34|52|54|56|598|57|51)/,
      '',
    );
    expect(phoneDigits(e164)).toBe(national);
  });

  it('flags a landline and an invalid number, and keeps what it cannot read as typed', () => {
    expect(checkPhone('91 123 45 67', 'ES').smsProblem).toBe(PHONE_MESSAGES.landline);
    expect(checkPhone('123', 'ES')).toMatchObject({ isValid: false, smsProblem: PHONE_MESSAGES.invalid });
    expect(checkPhone('600 12 34 56', null)).toMatchObject({
      isValid: false,
      smsProblem: PHONE_MESSAGES.noRegion,
    });
    expect(normalizePhone(' 123 ', 'ES')).toBe('123');
    expect(normalizePhone('  ', 'ES')).toBeNull();
  });

  it('reads the region from the country name, an ISO code or the clinic phones', () => {
    expect(clinicRegion({ country: ' PERU ' })).toBe('PE');
    expect(clinicRegion({ country: 'uy' })).toBe('UY');
    expect(clinicRegion({ country: null, phones: [null, '+56 2 2123 4567'] })).toBe('CL');
    expect(clinicRegion({ country: 'Atlantis' })).toBeNull();
  });
});
