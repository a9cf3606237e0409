import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { emailedLinkPath, proveEmail } from './support/mailbox';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const password = 'secreto-seguro';

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

async function registerThroughTheForm(page: Page, name: string, email: string) {
  await page.goto('/accounts/register');
  await page.getByLabel('Nombre completo').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/setup/);
  // Opening a clinic needs a proven address: the new host opens the e-mailed link first.
  await page.goto(await emailedLinkPath(email, '/accounts/verify-email', /Confirma tu email/));
  await expect(page.getByText('Tu email ha sido verificado')).toBeVisible();
  await page.goto('/setup');
}

test('a new host sets up the clinic, skips invitations, adds a service and its hours, and reaches the agenda', async ({
  page,
  request,
}) => {
  await registerThroughTheForm(page, 'Ana Martínez', `ana-${unique()}@example.com`);
  const stepper = page.getByRole('navigation', { name: 'Progreso de la configuración' });

  // Step 1: the clinic. An empty name is refused before anything is sent.
  await expect(stepper.locator('[aria-current="step"]')).toContainText('Veterinaria');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();
  await page.getByLabel(/Nombre de la veterinaria/).fill('Veterinaria Central');
  await page.getByLabel('Descripción').fill('Medicina general y urgencias');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: no team yet.
  await expect(page.getByRole('heading', { name: 'Invita a tu equipo' })).toBeVisible();
  await expect(stepper.locator('[aria-current="step"]')).toContainText('Miembros');
  await page.getByRole('button', { name: 'Continuar sin invitaciones' }).click();

  // Step 3: the first service, 30 minutes by default.
  await expect(page.getByRole('heading', { name: 'Crea tu primer servicio' })).toBeVisible();
  await page.getByLabel(/Nombre del servicio/).fill('Consulta general');
  await page.getByLabel(/Precio/).fill('35,50');
  await expect(page.getByLabel(/Duración/)).toHaveValue('30');
  await page.getByRole('button', { name: 'Crear servicio' }).click();

  // Step 4: Monday to Friday, 09:00–17:00.
  await expect(page.getByRole('heading', { name: 'Configura tus horarios' })).toBeVisible();
  await page.getByRole('button', { name: 'Lunes a Viernes' }).click();
  for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes']) {
    await expect(page.getByRole('button', { name: day, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('slider', { name: `Inicio del rango 1 del ${day}` })).toHaveAttribute(
      'aria-valuetext',
      '09:00',
    );
    await expect(page.getByRole('slider', { name: `Fin del rango 1 del ${day}` })).toHaveAttribute(
      'aria-valuetext',
      '17:00',
    );
  }
  await expect(page.getByRole('button', { name: 'Sábado', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: 'Guardar horarios' }).click();

  // Done: the completion screen, then the agenda of the new space.
  await expect(page.getByRole('heading', { name: '¡Configuración Completa!' })).toBeVisible();
  await page.getByRole('button', { name: 'Ir al Panel de Control' }).click();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}\/agenda$/);

  // The server agrees: one space, its service, five ranges of 09:00–17:00.
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const status = await api<{ isFirstRunComplete: boolean; spaces: { id: string }[] }>(
    request,
    'GET',
    '/setup/status',
    { token },
  );
  expect(status.isFirstRunComplete).toBe(true);
  const spaceId = status.spaces[0]?.id ?? '';
  expect(page.url()).toContain(`/dashboard/${spaceId}/agenda`);
  const { services } = await api<{
    services: { id: string; name: string; duration: number; price: number }[];
  }>(request, 'GET', `/spaces/${spaceId}/services`, { token });
  // '35,50' typed as Spanish writes it is 35.5, never 3550.
  expect(services).toEqual([
    expect.objectContaining({ name: 'Consulta general', duration: 30, price: 35.5 }),
  ]);
  const { schedules } = await api<{ schedules: { dayOfWeek: number; startTime: string; endTime: string }[] }>(
    request,
    'GET',
    `/services/${services[0]?.id}/schedules`,
    { token },
  );
  expect(schedules.map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime }))).toEqual(
    [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' })),
  );

  // And the services page shows it as a person would: one host with five active schedules.
  await page.getByRole('link', { name: 'Servicios' }).first().click();
  await expect(page.getByRole('heading', { name: 'Gestión de Servicios' })).toBeVisible();
  const consultation = page.getByRole('row', { name: /Consulta general/ });
  await expect(consultation).toContainText('30 min');
  await expect(consultation.getByRole('listitem')).toHaveCount(1);
  await expect(consultation.getByRole('listitem')).toContainText('5 horarios activos');
});

test('an invited user accepts the pending invitation from the wizard and joins the clinic', async ({
  page,
  request,
}) => {
  // A clinic that is already set up invites an address that has no account yet.
  const host = await api<{ token: string }>(request, 'POST', '/auth/register', {
    body: { name: 'Laura Gómez', email: `laura-${unique()}@example.com`, password },
  });
  await proveEmail(request, host.token);
  const space = await api<{ id: string }>(request, 'POST', '/spaces', {
    token: host.token,
    body: { name: 'Clínica Norte', description: 'Felinos y exóticos', timeZone: 'Europe/Madrid' },
  });
  const { service } = await api<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.id}/services`,
    {
      token: host.token,
      body: { name: 'Consulta', price: 30, duration: 30 },
    },
  );
  await api(request, 'POST', '/services/schedules/bulk', {
    token: host.token,
    body: { serviceId: service.id, schedules: [{ dayOfWeek: 1, startTime: '09:00', endTime: '13:00' }] },
  });
  const inviteeEmail = `pablo-${unique()}@example.com`;
  await api(request, 'POST', `/spaces/${space.id}/invitations`, {
    token: host.token,
    body: { email: inviteeEmail, role: 'MEMBER' },
  });

  // The invitee registers and opens the verification e-mail: the wizard opens on the invitation.
  await registerThroughTheForm(page, 'Pablo Ruiz', inviteeEmail);
  await expect(page.getByRole('heading', { name: 'Invitaciones Pendientes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clínica Norte' })).toBeVisible();
  await expect(page.getByText('Felinos y exóticos')).toBeVisible();
  await expect(page.getByText('Laura Gómez')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar Invitación a Clínica Norte' }).click();
  await expect(page.getByText('Te has unido exitosamente a "Clínica Norte"')).toBeVisible();

  // The clinic is ready, so the user goes on to its dashboard.
  await expect(page).toHaveURL(new RegExp(`/dashboard/${space.id}`));
});
