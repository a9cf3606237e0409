import '../zod-spanish';
import { describe, expect, it } from 'vitest';
import { CreateSpaceSchema, isIanaTimeZone, SPACE_MESSAGES, UpdateSpaceSchema } from './space.schema';
import { ROUTE_FORMAT_MESSAGE, ROUTE_LENGTH_MESSAGE } from './space-route';

const updateMessage = (payload: unknown) => UpdateSpaceSchema.safeParse(payload).error?.issues[0]?.message;

describe('CreateSpaceSchema', () => {
  it('needs a name of at least 3 characters', () => {
    const message = (payload: unknown) => CreateSpaceSchema.safeParse(payload).error?.issues[0]?.message;
    expect(message({})).toBe(SPACE_MESSAGES.nameRequired);
    expect(message({ name: '   ' })).toBe(SPACE_MESSAGES.nameRequired);
    expect(message({ name: ' ab ' })).toBe(SPACE_MESSAGES.nameTooShort);
    expect(SPACE_MESSAGES.nameRequired).toBe('El nombre es requerido');
    expect(SPACE_MESSAGES.nameTooShort).toBe('El nombre debe tener al menos 3 caracteres');
  });

  it('defaults the time zone to Europe/Madrid and clears empty optional fields', () => {
    expect(CreateSpaceSchema.parse({ name: ' Clínica ', description: '', phone: '' })).toEqual({
      name: 'Clínica',
      description: null,
      phone: null,
      timeZone: 'Europe/Madrid',
    });
    expect(CreateSpaceSchema.parse({ name: 'Clínica', timeZone: 'America/Montevideo' }).timeZone).toBe(
      'America/Montevideo',
    );
  });

  it('refuses unknown fields', () => {
    expect(CreateSpaceSchema.safeParse({ name: 'Clínica', isAdmin: true }).success).toBe(false);
  });
});

describe('UpdateSpaceSchema', () => {
  it('changes only what is sent', () => {
    expect(UpdateSpaceSchema.parse({})).toEqual({});
    expect(UpdateSpaceSchema.parse({ city: null, country: 'España' })).toEqual({
      city: null,
      country: 'España',
    });
  });

  it.each([
    [{ name: 'ab' }, SPACE_MESSAGES.nameTooShort],
    [{ phone: 'llámame' }, SPACE_MESSAGES.phone],
    [{ email: 'no-es-email' }, SPACE_MESSAGES.email],
    [{ contactEmail: 'x@' }, SPACE_MESSAGES.email],
    [{ contactPhone: '12a' }, SPACE_MESSAGES.phone],
    [{ contactWhatsapp: 'wa.me/1' }, SPACE_MESSAGES.phone],
    [{ timeZone: 'Mars/Olympus' }, SPACE_MESSAGES.timeZone],
    [{ timeZone: '+01:00' }, SPACE_MESSAGES.timeZone],
    [{ color: 'teal' }, SPACE_MESSAGES.color],
    [{ latitude: 90.5 }, SPACE_MESSAGES.latitude],
    [{ latitude: 'norte' }, SPACE_MESSAGES.latitude],
    [{ latitude: true }, SPACE_MESSAGES.latitude],
    [{ longitude: -180.01 }, SPACE_MESSAGES.longitude],
    [{ socialInstagram: 'mi clinica' }, SPACE_MESSAGES.instagram],
    [{ socialFacebook: 'https://evil.example.com/page' }, SPACE_MESSAGES.facebook],
    [{ socialFacebook: 'mi página' }, SPACE_MESSAGES.facebook],
    [{ socialWebsite: 'javascript:alert(1)' }, SPACE_MESSAGES.website],
    [{ socialWebsite: 'ftp://clinica.com' }, SPACE_MESSAGES.website],
    [{ socialWebsite: 'no es una web' }, SPACE_MESSAGES.website],
    [{ route: 'ab' }, ROUTE_LENGTH_MESSAGE],
    [{ route: 'mi_clinica' }, ROUTE_FORMAT_MESSAGE],
    [{ route: '-norte' }, ROUTE_FORMAT_MESSAGE],
    [{ description: 'x'.repeat(2001) }, SPACE_MESSAGES.descriptionTooLong],
  ])('refuses %j', (payload, message) => {
    expect(updateMessage(payload)).toBe(message);
  });

  it('normalizes social handles, links, routes and coordinates', () => {
    expect(
      UpdateSpaceSchema.parse({
        socialInstagram: '@clinica.norte',
        socialFacebook: 'https://www.facebook.com/clinicanorte',
        socialWebsite: 'www.clinicanorte.es',
        route: ' Clinica-Norte ',
        latitude: '40.4168',
        longitude: -3.7038,
        color: '#0F766E',
      }),
    ).toEqual({
      socialInstagram: 'clinica.norte',
      socialFacebook: 'https://www.facebook.com/clinicanorte',
      socialWebsite: 'https://www.clinicanorte.es',
      route: 'clinica-norte',
      latitude: 40.4168,
      longitude: -3.7038,
      color: '#0F766E',
    });
    expect(
      UpdateSpaceSchema.parse({ socialInstagram: 'https://instagram.com/vet_norte/' }).socialInstagram,
    ).toBe('vet_norte');
    expect(UpdateSpaceSchema.parse({ socialFacebook: 'clinica.norte' }).socialFacebook).toBe('clinica.norte');
    expect(UpdateSpaceSchema.parse({ socialWebsite: 'http://vet.es/reservas' }).socialWebsite).toBe(
      'http://vet.es/reservas',
    );
    expect(UpdateSpaceSchema.parse({ latitude: '', route: '', socialInstagram: '' })).toEqual({
      latitude: null,
      route: null,
      socialInstagram: null,
    });
  });
});

describe('isIanaTimeZone', () => {
  it('knows IANA names and refuses the rest', () => {
    expect(isIanaTimeZone('Europe/Madrid')).toBe(true);
    expect(isIanaTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isIanaTimeZone('UTC')).toBe(true);
    expect(isIanaTimeZone('Nowhere/City')).toBe(false);
    expect(isIanaTimeZone('')).toBe(false);
    expect(isIanaTimeZone('+02:00')).toBe(false);
  });
});
