import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertMember,
  insertSchedule,
  insertService,
  insertSpace,
} from './features/bookings/bookings.test-support';
import { createTestContext, registerTestUser, type TestContext } from './test/test-app';

// The first HTML answer of a clinic page and of the directory, fetched without a
// browser, carries the head search engines read, schema.org data, and the content itself.
const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><meta\n      name="description"\n      content="genérica"\n    /><title>Citavet</title></head><body><div id="root"></div></body></html>';

let context: TestContext;
let webDistDir: string;

beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'citavet-seo-'));
  await writeFile(join(webDistDir, 'index.html'), TEMPLATE);
  await writeFile(join(webDistDir, 'public.html'), TEMPLATE);
  context = await createTestContext({ config: { webDistDir } });
  const db = context.database.db;
  const ana = await registerTestUser(context.app, { name: 'Ana' });
  const clinic = async (name: string, values: Partial<typeof spaces.$inferInsert>, days: number[]) => {
    const spaceId = await insertSpace(db, { timeZone: 'Europe/Madrid', name });
    await db.update(spaces).set(values).where(eq(spaces.id, spaceId));
    await insertMember(db, spaceId, ana.user.id, 'ADMIN');
    const serviceId = await insertService(db, spaceId, { name: 'Vacunación' });
    for (const dayOfWeek of days) {
      await insertSchedule(db, {
        serviceId,
        hostId: ana.user.id,
        dayOfWeek,
        startTime: '09:00',
        endTime: '13:00',
      });
      await insertSchedule(db, {
        serviceId,
        hostId: ana.user.id,
        dayOfWeek,
        startTime: '16:00',
        endTime: '20:00',
      });
    }
    return spaceId;
  };
  await clinic(
    'Clínica Patitas </script><script>alert(1)</script>',
    {
      route: 'patitas',
      description: 'Veterinaria de barrio.\nPerros, gatos y exóticos.',
      address: 'Calle Larios 1',
      city: 'Málaga',
      state: 'Andalucía',
      country: 'España',
      latitude: 36.7196,
      longitude: -4.4214,
      contactPhone: '+34 951 000 000',
    },
    [1, 3],
  );
  await clinic('Huellas', { route: 'huellas', city: 'Madrid', address: 'Gran Vía 28' }, [2]);
  await insertSpace(db, { timeZone: 'Europe/Madrid', name: 'Sin servicios' });
});
afterAll(async () => {
  await context.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await context.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body };
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('a clinic page’s first HTML', () => {
  it('has its own title, description and Open Graph tags, once', async () => {
    const { status, html } = await page('/patitas');
    expect(status).toBe(200);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Clínica Patitas &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Málaga · Reservar cita · Citavet</title>',
    );
    expect(meta(html, 'description')).toBe('Veterinaria de barrio. Perros, gatos y exóticos.');
    expect(meta(html, 'og:type')).toBe('business.business');
    expect(meta(html, 'og:url')).toBe('http://citavet.test/patitas');
    expect(meta(html, 'og:title')).toContain('Clínica Patitas');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('holds a VeterinaryCare JSON-LD with schema.org’s required and recommended fields', async () => {
    const [data, ...others] = jsonLd((await page('/patitas')).html);
    expect(others).toEqual([]);
    // Every property is defined by one of the node's types: geo and openingHoursSpecification are
    // LocalBusiness's (Place's), not VeterinaryCare's (a MedicalOrganization).
    const defined = new Set<string>([
      ...SCHEMA_ORG_PROPERTIES.Organization,
      ...SCHEMA_ORG_PROPERTIES.LocalBusiness,
    ]);
    for (const key of Object.keys(data ?? {}).filter((key) => !key.startsWith('@'))) {
      expect(defined.has(key), key).toBe(true);
    }
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['VeterinaryCare', 'LocalBusiness'],
      name: 'Clínica Patitas </script><script>alert(1)</script>',
      url: 'http://citavet.test/patitas',
      telephone: '+34 951 000 000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Calle Larios 1',
        addressLocality: 'Málaga',
        addressRegion: 'Andalucía',
        addressCountry: 'España',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 36.7196, longitude: -4.4214 },
    });
    const hours = data?.openingHoursSpecification as Record<string, string>[];
    expect(hours).toEqual(
      ['Monday', 'Wednesday'].flatMap((day) => [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: `https://schema.org/${day}`,
          opens: '09:00',
          closes: '13:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: `https://schema.org/${day}`,
          opens: '16:00',
          closes: '20:00',
        },
      ]),
    );
    // Google's required fields of a LocalBusiness: name and address.
    for (const field of ['name', 'address']) expect(data?.[field], field).toBeTruthy();
  });

  it('shows the name, address, phone and hours as HTML, without JavaScript', async () => {
    const content = text((await page('/patitas')).html);
    expect(content).toContain('Clínica Patitas </script><script>alert(1)</script>');
    expect(content).toContain('Dirección: Calle Larios 1, Málaga, Andalucía, España');
    expect(content).toContain('Teléfono: +34 951 000 000');
    expect(content).toContain('Lunes 09:00–13:00, 16:00–20:00');
    expect(content).toContain('Martes Cerrado');
    expect(content).toContain('Vacunación');
  });
});

