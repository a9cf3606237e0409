import { expect, test } from './support/journey-test';
import { apiCall, setUpClinic, signInWithStorage } from './support/quality-setup';

const SCREENSHOTS = process.env.COMMUNICATIONS_SCREENSHOT_DIR;

test.use({ reducedMotion: 'reduce' });
test.setTimeout(180_000);

test("the client page offers 'Enviar por WhatsApp' and shows the communication log", async ({
  page,
  request,
}) => {
  const clinic = await setUpClinic(
    request,
    { spaceName: 'Clínica Mensajes E2E', serviceName: 'Consulta' },
    'Rosa Recepción',
  );
  const spaceId = clinic.spaceId;
  const token = clinic.admin.token;
  const { client } = await apiCall<{ client: { id: string } }>(
    request,
    'POST',
    `/spaces/${spaceId}/clients`,
    token,
    {
      name: 'José Núñez',
      phone: '+34 600 123 456',
      email: 'jose.mensajes@example.com',
      reminderConsent: true,
    },
  );
  const { client: noPhone } = await apiCall<{ client: { id: string } }>(
    request,
    'POST',
    `/spaces/${spaceId}/clients`,
    token,
    { name: 'Sin Teléfono' },
  );

  await signInWithStorage(page, clinic.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/${spaceId}/clientes/${client.id}`);
  await expect(page.getByRole('heading', { name: 'José Núñez' })).toBeVisible();
  const whatsapp = page.getByRole('link', { name: /Enviar por WhatsApp/ });
  await expect(whatsapp).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/34600123456\?text=Hola%2C%20Jos%C3%A9%20N%C3%BA%C3%B1ez/,
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('heading', { name: 'Comunicaciones', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sin comunicaciones' })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/communications-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/communications-390.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/${spaceId}/clientes/${noPhone.id}`);
  const unavailable = page.getByTestId('whatsapp-unavailable');
  await expect(unavailable).toBeVisible();
  await unavailable.focus();
  await expect(page.getByRole('tooltip')).toContainText('El cliente no tiene teléfono');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/whatsapp-tooltip-1280.png` });
});
