import { describe, expect, it } from 'vitest';
import {
  baseRouteFromName,
  isReservedRoute,
  isWellFormedRoute,
  ROUTE_FORMAT_MESSAGE,
  ROUTE_LENGTH_MESSAGE,
  ROUTE_RESERVED_MESSAGE,
  routeCandidate,
  routeCandidates,
  routeProblem,
  slugify,
} from './space-route';

describe('slugify', () => {
  it.each([
    ['Clínica Veterinaria Norte', 'clinica-veterinaria-norte'],
    ['  Núñez & Cía.  ', 'nunez-cia'],
    ['Ärzte---für   Tiere', 'arzte-fur-tiere'],
    ['Straße Øst', 'strasse-ost'],
    ['Vet 24/7', 'vet-24-7'],
    ['¡¡¡!!!', ''],
    ['ÇÀÉÎÕÜ', 'caeiou'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('route rules', () => {
  it('accepts lowercase words joined by single dashes, 3 to 60 characters', () => {
    expect(isWellFormedRoute('vet')).toBe(true);
    expect(isWellFormedRoute('clinica-norte-2')).toBe(true);
    expect(isWellFormedRoute('a'.repeat(60))).toBe(true);
    for (const route of [
      'ab',
      'a'.repeat(61),
      'Clinica',
      '-norte',
      'norte-',
      'a--b',
      'a_b',
      'a b',
      'ñandu',
    ]) {
      expect(isWellFormedRoute(route)).toBe(false);
    }
  });

  it('explains what is wrong with a route', () => {
    expect(routeProblem('ab')).toBe(ROUTE_LENGTH_MESSAGE);
    expect(routeProblem('a'.repeat(61))).toBe(ROUTE_LENGTH_MESSAGE);
    expect(routeProblem('Mi_Clinica')).toBe(ROUTE_FORMAT_MESSAGE);
    expect(routeProblem('dashboard')).toBe(ROUTE_RESERVED_MESSAGE);
    expect(routeProblem('clinica-norte')).toBeNull();
  });

  it('reserves the first path segments the app uses', () => {
    for (const route of [
      'api',
      'accounts',
      'dashboard',
      'setup',
      'settings',
      'pricing',
      'veterinarias',
      'espacios',
      'terms',
      'privacy',
      'login',
      'forgot-password',
      'reset-password',
      'reservas',
      'invitaciones',
      'assets',
      'static',
      'favicon.ico',
      'robots.txt',
      'admin',
      'docs',
      'help',
    ]) {
      expect(isReservedRoute(route)).toBe(true);
    }
    expect(isReservedRoute('API')).toBe(true);
    expect(isReservedRoute('api-2')).toBe(false);
  });
});

describe('routes generated from a name', () => {
  it('uses the slug of the name', () => {
    expect(baseRouteFromName('Clínica Veterinaria Norte')).toBe('clinica-veterinaria-norte');
  });

  it('makes a too short slug long enough', () => {
    expect(baseRouteFromName('Yo!')).toBe('yo-espacio');
    expect(baseRouteFromName('¡¡¡')).toBe('espacio');
  });

  it('cuts a long name at 60 characters without a trailing dash', () => {
    const route = baseRouteFromName(`${'a'.repeat(59)} bcd`);
    expect(route).toBe('a'.repeat(59));
    expect(isWellFormedRoute(route)).toBe(true);
  });

  it('numbers the next choices and keeps them within 60 characters', () => {
    expect(routeCandidate('norte', 1)).toBe('norte');
    expect(routeCandidate('norte', 2)).toBe('norte-2');
    expect(routeCandidate('norte', 13)).toBe('norte-13');
    const long = `${'a'.repeat(57)}-bc`;
    const candidate = routeCandidate(long, 2);
    expect(candidate).toBe(`${'a'.repeat(57)}-2`);
    expect(candidate.length).toBeLessThanOrEqual(60);
    expect(isWellFormedRoute(routeCandidate(`${'a'.repeat(57)}-b`, 10))).toBe(true);
  });

  it('never proposes a reserved route', () => {
    expect(routeCandidates('admin', 1, 3)).toEqual(['admin-2', 'admin-3']);
    expect(routeCandidates('norte', 4, 2)).toEqual(['norte-4', 'norte-5']);
  });
});
