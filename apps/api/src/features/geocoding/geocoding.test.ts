import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createNominatimGeocoder } from './nominatim-geocoder';
import { createOfflineGeocoder } from './offline-geocoder';

let context: TestContext;
let token: string;
beforeAll(async () => {
  context = await createTestContext();
  token = (await registerTestUser(context.app)).token;
});
afterAll(() => context.close());

describe('GET /api/geocoding/search', () => {
  it('needs a signed-in user and at least 3 characters', async () => {
    expect((await context.app.inject({ url: '/api/geocoding/search?q=Madrid' })).statusCode).toBe(401);
    const short = await context.app.inject({ url: '/api/geocoding/search?q=Ma', headers: bearer(token) });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].message).toBe('Escribe al menos 3 caracteres');
  });

  it('suggests places with address parts and coordinates (offline geocoder in tests)', async () => {
    const response = await context.app.inject({
      url: `/api/geocoding/search?q=${encodeURIComponent('alcala madrid')}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.suggestions[0]).toMatchObject({
      address: 'Calle de Alcalá 45',
      city: 'Madrid',
      country: 'España',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
  });
});

describe('geocoders', () => {
  it('offline: deterministic, accent-insensitive, limited', async () => {
    const geocoder = createOfflineGeocoder();
    expect(await geocoder.search('montevideo', 1)).toHaveLength(1);
    expect(await geocoder.search('Ciudad de Mexico', 5)).toEqual(
      await geocoder.search('ciudad de méxico', 5),
    );
    expect(await geocoder.search('zzzz', 5)).toEqual([]);
  });

  it('nominatim: identifies itself, asks in Spanish, maps the answer and caches it', async () => {
    const calls: Array<{ url: string; userAgent: string | null }> = [];
    const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(input), userAgent: new Headers(init?.headers).get('user-agent') });
      return new Response(
        JSON.stringify([
          {
            display_name: 'Calle Mayor 1, Centro, Madrid, Comunidad de Madrid, España',
            lat: '40.4155',
            lon: '-3.7074',
            address: {
              road: 'Calle Mayor',
              house_number: '1',
              city: 'Madrid',
              state: 'Comunidad de Madrid',
              country: 'España',
            },
          },
        ]),
        { headers: { 'content-type': 'application/json' } },
      );
    }) as typeof fetch;
    const geocoder = createNominatimGeocoder({
      userAgent: 'Citavet/1.0 (+test)',
      fetchImplementation: fakeFetch,
    });
    const [first] = await geocoder.search('Calle Mayor 1 Madrid', 5);
    await geocoder.search('calle mayor 1 madrid', 5);
    expect(first).toMatchObject({
      address: 'Calle Mayor 1',
      city: 'Madrid',
      latitude: 40.4155,
      longitude: -3.7074,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.userAgent).toBe('Citavet/1.0 (+test)');
    expect(calls[0]?.url).toContain('accept-language=es');
  });
});
