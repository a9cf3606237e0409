import type { Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { setUpClinic, unique } from './support/quality-setup';

// A full load of a clinic's page (/{route}, /espacios/{id}) boots the light public entry
// (public.html) and never the SPA's shell; inside the SPA the same page stays a client-side page; and
// the public page's way home is a full load of the SPA. docs/decisions/011-public-page-entry.md.

/** Every script the page requests, as paths. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The public entry's own module script in a served document (public.html's, never index.html's). */
const PUBLIC_ENTRY_SCRIPT = /<script type="module" crossorigin src="\/assets\/public-[\w-]+\.js"><\/script>/;

/** The SPA's own shell chunk (not the one it shares with the public page). */
const isSpaShell = (path: string) => /\/shell-index-(?!public)/.test(path);

test('a clinic page loads on its own light entry, and inside the SPA as a client-side page', async ({
  page,
  request,
}) => {
  const spaceName = `Clínica Entrada ${unique()}`;
  const clinic = await setUpClinic(request, { spaceName, serviceName: 'Consulta general' });
  const scripts = recordScripts(page);

  // A full load of /{route}: public.html, the page, and none of the SPA's shell.
  const response = await page.goto(`/${clinic.route}`);
  // The server writes the clinic's own title for search engines; the script is the public entry's.
  const document = await response?.text();
  expect(document).toMatch(new RegExp(`<title>${spaceName}( · [^<]+)? · Reservar cita · Citavet</title>`));
  expect(document).toMatch(PUBLIC_ENTRY_SCRIPT);
  await expect(page.getByRole('heading', { level: 1, name: spaceName })).toBeVisible();
  await expect(page).toHaveTitle(`${spaceName} · Citavet`);
  await expect(page.getByRole('list', { name: 'Servicios' }).getByText('Consulta general')).toBeVisible();
  expect(scripts.filter(isSpaShell)).toEqual([]);

  // The booking steps, the answers' schemas and all, load after the landing and work.
  await page.getByRole('button', { name: 'Realizar reserva' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Elige un servicio' })).toBeVisible();
  await page.getByRole('button', { name: /Consulta general/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Elige un horario' })).toBeVisible();
  await expect(page.getByText('Próximos horarios disponibles')).toBeVisible();
  expect(scripts.filter(isSpaShell)).toEqual([]);

  // The same page by id.
  await page.goto(`/espacios/${clinic.spaceId}`);
  await expect(page.getByRole('heading', { level: 1, name: spaceName })).toBeVisible();
  expect(scripts.filter(isSpaShell)).toEqual([]);

  // Inside the SPA the directory's link opens the page without loading another document.
  const documents: string[] = [];
  page.on('request', (pageRequest) => {
    if (pageRequest.resourceType() === 'document') documents.push(new URL(pageRequest.url()).pathname);
  });
  await page.goto('/veterinarias');
  await page.getByLabel('Buscar por nombre o ciudad').fill(spaceName);
  await page
    .getByRole('article', { name: spaceName })
    .getByRole('link', { name: /Reservar cita/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${clinic.route}$`));
  await expect(page.getByRole('heading', { level: 1, name: spaceName })).toBeVisible();
  expect(documents).toEqual(['/veterinarias']);
});

test("an unknown route says so on the public entry, and 'Volver al inicio' boots the SPA", async ({
  page,
}) => {
  const response = await page.goto(`/clinica-que-no-existe-${unique()}`);
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toMatch(PUBLIC_ENTRY_SCRIPT);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Citavet · Turnos online para veterinarias');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The app's own pages are never taken for a clinic.
  for (const path of ['/pricing', '/agenda']) {
    const appPage = await page.goto(path);
    expect(await appPage?.text(), path).not.toMatch(PUBLIC_ENTRY_SCRIPT);
  }
});
