import { expect, test } from './support/journey-test';
import { waitForEmail } from './support/mailbox';
import {
  addDays,
  apiCall,
  clinicToday,
  setUpClinic,
  signInWithStorage,
  unique,
} from './support/quality-setup';

// The staff's waitlist screen (decision 089): someone waits for tomorrow morning; the admin finds
// them from the navigation, offers a free slot by hand, and the offer e-mail goes out with its link.

test('staff open the waitlist, see who waits, and offer a slot by hand', async ({ page, request }) => {
  test.setTimeout(120_000);
  const clinic = await setUpClinic(request, {
    spaceName: `Clínica Espera ${unique()}`,
    serviceName: 'Consulta',
  });
  const tomorrow = addDays(clinicToday(), 1);
  const email = `espera-mano-${unique()}@example.com`;
  await apiCall(
    request,
    'POST',
    `/public/space/${clinic.spaceId}/service/${clinic.serviceId}/waitlist`,
    null,
    {
      name: 'Ana Espera',
      email,
      phone: '+34 600 111 222',
      petName: 'Toby',
      species: 'perro',
      windows: [{ date: tomorrow, from: '10:00', to: '12:00' }],
      days: 7,
    },
  );

  await signInWithStorage(page, clinic.admin);
  await page.goto(`/dashboard/${clinic.spaceId}/agenda`);
  await page.getByRole('link', { name: 'Lista de espera' }).first().click();
  await expect(page.getByRole('heading', { name: 'Lista de espera', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Solicitudes de la lista de espera' });
  await expect(list.getByText('Ana Espera')).toBeVisible();
  await expect(list.getByText('Esperando')).toBeVisible();
  await expect(list.getByText(/Toby \(Perro\)/)).toBeVisible();
  await page.screenshot({ path: '/tmp/waitlist-staff-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/waitlist-staff-390.png', fullPage: true });

  await page.getByRole('button', { name: 'Ofrecer un hueco a Ana Espera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ofrecer un hueco a Ana Espera' });
  await expect(dialog.getByLabel('Día')).toHaveValue(tomorrow);
  await dialog.getByLabel('Profesional').selectOption({ label: 'Laura Calidad' });
  await dialog.getByRole('radio', { name: '10:30–11:00' }).check();
  await page.screenshot({ path: '/tmp/waitlist-offer-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/waitlist-offer-1280.png' });
  await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByText(/^Oferta enviada hasta las \d\d:\d\d$/)).toBeVisible();

  const offer = await waitForEmail(email, { subject: /^Se ha liberado un hueco/, timeoutMs: 30_000 });
  expect(offer.text).toContain('Hora: 10:30');
  expect(offer.text).toMatch(/\/lista-espera\/oferta\/\S+/);
});
