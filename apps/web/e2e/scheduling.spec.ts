import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail } from './support/mailbox';
import { apiCall } from './support/quality-setup';

// A 24-hour emergency clinic's night slot, 23:30–00:30 across local midnight, booked by a
// visitor on a phone (390 px). The clinic's nights are two ranges (23:30–24:00, then 00:00–00:30 of
// the next day) and the service lasts an hour, so the only slot of every night crosses midnight.

const password = 'secreto-seguro';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

interface Slot {
  date: string;
  startTime: string;
  endTime: string;
  startAt: string;
  endAt: string;
}

async function nightsOffered(request: APIRequestContext, spaceId: string, serviceId: string, hostId: string) {
  const { availableSlots } = await apiCall<{ availableSlots: Slot[] }>(
    request,
    'GET',
    `/public/space/${spaceId}/service/${serviceId}/host/${hostId}/next-available?maxDaysAhead=7&limit=4`,
    null,
  );
  return availableSlots;
}

test('a visitor books a 24-hour clinic night slot across midnight on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await apiCall<{ token: string; user: { id: string } }>(
    request,
    'POST',
    '/auth/register',
    null,
    {
      name: 'Nora Noche',
      email: `nora-${unique()}@example.com`,
      password,
    },
  );
  const route = `urgencias-${unique()}`;
  await proveEmail(request, admin.token);
  const space = await apiCall<{ id: string }>(request, 'POST', '/spaces', admin.token, {
    name: 'Urgencias Veterinarias 24 h',
    route,
    timeZone: 'Europe/Madrid',
    city: 'Madrid',
    country: 'España',
  });
  const { service } = await apiCall<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.id}/services`,
    admin.token,
    { name: 'Urgencia nocturna', duration: 60, price: 80, currency: 'EUR', isBookableByClients: true },
  );
  await apiCall(request, 'POST', '/services/schedules/bulk', admin.token, {
    serviceId: service.id,
    hostId: admin.user.id,
    schedules: [1, 2, 3, 4, 5, 6, 7].flatMap((dayOfWeek) => [
      { dayOfWeek, startTime: '23:30', endTime: '24:00' },
      { dayOfWeek, startTime: '00:00', endTime: '00:30' },
    ]),
  });
  const [night] = await nightsOffered(request, space.id, service.id, admin.user.id);
  if (!night) throw new Error('no night slot offered');
  expect([night.startTime, night.endTime]).toEqual(['23:30', '00:30']);
  expect(Date.parse(night.endAt) - Date.parse(night.startAt)).toBe(60 * 60_000);

  await page.goto(`/${route}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Urgencias Veterinarias 24 h' })).toBeVisible();
  // The opening hours show the night as the clinic wrote it, up to 24:00.
  await expect(
    page
      .getByRole('region', { name: 'Horarios de atención' })
      .getByText(/23:30 - 24:00/)
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Tomar Turno' }).click();
  await page.getByRole('button', { name: /Urgencia nocturna/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Elige un horario' })).toBeVisible();
  await page
    .getByRole('list')
    .getByRole('button', { name: /23:30$/ })
    .first()
    .click();

  await expect(page.getByRole('heading', { level: 2, name: 'Completa tus datos' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumen de la reserva' });
  await expect(summary.getByText('23:30 - 00:30')).toBeVisible();
  await page.screenshot({ path: 'test-results/scheduling-night-slot-390.png', fullPage: true });
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Pablo Madrugada');
  await page.getByLabel(/^Correo electrónico/).fill(`pablo-${unique()}@example.com`);
  await page.getByLabel(/^Nombre de la mascota/).fill('Toby');
  await page.getByLabel('Especie').selectOption('perro');
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '¡Reserva confirmada!' })).toBeVisible();

  // That night is taken: the next offer is another night's 23:30.
  const after = await nightsOffered(request, space.id, service.id, admin.user.id);
  expect(after.map((slot) => slot.startAt)).not.toContain(night.startAt);
  expect(after[0]?.startTime).toBe('23:30');
});
