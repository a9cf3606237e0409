import { rmSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail, waitForEmail } from './support/mailbox';
import {
  type Account,
  apiCall,
  PASSWORD,
  register,
  signInWithStorage,
  unique,
} from './support/quality-setup';

// A free clinic meets the service limit, starts the Premium trial, creates its third service, lives
// through the trial's end (the server's clock moved by the test-only control file) and chooses which
// services stay active. Screens of 'Plan y uso', the dashboard's usage and the pricing page are shot
// at 1280 and 390 px into /tmp.

const DAY = 86_400_000;
// This worker's server's control file (support/journey-test.ts sets it before the tests run).
const controlFile = () => process.env.E2E_CONTROL_FILE ?? '';
const setControls = (controls: { clockOffsetMs?: number; planLimits?: 'on' | 'off' }) =>
  writeFileSync(controlFile(), JSON.stringify(controls));

test.afterEach(() => rmSync(controlFile(), { force: true }));

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/plans-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function createServiceInModal(page: Page, name: string) {
  await page.getByRole('button', { name: 'Nuevo Servicio' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo Servicio' });
  await modal.getByLabel('Nombre').fill(name);
  await modal.getByRole('button', { name: 'Crear Servicio' }).click();
  return modal;
}

test('a free clinic tries Premium, outgrows Gratuito when the trial ends and keeps what it chooses', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  expect(controlFile(), 'E2E_CONTROL_FILE (support/journey-test.ts)').not.toBe('');
  setControls({ planLimits: 'on' });
  const admin: Account = await register(request, 'Paula Planes', 'admin-planes');
  // Creating a space needs a verified address (decision 068).
  await proveEmail(request, admin.token);
  const space = await apiCall<{ id: string }>(request, 'POST', '/spaces', admin.token, {
    name: 'Clínica Planes',
    timeZone: 'Europe/Madrid',
    route: `planes-${unique()}`,
  });
  for (const name of ['Consulta general', 'Vacunación']) {
    const { service } = await apiCall<{ service: { id: string } }>(
      request,
      'POST',
      `/spaces/${space.id}/services`,
      admin.token,
      { name, duration: 30, price: 30 },
    );
    // The admin's week, so the setup is complete and the dashboard opens.
    await apiCall(request, 'POST', '/services/schedules/bulk', admin.token, {
      serviceId: service.id,
      schedules: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' })),
    });
  }
  await signInWithStorage(page, admin);

  // The third service is refused, with the plan and the way up.
  await page.goto(`/dashboard/${space.id}/servicios`);
  const refused = await createServiceInModal(page, 'Cirugía menor');
  await expect(refused.getByText(/El plan Gratuito permite hasta 2 servicios activos/)).toBeVisible();
  await refused.getByRole('button', { name: 'Cancelar' }).click();

  // 'Plan y uso': the usage, then the trial.
  await page.goto(`/settings/space/${space.id}#plan`);
  const planTab = page.getByRole('tabpanel', { name: 'Plan y uso' });
  await expect(planTab.getByText('Servicios: 2 de 2')).toBeVisible();
  await expect(planTab.getByText('Usuarios: 1 de 1')).toBeVisible();
  await expect(planTab.getByText('Citas este mes: 0 de 1.000')).toBeVisible();
  await shoot(page, 'plan-gratuito');
  await planTab.getByRole('button', { name: 'Probar Premium 14 días gratis, sin tarjeta' }).click();
  await expect(planTab.getByText('Prueba gratuita')).toBeVisible();
  await expect(planTab.getByText(/Te quedan 14 días de prueba/)).toBeVisible();
  await shoot(page, 'plan-prueba');

  // On the trial the third service goes in; the dashboard says the days left.
  await page.goto(`/dashboard/${space.id}/servicios`);
  const created = await createServiceInModal(page, 'Cirugía menor');
  await expect(created).toBeHidden();
  await expect(page.getByRole('row', { name: /Cirugía menor/ })).toBeVisible();
  await page.goto(`/dashboard/${space.id}/agenda`);
  const strip = page.getByRole('region', { name: 'Plan y uso' });
  await expect(strip).toContainText('Te quedan 14 días de prueba');
  await expect(strip).toContainText('Servicios: 3 (ilimitados)');
  await shoot(page, 'dashboard-prueba');

  // Fifteen days later the trial is over: an e-mail says so and the space is on Gratuito again.
  setControls({ planLimits: 'on', clockOffsetMs: 15 * DAY });
  const ended = await waitForEmail(admin.user.email, { subject: /ha terminado/, timeoutMs: 20_000 });
  expect(ended.text).toContain('está en el plan Gratuito');
  // The session signed before the jump has expired: sign in again at the moved clock.
  const again = await apiCall<Account>(request, 'POST', '/auth/login', null, {
    email: admin.user.email,
    password: PASSWORD,
  });
  await signInWithStorage(page, again);
  await page.goto(`/settings/space/${space.id}#plan`);
  await expect(planTab.getByRole('heading', { name: 'Plan Gratuito' })).toBeVisible();
  const chooser = page.getByRole('group', { name: /Servicios activos/ });
  await expect(chooser.getByRole('checkbox', { name: 'Consulta general' })).toBeChecked();
  await expect(chooser.getByRole('checkbox', { name: 'Vacunación' })).toBeChecked();
  await expect(chooser.getByRole('checkbox', { name: 'Cirugía menor' })).not.toBeChecked();
  await shoot(page, 'plan-elegir');

  // The clinic keeps Consulta general and Cirugía menor; Vacunación is turned off, not deleted.
  await chooser.getByRole('checkbox', { name: 'Vacunación' }).click();
  await chooser.getByRole('checkbox', { name: 'Cirugía menor' }).click();
  await page.getByRole('button', { name: 'Guardar selección' }).click();
  await expect(page.getByText('Guardamos qué sigue activo en tu plan')).toBeVisible();
  const { services } = await apiCall<{ services: { name: string; isActive: boolean }[] }>(
    request,
    'GET',
    `/spaces/${space.id}/services`,
    again.token,
  );
  expect(Object.fromEntries(services.map((service) => [service.name, service.isActive]))).toEqual({
    'Consulta general': true,
    Vacunación: false,
    'Cirugía menor': true,
  });

  await page.goto(`/dashboard/${space.id}/agenda`);
  await expect(strip).toContainText('Servicios: 2 de 2');
  await shoot(page, 'dashboard-gratuito');
  await page.goto('/pricing');
  await shoot(page, 'pricing');
  await page.getByRole('switch', { name: 'Facturación anual' }).click();
  await expect(page.getByText('287,90', { exact: false }).first()).toBeVisible();
  await shoot(page, 'pricing-anual');
});
