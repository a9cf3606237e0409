import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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

// The built web app has two pages: public.html (the public booking page) and index.html (the SPA).
// The server answers each browser path with the right one and an honest status: 404 for paths that
// are no page (docs/decisions/011-public-page-entry.md, 049-directory-pages.md).
const template = (title: string) =>
  `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>${title}</title><script type="module" src="/assets/${title}.js"></script></head><body><div id="root"></div></body></html>`;
const SPA_HTML = template('spa');
const PUBLIC_HTML = template('public');

async function createWebDist(pages: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'citavet-web-dist-'));
  await mkdir(join(directory, 'assets'));
  await writeFile(join(directory, 'assets', 'app-abc123.js'), 'console.log("app");');
  for (const [file, html] of Object.entries(pages)) await writeFile(join(directory, file), html);
  return directory;
}

describe('serving the web app', () => {
  let context: TestContext;
  let webDistDir: string;
  let clinicId: string;

  beforeAll(async () => {
    webDistDir = await createWebDist({ 'index.html': SPA_HTML, 'public.html': PUBLIC_HTML });
    context = await createTestContext({ config: { webDistDir } });
    const db = context.database.db;
    const ana = await registerTestUser(context.app, { name: 'Ana' });
    clinicId = await insertSpace(db, { timeZone: 'Europe/Madrid', name: 'Clínica <Patitas> & "Cía"' });
    await db
      .update(spaces)
      .set({ route: 'patitas', city: 'Málaga', address: 'Calle Larios 1', contactPhone: '+34 951 000 000' })
      .where(eq(spaces.id, clinicId));
    await insertMember(db, clinicId, ana.user.id, 'ADMIN');
    const serviceId = await insertService(db, clinicId);
    await insertSchedule(db, {
      serviceId,
      hostId: ana.user.id,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '13:00',
    });
  });
  afterAll(async () => {
    await context.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  const get = (url: string) => context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('serves a clinic’s page from the public entry, with its content rendered and escaped', async () => {
    for (const url of ['/patitas', `/espacios/${clinicId}`, '/PATITAS?utm_source=x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('/assets/public.js');
      expect(response.body).toContain(
        '<h1 class="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Clínica &lt;Patitas&gt; &amp; &quot;Cía&quot;</h1>',
      );
      expect(response.body).not.toContain('<Patitas>');
      expect(response.body).toContain('<link rel="canonical" href="http://citavet.test/patitas" />');
    }
  });

  it('lets other websites frame a clinic’s booking only when it is embedded (?embed=1), never indexed', async () => {
    const own = await get('/patitas');
    expect(own.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(own.body).not.toContain('<meta name="robots" content="noindex" />');
    for (const url of ['/patitas?embed=1', `/espacios/${clinicId}?embed=1`]) {
      const embedded = await get(url);
      expect(embedded.statusCode, url).toBe(200);
      expect(embedded.body).toContain('/assets/public.js');
      expect(embedded.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(embedded.headers['content-security-policy']).toContain("script-src 'self'");
      expect(embedded.headers['x-frame-options']).toBeUndefined();
      expect(embedded.body).toContain('<meta name="robots" content="noindex" />');
      expect(embedded.body).toContain('<link rel="canonical" href="http://citavet.test/patitas" />');
    }
    // Nothing else becomes frameable by asking for it.
    for (const url of ['/pricing?embed=1', '/veterinarias?embed=1', '/api/health?embed=1']) {
      const other = await get(url);
      expect(other.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('answers 404 with the “not found” page for a clinic route nobody has', async () => {
    for (const url of [
      '/nadie-tiene-esta',
      '/espacios/no-es-un-id',
      '/espacios/2f1c7a9e-0000-4000-8000-000000000000',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      // The site's 404 in the words the page's script says too, never 'Espacio' (an internal word).
      expect(response.body).toContain('<h1 style="font-size:1.5rem">Página no encontrada</h1>');
      expect(response.body).toContain('No existe ninguna veterinaria con esta dirección.');
      expect(response.body).not.toContain('Espacio no encontrado');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('/assets/public.js');
    }
  });

  it('serves the home page with its canonical address, Open Graph, preview image and words without JavaScript', async () => {
    for (const url of ['/', '/?utm_source=x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const body = response.body;
      expect(body).toContain('<title>Citavet · Turnos online para veterinarias</title>');
      expect(body).toContain('<link rel="canonical" href="http://citavet.test/" />');
      expect(body).toContain('<meta property="og:url" content="http://citavet.test/" />');
      expect(body).toContain(
        '<meta property="og:title" content="Citavet · Turnos online para veterinarias" />',
      );
      expect(body).toContain('<meta property="og:image" content="http://citavet.test/og-image.png" />');
      expect(body).toMatch(/<meta name="description" content="Citavet: agenda y reservas online/);
      expect(body).toContain('La agenda de tu veterinaria, organizada y siempre al día</h1>');
      expect(body).toMatch(/<a href="\/veterinarias"[^>]*>Buscar veterinarias<\/a>/);
      expect(body).not.toContain('noindex');
      // The SPA's script still boots over it.
      expect(body).toContain('/assets/spa.js');
    }
  });

  it("gives every page a preview image: its own, else Citavet's", async () => {
    for (const url of ['/patitas', '/veterinarias', '/nadie-tiene-esta']) {
      const response = await get(url);
      expect(response.body, url).toContain(
        '<meta property="og:image" content="http://citavet.test/og-image.png" />',
      );
    }
  });

  it('serves the SPA as built for the app’s own pages', async () => {
    for (const url of ['/pricing', '/dashboard/x', '/accounts/login', '/agenda', '/setup/completado']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SPA_HTML);
    }
  });

  it('answers 404 with the “not found” page for any other path', async () => {
    for (const url of ['/patitas/mas', '/pricing/x', '/wp-login.php/x', '/veterinarias/atlantida']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Página no encontrada');
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, url).toContain('/assets/spa.js');
    }
  });

  it('still serves files, and the API’s not-found envelope', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const missing = await get('/api/no-such-call');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('serving a web build without the public entry', () => {
  it('answers a clinic route from the SPA’s template', async () => {
    const webDistDir = await createWebDist({ 'index.html': SPA_HTML });
    const context = await createTestContext({ config: { webDistDir } });
    try {
      const response = await context.app.inject({ method: 'GET', url: '/some-clinic' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('/assets/spa.js');
    } finally {
      await context.close();
      await rm(webDistDir, { recursive: true, force: true });
    }
  });
});
