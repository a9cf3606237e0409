import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Issue 15 outside the agenda: the clinic's currency, per-currency figures, 'No reservable', the
// schedules overview in the navigation, and the landing/pricing fixes, at 1280 and 390 px.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const password = 'secreto-seguro';
const shots = 'test-results/workday';

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data: body,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A clinic priced in euros with one scheduled service and one active service without schedules. */
async function setUpClinic(request: APIRequestContext) {
  const email = `jornada-${unique()}@example.com`;
  const { token } = await api<{ token: string }>(request, 'POST', '/auth/register', {
    body: { name: 'Lucía Jornada', email, password },
  });
  const space = await api<{ id: string; defaultCurrency: string }>(request, 'POST', '/spaces', {
    token,
    body: { name: 'Clínica Jornada E2E', timeZone: 'Europe/Madrid', defaultCurrency: 'EUR' },
  });
  expect(space.defaultCurrency).toBe('EUR');
  const { service } = await api<{ service: { id: string; currency: string } }>(
    request,
    'POST',
    `/spaces/${space.id}/services`,
    { token, body: { name: 'Consulta general', duration: 30, price: 40 } },
  );
  expect(service.currency).toBe('EUR');
  await api(request, 'POST', '/services/schedules/bulk', {
    token,
    body: {
      serviceId: service.id,
      schedules: [1, 2, 3, 4, 5].flatMap((dayOfWeek) => [
        { dayOfWeek, startTime: '09:00', endTime: '13:30' },
        { dayOfWeek, startTime: '16:00', endTime: '20:00' },
      ]),
    },
  });
  await api(request, 'POST', `/spaces/${space.id}/services`, {
    token,
    body: { name: 'Vacuna importada', duration: 15, price: 30, currency: 'USD' },
  });
  return { email, spaceId: space.id };
}

async function signIn(page: Page, email: string) {
  await page.goto('/accounts/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
}

test('services page: one average per currency, "No reservable", and Horarios in the navigation', async ({
  page,
  request,
}) => {
  const clinic = await setUpClinic(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, clinic.email);
  await page.goto(`/dashboard/${clinic.spaceId}/servicios`);

  const stats = page.getByRole('region', { name: 'Resumen de servicios' });
  await expect(stats.getByText('40,00 €')).toBeVisible();
  await expect(stats.getByText('30,00 US$')).toBeVisible();
  await expect(stats.getByText('Una cifra por moneda')).toBeVisible();
  const unbookable = page.getByRole('row').filter({ hasText: 'Vacuna importada' });
  await expect(unbookable.getByText('No reservable')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Consulta general' }).getByText('No reservable'),
  ).toHaveCount(0);
  await page.screenshot({ path: `${shots}/services-1280.png`, fullPage: true });

  await page.getByRole('link', { name: 'Horarios', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${clinic.spaceId}/horarios$`));
  await expect(page.getByRole('heading', { name: 'Vista de Horarios' })).toBeVisible();
  await page.screenshot({ path: `${shots}/header-horarios-1280.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/${clinic.spaceId}/servicios`);
  await expect(page.getByText('No reservable').filter({ visible: true })).toHaveCount(1);
  await page.screenshot({ path: `${shots}/services-390.png`, fullPage: true });
  await page.getByRole('button', { name: /menú/i }).first().click();
  await expect(page.getByRole('link', { name: 'Horarios', exact: true })).toBeVisible();
  // The menu slides in: let its transition end before looking at it.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/menu-390.png` });
});

test('the setup wizard asks the currency, proposed from the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/accounts/register');
  await page.getByLabel('Nombre completo').fill('Pablo Moneda');
  await page.getByLabel('Email').fill(`moneda-${unique()}@example.com`);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/setup/);
  await expect(page.getByLabel('Moneda')).toHaveValue('MXN');
  await page.screenshot({ path: `${shots}/setup-currency-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/setup-currency-390.png`, fullPage: true });
  await context.close();
});

test('landing and pricing: valid steps list, a visible sideways-scroll hint on phones', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing');
  const hint = page.getByText('Desliza la tabla hacia un lado para ver todos los planes →');
  await hint.scrollIntoViewIfNeeded();
  await expect(hint).toBeVisible();
  await page.getByRole('region', { name: 'Tabla de comparación de planes' }).screenshot({
    path: `${shots}/pricing-table-390.png`,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(hint).toBeHidden();
  await page.getByRole('region', { name: 'Tabla de comparación de planes' }).screenshot({
    path: `${shots}/pricing-table-1280.png`,
  });

  await page.goto('/');
  const steps = page.locator('#how-it-works ol');
  await expect(steps.locator(':scope > *')).toHaveCount(3);
  await expect(steps.locator(':scope > li')).toHaveCount(3);
  await page.locator('#how-it-works').screenshot({ path: `${shots}/how-it-works-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#how-it-works').screenshot({ path: `${shots}/how-it-works-390.png` });
});