describe('the directory’s first HTML', () => {
  it('lists the clinics with links and an ItemList, and links the city pages', async () => {
    const { status, html } = await page('/veterinarias');
    expect(status).toBe(200);
    expect(html).toContain('<title>Reserva tu cita veterinaria · Citavet</title>');
    expect(html).toContain('href="/patitas"');
    expect(html).toContain('href="/huellas"');
    expect(html).toContain('href="/veterinarias/malaga"');
    expect(html).toContain('href="/veterinarias/madrid"');
    const [list] = jsonLd(html);
    expect(list).toMatchObject({ '@type': 'ItemList' });
    expect((list?.itemListElement as unknown[]).length).toBe(2);
  });

  it('has a page per city, and 404 for a city without clinics', async () => {
    const malaga = await page('/veterinarias/malaga');
    expect(malaga.status).toBe(200);
    expect(malaga.html).toContain('<title>Veterinarias en Málaga · Citavet</title>');
    expect(malaga.html).toContain('href="/patitas"');
    expect(malaga.html).not.toContain('href="/huellas"');
    expect(meta(malaga.html, 'og:url')).toBe('http://citavet.test/veterinarias/malaga');
    expect((await page('/veterinarias/atlantida')).status).toBe(404);
  });

  it("hands the page's script the city the API answers for the same slug, with the same clinics", async () => {
    const malaga = await page('/veterinarias/malaga');
    const data = malaga.html.match(
      /<script type="application\/json" id="directory-city">(.*?)<\/script>/,
    )?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({ slug: 'malaga', name: 'Málaga', clinics: 1 });
    expect(malaga.html).toContain('>Veterinarias en Málaga</h1>');
    const answer = await context.app.inject({ method: 'GET', url: '/api/directory/spaces?city=malaga' });
    expect(answer.statusCode).toBe(200);
    const { city, spaces } = answer.json().data as { city: unknown; spaces: { route: string }[] };
    expect(city).toEqual({ slug: 'malaga', name: 'Málaga', clinics: 1 });
    expect(spaces.map((space) => space.route)).toEqual(['patitas']);
    // The list page has no city of its own to hand over.
    expect((await page('/veterinarias')).html).not.toContain('id="directory-city"');
  });
});

/**
 * Properties schema.org defines (https://schema.org/Organization, /Place, /LocalBusiness; Thing's
 * included): the ones a clinic page may use. VeterinaryCare adds none of its own.
 */
const SCHEMA_ORG_PROPERTIES = {
  Organization: ['name', 'url', 'description', 'image', 'logo', 'telephone', 'email', 'address', 'sameAs'],
  LocalBusiness: [
    'geo',
    'openingHoursSpecification',
    'openingHours',
    'priceRange',
    'hasMap',
    'currenciesAccepted',
  ],
} as const;

describe('/robots.txt', () => {
  it('keeps private screens out and names the sitemap by its absolute address', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines).toContain('Disallow: /reservas/');
    expect(lines).toContain('Sitemap: http://citavet.test/sitemap.xml');
  });
});

describe('/sitemap.xml', () => {
  it('lists the directory, every city page and every listed clinic page', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(
      [
        'http://citavet.test/veterinarias',
        'http://citavet.test/veterinarias/madrid',
        'http://citavet.test/veterinarias/malaga',
        'http://citavet.test/patitas',
        'http://citavet.test/huellas',
      ].sort(),
    );
  });
});
