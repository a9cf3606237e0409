import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail } from './support/mailbox';
import { apiCall } from './support/quality-setup';

const password = 'secreto-seguro';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** An admin with a space, 'Consulta general' (30 min) and Monday–Friday 09:00–17:00, all through the API. */
async function setUpClinic(request: APIRequestContext) {
  const email = `admin-servicios-${unique()}@example.com`;
  const { token } = await apiCall<{ token: string }>(request, 'POST', '/auth/register', null, {
    name: 'Marta Servicios',
    email,
    password,
  });
  await proveEmail(request, token);
  const space = await apiCall<{ id: string }>(request, 'POST', '/spaces', token, {
    name: 'Clínica Servicios E2E',
    timeZone: 'Europe/Madrid',
  });
  const { service } = await apiCall<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.id}/services`,
    token,
    { name: 'Consulta general', duration: 30, price: 35 },
  );
  await apiCall(request, 'POST', '/services/schedules/bulk', token, {
    serviceId: service.id,
    schedules: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' })),
  });
  return { email, token, spaceId: space.id, serviceId: service.id };
}

test('an admin manages services and the time blocks of one service', async ({ page, request }) => {
  const clinic = await setUpClinic(request);

  await page.goto('/accounts/login');
  await page.getByLabel('Email').fill(clinic.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);

  await page.goto(`/dashboard/${clinic.spaceId}/servicios`);
  await expect(page.getByRole('heading', { name: 'Gestión de Servicios' })).toBeVisible();

  // The seeded service: one host with its five active ranges.
  const consultation = page.getByRole('row', { name: /Consulta general/ });
  await expect(consultation).toContainText('30 min');
  await expect(consultation).toContainText('35,00');
  const hosts = consultation.getByRole('listitem');
  await expect(hosts).toHaveCount(1);
  await expect(hosts).toHaveText('Marta Servicios · 5 horarios activos');
  const summary = page.getByRole('region', { name: 'Resumen de servicios' });
  await expect(summary).toContainText('Total Servicios1');
  await expect(summary).toContainText('Hosts Asignados1');

  // A second service through the modal; Create stays disabled until there is a name.
  await page.getByRole('button', { name: 'Nuevo Servicio' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo Servicio' });
  const create = modal.getByRole('button', { name: 'Crear Servicio' });
  await expect(create).toBeDisabled();
  await modal.getByLabel('Nombre').fill('Vacunación anual');
  await modal.getByLabel('Categoría').selectOption('vacunacion');
  await modal.getByLabel('Duración (minutos)').fill('15');
  await modal.getByLabel('Precio').fill('-1');
  await modal.getByLabel('Precio').blur();
  await expect(modal.getByText('El precio no puede ser negativo')).toBeVisible();
  await modal.getByLabel('Precio').fill('20.5');
  await create.click();
  await expect(modal).toBeHidden();
  const vaccination = page.getByRole('row', { name: /Vacunación anual/ });
  await expect(vaccination).toContainText('15 min');
  await expect(vaccination).toContainText('20,50');
  await expect(vaccination).toContainText('Sin hosts asignados');

  // Estado: switch it off; the server keeps it.
  const status = vaccination.getByRole('switch', { name: 'Estado de Vacunación anual' });
  await expect(status).toBeChecked();
  await status.click();
  await expect(status).not.toBeChecked();
  await expect(vaccination).toContainText('Inactivo');
  await expect(page.getByRole('region', { name: 'Resumen de servicios' })).toContainText('Activos1');
  const { services } = await apiCall<{ services: { name: string; isActive: boolean }[] }>(
    request,
    'GET',
    `/spaces/${clinic.spaceId}/services`,
    clinic.token,
  );
  expect(services.find((service) => service.name === 'Vacunación anual')?.isActive).toBe(false);

  // Delete it, after the confirmation.
  await vaccination.getByRole('button', { name: 'Eliminar Vacunación anual' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Eliminar Servicio' });
  await expect(confirmation).toContainText(
    '¿Estás seguro de que quieres eliminar el servicio "Vacunación anual"? Esta acción no se puede deshacer.',
  );
  await confirmation.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByRole('row', { name: /Vacunación anual/ })).toHaveCount(0);

  // The schedules screen of the remaining service.
  await consultation.getByRole('link', { name: 'Gestionar horarios de Consulta general' }).click();
  await expect(page).toHaveURL(new RegExp(`/servicios/${clinic.serviceId}/horarios$`));
  await expect(page.getByRole('heading', { name: 'Horarios de Consulta general' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Horarios por miembro' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Eliminar horario del/ })).toHaveCount(5);

  // Add a Saturday block; the only member is already picked.
  await page.getByRole('button', { name: 'Agregar horario' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nuevo horario' });
  await expect(form.getByLabel('Miembro del equipo')).not.toHaveValue('');
  await form.getByLabel('Día').selectOption({ label: 'Sábado' });
  await form.getByLabel('Hora de inicio').fill('10:00');
  await form.getByLabel('Hora de fin').fill('13:00');
  await form.getByRole('button', { name: 'Crear horario' }).click();
  await expect(form).toBeHidden();
  const saturdayBlock = page.getByRole('button', { name: 'Eliminar horario del Sábado de 10:00 a 13:00' });
  await expect(saturdayBlock).toBeVisible();

  // And delete it again, after the singular confirmation.
  await saturdayBlock.click();
  const removal = page.getByRole('alertdialog', { name: 'Eliminar horario' });
  await expect(removal).toContainText('¿Estás seguro de que quieres eliminar este horario?');
  await removal.getByRole('button', { name: 'Eliminar' }).click();
  await expect(removal).toBeHidden();
  await expect(saturdayBlock).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Eliminar horario del/ })).toHaveCount(5);
});
