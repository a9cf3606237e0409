import { expect, test } from './support/journey-test';
import {
  addDays,
  apiCall,
  clinicToday,
  longDate,
  setUpClinic,
  signInWithStorage,
} from './support/quality-setup';

// 'Mi calendario' (decision 077): a professional makes their secret subscription link in the user
// settings, a calendar app polls it (200, then 304), its event opens the agenda on the booking's day,
// and a new link stops the old one.
// CALENDAR_SCREENSHOTS=<dir> also saves the section at 1280 and 390 px for review (never committed).

const shots = process.env.CALENDAR_SCREENSHOTS;

test('Mi calendario: the secret webcal link, polled, regenerated', async ({ page, request }) => {
  const clinic = await setUpClinic(request, {
    spaceName: 'Clínica Calendario',
    serviceName: 'Consulta general',
  });
  const later = addDays(clinicToday(), 40);
  await apiCall(request, 'POST', '/bookings/internal', clinic.admin.token, {
    serviceScheduleId: clinic.scheduleIdFor(later),
    startTime: `${later}T10:00`,
    endTime: `${later}T10:30`,
    reason: 'Cojea desde ayer',
    clientInfo: { name: 'Marta Sánchez', phone: '600 000 000' },
    pet: { name: 'Lola', species: 'gato' },
  });
  await signInWithStorage(page, clinic.admin);
  await page.goto('/settings/user');

  const section = page.getByRole('heading', { name: 'Mi calendario' }).locator('xpath=ancestor::*[3]');
  await expect(page.getByRole('heading', { name: 'Mis citas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Toda la clínica' })).toBeVisible();
  if (shots) await section.screenshot({ path: `${shots}/calendar-empty-1280.png` });

  await page.getByRole('button', { name: 'Crear enlace de suscripción' }).first().click();
  const field = page.getByLabel('Tu enlace secreto');
  await expect(field).toHaveValue(/^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const webcal = await field.inputValue();
  await expect(page.getByRole('link', { name: 'Suscribirme en mi calendario' })).toHaveAttribute(
    'href',
    webcal,
  );
  if (shots) await section.screenshot({ path: `${shots}/calendar-link-1280.png` });

  const path = new URL(webcal.replace(/^webcal:/, 'http:')).pathname;
  const feed = await request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await feed.text();
  expect(body).toContain('Consulta general — Lola · Marta Sánchez');
  expect(body).not.toMatch(/cojea/i);
  const repeat = await request.get(path, { headers: { 'if-none-match': feed.headers().etag ?? '' } });
  expect(repeat.status()).toBe(304);

  // The event's link opens the agenda on the booking's day, 40 days from today.
  const eventLink = /^URL:(.+)$/m.exec(body.replace(/\r\n /g, ''))?.[1] ?? '';
  const settings = page.url();
  await page.goto(new URL(eventLink).pathname + new URL(eventLink).search);
  await expect(page.getByRole('heading', { name: longDate(later) })).toBeVisible();
  await page.goto(settings);

  await page.getByLabel('Ocultar los nombres de los clientes').first().click();
  await expect(page.getByText('Preferencia guardada')).toBeVisible();
  expect(await (await request.get(path)).text()).not.toContain('Marta');

  await page.getByRole('button', { name: 'Generar enlace nuevo' }).first().click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('dejará de funcionar al instante');
  await dialog.getByRole('button', { name: 'Generar enlace nuevo' }).click();
  await expect(field).not.toHaveValue(webcal);
  expect((await request.get(path)).status()).toBe(404);

  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: `${shots}/calendar-link-390.png` });
  }
});
