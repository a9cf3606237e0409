import { expect, test } from './support/journey-test';
import {
  addDays,
  apiCall,
  clinicToday,
  setUpClinic,
  signInWithStorage,
  unique,
} from './support/quality-setup';

// A client's waitlist requests in their communication log (decision 095): one left through the
// link, one still waiting, each with its state and time on the client's page.

test("the client's page shows their waitlist requests in 'Comunicaciones'", async ({ page, request }) => {
  test.setTimeout(120_000);
  const clinic = await setUpClinic(request, {
    spaceName: `Clínica Log ${unique()}`,
    serviceName: 'Consulta',
  });
  const email = `espera-log-${unique()}@example.com`;
  const { client } = await apiCall<{ client: { id: string } }>(
    request,
    'POST',
    `/spaces/${clinic.spaceId}/clients`,
    clinic.admin.token,
    { name: 'Ana Espera', email },
  );
  const join = (date: string, from: string, to: string) =>
    apiCall<{ request: { id: string; leavePath: string } }>(
      request,
      'POST',
      `/public/space/${clinic.spaceId}/service/${clinic.serviceId}/waitlist`,
      null,
      {
        name: 'Ana Espera',
        email: email.toUpperCase(),
        petName: 'Toby',
        species: 'perro',
        windows: [
          { date, from, to },
          { date: addDays(date, 1), from: '16:00', to: '24:00' },
        ],
        days: 7,
      },
    );
  const leaving = await join(addDays(clinicToday(), 2), '09:00', '11:00');
  await apiCall(request, 'DELETE', `/public/waitlist/${leaving.request.leavePath.split('/').pop()}`, null);
  await join(addDays(clinicToday(), 1), '10:00', '12:00');

  await signInWithStorage(page, clinic.admin);
  await page.goto(`/dashboard/${clinic.spaceId}/clientes/${client.id}`);
  const log = page.getByRole('region', { name: 'Comunicaciones' });
  const part = log.getByRole('heading', { name: 'Lista de espera' });
  await expect(part).toBeVisible();
  const items = log.locator('section[aria-labelledby="comunicaciones-lista-espera"] li');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(/Esperando hasta el \d+ \w+, fin del día/);
  await expect(items.nth(1)).toContainText(/Salió de la lista el \d+ \w+, \d\d:\d\d/);
  await expect(items.nth(0)).toContainText('Consulta');
  await part.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/wl-log-client-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await part.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/wl-log-client-390.png', fullPage: true });
});
