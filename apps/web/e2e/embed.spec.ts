import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/journey-test';
import {
  addDays,
  apiCall,
  clinicToday,
  setUpClinic,
  signInWithStorage,
  unique,
} from './support/quality-setup';

// A clinic copies the code from its settings, pastes it into its own website, and a
// visitor books inside that page — the booking steps only, in the clinic's colour.

test('a clinic embeds its booking in its own website and a visitor books there on a phone', async ({
  page,
  request,
}) => {
  const spaceName = `Clínica Incrustada ${unique()}`;
  const clinic = await setUpClinic(request, { spaceName, serviceName: 'Consulta general' });
  await apiCall(request, 'PUT', `/spaces/${clinic.spaceId}`, clinic.admin.token, { color: '#7c3aed' });

  await signInWithStorage(page, clinic.admin);
  await page.goto(`/settings/space/${clinic.spaceId}`);
  const code = page.getByLabel('Código para tu web');
  await code.scrollIntoViewIfNeeded();
  const snippet = await code.inputValue();
  expect(snippet).toContain(`/${clinic.route}?embed=1`);
  expect(snippet).toContain(`title="Reservar cita en ${spaceName}"`);
  await page.screenshot({ path: 'test-results/embed-settings-1280.png', fullPage: true });

  // The clinic's own website, on another origin (about:blank here), with the pasted code.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(
    `<!doctype html><html lang="es"><body style="font-family:sans-serif;margin:0;padding:12px"><h1>Veterinaria del barrio</h1>${snippet}</body></html>`,
  );
  const booking = page.frameLocator('iframe');
  await expect(booking.getByRole('heading', { level: 2, name: 'Elige un servicio' })).toBeVisible();
  const confirm = booking.getByRole('button', { name: /Consulta general/ });
  // The clinic's colour themes the steps.
  const color = await booking
    .locator('[style*="--color-primary"]')
    .first()
    .evaluate((element) => getComputedStyle(element).getPropertyValue('--color-primary').trim());
  expect(color).toBe('#7c3aed');
  await confirm.click();
  await expect(booking.getByRole('heading', { level: 2, name: 'Elige un horario' })).toBeVisible();
  await booking
    .getByRole('list')
    .getByRole('button', { name: /\d{2}:\d{2}$/ })
    .first()
    .click();
  await booking.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Elena Web');
  await booking.getByLabel(/^Correo electrónico/).fill(`elena-${unique()}@example.com`);
  await booking.getByLabel(/^Nombre de la mascota/).fill('Michi');
  await booking.getByLabel('Especie').selectOption('gato');
  await page.screenshot({ path: 'test-results/embed-form-390.png', fullPage: true });
  await booking.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(booking.getByRole('heading', { level: 2, name: '¡Reserva confirmada!' })).toBeVisible();
  await page.screenshot({ path: 'test-results/embed-confirmed-390.png', fullPage: true });

  // The clinic sees it like any other booking.
  const { bookings } = await apiCall<{ bookings: { client: { name: string } }[] }>(
    request,
    'GET',
    `/bookings?spaceId=${clinic.spaceId}&fromDate=${clinicToday()}&toDate=${addDays(clinicToday(), 14)}`,
    clinic.admin.token,
  );
  expect(bookings.map((entry) => entry.client.name)).toContain('Elena Web');
});

test('the embed books on a website whose browser blocks third-party storage', async ({
  page,
  request,
  baseURL,
}) => {
  const spaceName = `Clínica Sin Almacenamiento ${unique()}`;
  const clinic = await setUpClinic(request, { spaceName, serviceName: 'Consulta general' });
  // As Chromium, Safari, Brave and private windows do to a third-party frame: merely reading
  // localStorage or sessionStorage throws.
  await page.addInitScript(() => {
    if (window.top === window) return;
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  await page.setViewportSize({ width: 390, height: 844 });
  // The clinic's own website on another site, framing the booking page: a small server of its own
  // on http://localhost, which is not the same site as http://127.0.0.1 (being loopback too, Chromium
  // lets it frame a loopback address).
  const embedUrl = new URL(`/${clinic.route}?embed=1`, baseURL);
  const website = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="es"><body><h1>Veterinaria del barrio</h1><iframe src="${embedUrl.href}" title="Reservar cita en ${spaceName}" style="width:100%;height:700px;border:0"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => website.listen(0, 'localhost', resolve));
  const { port } = website.address() as AddressInfo;
  await page.goto(`http://localhost:${port}/`);
  const booking = page.frameLocator('iframe');
  await expect(booking.getByRole('heading', { level: 2, name: 'Elige un servicio' })).toBeVisible();
  await expect(booking.getByText('Espacio no encontrado')).toHaveCount(0);
  await booking.getByRole('button', { name: /Consulta general/ }).click();
  await booking
    .getByRole('list')
    .getByRole('button', { name: /\d{2}:\d{2}$/ })
    .first()
    .click();
  await booking.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Sara Bloqueada');
  await booking.getByLabel(/^Correo electrónico/).fill(`sara-${unique()}@example.com`);
  await booking.getByLabel(/^Nombre de la mascota/).fill('Nube');
  await booking.getByLabel('Especie').selectOption('gato');
  await booking.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(booking.getByRole('heading', { level: 2, name: '¡Reserva confirmada!' })).toBeVisible();
  website.close();
});
