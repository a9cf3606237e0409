import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPageFor } from './app';
import { createTestContext, type TestContext } from './test/test-app';

// The built web app has two pages: public.html (the public booking page) and index.html (the SPA).
// docs/decisions/011-public-page-entry.md.
const SPA_HTML = '<!doctype html><title>spa</title>';
const PUBLIC_HTML = '<!doctype html><title>public</title>';

async function createWebDist(pages: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'citavet-web-dist-'));
  await mkdir(join(directory, 'assets'));
  await writeFile(join(directory, 'assets', 'app-abc123.js'), 'console.log("app");');
  for (const [file, html] of Object.entries(pages)) await writeFile(join(directory, file), html);
  return directory;
}

describe('webPageFor', () => {
  it.each([
    '/some-clinic',
    '/some-clinic/',
    '/Some-Clinic',
    '/clinica-2?utm_source=instagram',
    '/espacios/2f1c7a9e-0000-4000-8000-000000000000',
    '/espacios/2f1c7a9e-0000-4000-8000-000000000000?ref=directorio',
  ])('%s is the public booking page', (url) => {
    expect(webPageFor(url)).toBe('public.html');
  });

  it.each([
    '/',
    '/pricing',
    '/terms',
    '/privacy',
    '/veterinarias',
    '/forgot-password',
    '/reset-password?token=abc',
    '/login',
    '/accounts',
    '/accounts/login',
    '/accounts/register',
    '/setup',
    '/setup/completado',
    '/dashboard',
    '/dashboard/x',
    '/dashboard/x/agenda',
    '/settings/user',
    '/agenda',
    '/servicios',
    '/miembros',
    '/reservas/token',
    '/invitaciones/token',
    '/espacios',
    '/espacios/a/b',
    '/some-clinic/more',
    '/%E0%A4%A',
  ])('%s is a page of the SPA', (url) => {
    expect(webPageFor(url)).toBe('index.html');
  });
});

describe('serving the web app', () => {
  let context: TestContext;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await createWebDist({ 'index.html': SPA_HTML, 'public.html': PUBLIC_HTML });
    context = await createTestContext({ config: { webDistDir } });
  });
  afterAll(async () => {
    await context.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  const get = (url: string) => context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('serves the public entry for a space route and a space id', async () => {
    for (const url of ['/some-clinic', '/espacios/2f1c7a9e-0000-4000-8000-000000000000']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PUBLIC_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the SPA for the app’s own pages', async () => {
    for (const url of ['/', '/pricing', '/dashboard/x', '/accounts/login', '/veterinarias', '/agenda']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SPA_HTML);
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
  it('boots the SPA for a space route too', async () => {
    const webDistDir = await createWebDist({ 'index.html': SPA_HTML });
    const context = await createTestContext({ config: { webDistDir } });
    try {
      const response = await context.app.inject({ method: 'GET', url: '/some-clinic' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SPA_HTML);
    } finally {
      await context.close();
      await rm(webDistDir, { recursive: true, force: true });
    }
  });
});
