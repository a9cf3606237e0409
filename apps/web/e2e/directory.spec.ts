import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail } from './support/mailbox';
import { apiCall, PASSWORD, unique } from './support/quality-setup';

interface ClinicSetup {
  name: string;
  route: string;
  city: string;
  country: string;
  timeZone: string;
}

/**
 * A clinic the directory lists: its own admin, a public route and one bookable service with a
 * schedule (a space without them is not bookable, so the directory leaves it out).
 */
async function setUpClinic(request: APIRequestContext, clinic: ClinicSetup) {
  const { token } = await apiCall<{ token: string }>(request, 'POST', '/auth/register', null, {
    name: `Admin ${clinic.name}`,
    email: `directorio-${unique()}@example.com`,
    password: PASSWORD,
  });
  await proveEmail(request, token);
  const space = await apiCall<{ id: string }>(request, 'POST', '/spaces', token, {
    name: clinic.name,
    route: clinic.route,
    city: clinic.city,
    country: clinic.country,
    address: 'Calle Principal 100',
    contactPhone: '+598 2600 1234',
    description: `Atención veterinaria en ${clinic.city}.`,
    timeZone: clinic.timeZone,
  });
  const { service } = await apiCall<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.id}/services`,
    token,
    { name: 'Consulta general', duration: 30, price: 40, currency: 'EUR' },
  );
  await apiCall(request, 'POST', '/services/schedules/bulk', token, {
    serviceId: service.id,
    schedules: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' })),
  });
  return space;
}

function clinicCard(page: Page, name: string) {
  return page.getByRole('article', { name });
}

/**
 * Other journeys add clinics to the same database: page on until the clinic is shown. Retried as a
 * whole: the server's first HTML lists the first page before the script takes over, so 'Cargar más'
 * (a button of the script's list) may not be there yet at the first look.
 */
async function expectListed(page: Page, name: string) {
  const loadMore = page.getByRole('button', { name: 'Cargar más' });
  await expect(async () => {
    if (!(await clinicCard(page, name).isVisible()) && (await loadMore.isVisible())) await loadMore.click();
    await expect(clinicCard(page, name)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('the directory lists bookable clinics, searches by city and opens a booking page', async ({
  page,
  request,
}) => {
  const tag = unique();
  const montevideo = {
    name: `Veterinaria Rambla ${tag}`,
    route: `rambla-${tag}`,
    city: 'Montevideo',
    country: 'Uruguay',
    timeZone: 'America/Montevideo',
  };
  const madrid = {
    name: `Clínica Retiro ${tag}`,
    route: `retiro-${tag}`,
    city: 'Madrid',
    country: 'España',
    timeZone: 'Europe/Madrid',
  };
  await setUpClinic(request, montevideo);
  await setUpClinic(request, madrid);

  await page.goto('/veterinarias');
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva tu cita veterinaria' })).toBeVisible();
  await expectListed(page, montevideo.name);
  await expectListed(page, madrid.name);
  const card = clinicCard(page, montevideo.name);
  await expect(card.getByText('Calle Principal 100, Montevideo, Uruguay')).toBeVisible();
  await expect(card.getByText('1 servicio', { exact: true })).toBeVisible();
  await expect(card.getByText('1 profesional', { exact: true })).toBeVisible();

  // The search runs as the visitor types and lands in the address, so it can be shared.
  await page.getByLabel('Buscar por nombre o ciudad').fill('montevideo');
  await expect(page).toHaveURL(/\/veterinarias\?q=montevideo$/);
  await expect(clinicCard(page, madrid.name)).toBeHidden();
  await expectListed(page, montevideo.name);

  // A search that finds nothing says so and offers the way back to the whole list.
  await page.getByLabel('Buscar por nombre o ciudad').fill(`sin-resultados-${tag}`);
  await expect(page.getByText(`No encontramos veterinarias para «sin-resultados-${tag}»`)).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
  await expect(page).toHaveURL(/\/veterinarias$/);
  await expectListed(page, madrid.name);

  await page.getByLabel('Buscar por nombre o ciudad').fill('Montevideo');
  await clinicCard(page, montevideo.name)
    .getByRole('link', { name: /Reservar cita/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${montevideo.route}$`));
  await expect(page.getByRole('heading', { name: montevideo.name })).toBeVisible();

  await page.goto('/veterinarias');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a city page keeps the server's heading and lists the city's clinics, not a text search", async ({
  page,
  request,
}) => {
  const tag = unique();
  // A city of its own: other journeys add clinics to Madrid in the same database.
  const city = `Alcalá ${tag}`;
  const slug = `alcala-${tag}`;
  const local = {
    name: `Clínica Plaza ${tag}`,
    route: `plaza-${tag}`,
    city,
    country: 'España',
    timeZone: 'Europe/Madrid',
  };
  // Named after the city, elsewhere: a text search for the city would list it.
  const namesake = {
    name: `Veterinaria Alcalá ${tag}`,
    route: `namesake-${tag}`,
    city: 'Montevideo',
    country: 'Uruguay',
    timeZone: 'America/Montevideo',
  };
  await setUpClinic(request, local);
  await setUpClinic(request, namesake);

  // Every heading the page ever shows, from the server's HTML to the script's last render.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headings: string[] }).headings = seen;
    const record = () => {
      const text = document.querySelector('h1')?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`/veterinarias/${slug}`);
  await expect(clinicCard(page, local.name)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Veterinarias en ${city}` })).toBeVisible();
  await expect(page).toHaveTitle(`Veterinarias en ${city} · Citavet`);
  await expect(page.getByText(`1 veterinaria en ${city} con cita online.`, { exact: false })).toBeVisible();
  await expect(clinicCard(page, namesake.name)).toBeHidden();
  await expect(page.getByLabel('Buscar por nombre o ciudad')).toHaveValue('');
  expect(await page.evaluate(() => (window as unknown as { headings: string[] }).headings)).toEqual([
    `Veterinarias en ${city}`,
  ]);
  // DIRECTORY_SCREENSHOT_DIR keeps the city page at both widths.
  const shots = process.env.DIRECTORY_SCREENSHOT_DIR;
  for (const width of shots ? [1280, 390] : []) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/city-${width}.png` });
  }
});
