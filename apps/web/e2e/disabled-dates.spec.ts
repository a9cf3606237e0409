import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail } from './support/mailbox';
import { apiResponse, invitationPathFor } from './support/quality-setup';
import { signInToAgenda } from './support/sign-in';

const password = 'secreto-seguro';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function registerUser(request: APIRequestContext, name: string) {
  const email = `${name.split(' ')[0]?.toLowerCase()}-${unique()}@example.com`;
  const registered = await apiResponse<{ token: string; user: { id: string } }>(
    request,
    'POST',
    '/auth/register',
    {
      body: { name, email, password },
    },
  );
  expect(registered.status).toBe(201);
  return { email, token: registered.data.token, userId: registered.data.user.id };
}

/** An admin whose setup is complete, and a colleague who joined as MEMBER through an invitation. */
async function createSpaceWithMember(request: APIRequestContext) {
  const admin = await registerUser(request, 'Laura Gómez');
  await proveEmail(request, admin.token);
  const space = await apiResponse<{ id: string }>(request, 'POST', '/spaces', {
    token: admin.token,
    body: { name: 'Clínica Veterinaria San Roque', timeZone: 'Europe/Madrid' },
  });
  expect(space.status).toBe(201);
  const service = await apiResponse<{ id?: string; service?: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.data.id}/services`,
    { token: admin.token, body: { name: 'Consulta general', price: 30, duration: 30 } },
  );
  expect(service.status).toBe(201);
  const schedules = await apiResponse(request, 'POST', '/services/schedules/bulk', {
    token: admin.token,
    body: {
      serviceId: service.data.id ?? service.data.service?.id,
      schedules: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' })),
    },
  });
  expect(schedules.status).toBe(201);

  const member = await registerUser(request, 'Carlos Ruiz');
  const invitation = await apiResponse<{ id: string }>(
    request,
    'POST',
    `/spaces/${space.data.id}/invitations`,
    {
      token: admin.token,
      body: { email: member.email, role: 'MEMBER' },
    },
  );
  expect(invitation.status).toBe(201);
  // A fresh account's address is unproven: it accepts through the e-mailed link's token.
  const token = (await invitationPathFor(member.email)).split('/invitaciones/')[1] ?? invitation.data.id;
  const accepted = await apiResponse(request, 'POST', `/spaces/invitations/${token}/accept`, {
    token: member.token,
    body: {},
  });
  expect(accepted.status).toBe(200);
  return { admin, member, spaceId: space.data.id };
}

const entry = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('an admin blocks the space and a host, edits and deletes; a member only manages their own', async ({
  page,
  browser,
  request,
}) => {
  const { admin, member, spaceId } = await createSpaceWithMember(request);

  // The admin reaches the screen from the user menu's shortcut and finds it empty.
  await signInToAgenda(page, admin.email);
  await page.goto(`/dashboard/${spaceId}/disabled-dates`);
  await expect(page.getByRole('heading', { name: 'Fechas Deshabilitadas', level: 1 })).toBeVisible();
  await expect(page.getByText('No hay fechas deshabilitadas')).toBeVisible();

  // A space-wide, all-day closure. The form refuses it until title and reason are given.
  await page.getByRole('button', { name: 'Nueva Fecha' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Nueva Fecha Deshabilitada' });
  await expect(dialog.getByRole('radio', { name: /Todo el espacio/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Se repite cada año' })).not.toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Todos los servicios' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Crear Fecha Deshabilitada' }).click();
  await expect(dialog.getByText('El título es obligatorio')).toBeVisible();
  await expect(dialog.getByText('La razón es obligatoria')).toBeVisible();
  await dialog.getByLabel('Título').fill('Semana Santa');
  await dialog.getByLabel('Razón').fill('La clínica cierra por los festivos');
  await dialog.getByLabel('Fecha de inicio').fill('2030-04-17');
  await dialog.getByLabel('Fecha de fin').fill('2030-04-15');
  await expect(dialog.getByText('La fecha de inicio debe ser anterior a la fecha de fin')).toBeVisible();
  await dialog.getByLabel('Fecha de inicio').fill('2030-04-15');
  await dialog.getByLabel('Fecha de fin').fill('2030-04-17');
  await dialog.getByRole('button', { name: 'Crear Fecha Deshabilitada' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Fecha deshabilitada creada exitosamente')).toBeVisible();
  await expect(entry(page, 'Semana Santa')).toContainText(
    'lun, 15 abr 2030 – mié, 17 abr 2030 · Todo el día',
  );
  await expect(entry(page, 'Semana Santa')).toContainText('Todo el espacio');

  // The toast leaves the header's main action free: aiming at it while the toast shows reaches it.
  await expect(page.getByText('Fecha deshabilitada creada exitosamente')).toBeVisible();
  const isNewDateReachable = await page
    .getByRole('button', { name: 'Nueva Fecha' })
    .first()
    .evaluate((button) => {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top !== null && button.contains(top);
    });
  expect(isNewDateReachable).toBe(true);

  // A partial day for the colleague: the host must be chosen, the times default to 09:00–17:00.
  await page.getByRole('button', { name: 'Nueva Fecha' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Nueva Fecha Deshabilitada' });
  await dialog.getByText('Un host', { exact: true }).click();
  await dialog.getByLabel('Título').fill('Congreso');
  await dialog.getByLabel('Razón').fill('Congreso de cirugía');
  await dialog.getByLabel('Fecha de inicio').fill('2030-05-06');
  await dialog.getByLabel('Fecha de fin').fill('2030-05-06');
  await dialog.getByRole('checkbox', { name: 'Todo el día' }).click();
  await expect(dialog.getByLabel('Hora de inicio')).toHaveValue('09:00');
  await expect(dialog.getByLabel('Hora de fin')).toHaveValue('17:00');
  await dialog.getByRole('button', { name: 'Crear Fecha Deshabilitada' }).click();
  await expect(dialog.getByText('Debe seleccionar un host cuando el alcance es HOST')).toBeVisible();
  await dialog.getByLabel('Profesional', { exact: true }).selectOption({ label: 'Carlos Ruiz (Miembro)' });
  await dialog.getByLabel('Hora de inicio').fill('10:00');
  await dialog.getByLabel('Hora de fin').fill('14:00');
  await dialog.getByRole('button', { name: 'Crear Fecha Deshabilitada' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry(page, 'Congreso')).toContainText('lun, 6 may 2030 · 10:00–14:00');
  await expect(entry(page, 'Congreso')).toContainText('Carlos Ruiz');

  // A yearly holiday of the consultations only: the emergencies stay open.
  await page.getByRole('button', { name: 'Nueva Fecha' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Nueva Fecha Deshabilitada' });
  await dialog.getByLabel('Título').fill('Navidad');
  await dialog.getByLabel('Razón').fill('Festivo nacional');
  await dialog.getByLabel('Fecha de inicio').fill('2030-12-25');
  await dialog.getByLabel('Fecha de fin').fill('2030-12-25');
  await dialog.getByRole('checkbox', { name: 'Se repite cada año' }).click();
  await dialog.getByText('Solo algunos servicios', { exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Consulta general' }).click();
  await dialog.getByRole('button', { name: 'Crear Fecha Deshabilitada' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry(page, 'Navidad')).toContainText('Cada año');
  await expect(entry(page, 'Navidad')).toContainText('Solo cierra: Consulta general');

  // The tabs filter by scope.
  await page.getByRole('tab', { name: /^Todo el Espacio/ }).click();
  await expect(entry(page, 'Semana Santa')).toBeVisible();
  await expect(entry(page, 'Congreso')).toHaveCount(0);
  await page.getByRole('tab', { name: /^Por Host/ }).click();
  await expect(entry(page, 'Congreso')).toBeVisible();
  await expect(entry(page, 'Semana Santa')).toHaveCount(0);
  await page.getByRole('tab', { name: /^Todas/ }).click();

  // Edit the closure: one more day.
  await page.getByRole('button', { name: 'Editar Semana Santa' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar Fecha Deshabilitada' });
  await expect(dialog.getByLabel('Fecha de inicio')).toHaveValue('2030-04-15');
  await dialog.getByLabel('Fecha de fin').fill('2030-04-18');
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry(page, 'Semana Santa')).toContainText(
    'lun, 15 abr 2030 – jue, 18 abr 2030 · Todo el día',
  );

  // Delete the congress, after the confirmation.
  await page.getByRole('button', { name: 'Eliminar Congreso' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Eliminar Fecha Deshabilitada' });
  await expect(confirmation).toContainText('Esta acción no se puede deshacer.');
  await confirmation.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirmation).toBeHidden();
  await expect(entry(page, 'Congreso')).toHaveCount(0);
  await expect(entry(page, 'Semana Santa')).toBeVisible();

  // The member, in a browser of their own: no space-wide tab, no scope, no hands on the closure.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInToAgenda(memberPage, member.email);
  await memberPage.goto(`/dashboard/${spaceId}/disabled-dates`);
  await expect(entry(memberPage, 'Semana Santa')).toBeVisible();
  await expect(memberPage.getByRole('tab', { name: /^Todas/ })).toBeVisible();
  await expect(memberPage.getByRole('tab', { name: /^Por Host/ })).toBeVisible();
  await expect(memberPage.getByRole('tab', { name: /^Todo el Espacio/ })).toHaveCount(0);
  await expect(memberPage.getByRole('button', { name: 'Editar Semana Santa' })).toHaveCount(0);
  await expect(memberPage.getByRole('button', { name: 'Eliminar Semana Santa' })).toHaveCount(0);

  // Their own absence: no scope selector nor host picker, and it is theirs to edit.
  await memberPage.getByRole('button', { name: 'Nueva Fecha' }).first().click();
  const memberDialog = memberPage.getByRole('dialog', { name: 'Nueva Fecha Deshabilitada' });
  await expect(memberDialog.getByRole('radio', { name: /Todo el espacio/ })).toHaveCount(0);
  await expect(memberDialog.getByText('Alcance')).toHaveCount(0);
  await expect(memberDialog.getByLabel('Profesional', { exact: true })).toHaveCount(0);
  await memberDialog.getByLabel('Título').fill('Vacaciones');
  await memberDialog.getByLabel('Razón').fill('Vacaciones de verano');
  await memberDialog.getByLabel('Fecha de inicio').fill('2030-06-03');
  await memberDialog.getByLabel('Fecha de fin').fill('2030-06-07');
  await memberDialog.getByRole('button', { name: 'Crear Fecha Deshabilitada' }).click();
  await expect(memberDialog).toBeHidden();
  await expect(entry(memberPage, 'Vacaciones')).toContainText('Carlos Ruiz');
  await expect(memberPage.getByRole('button', { name: 'Editar Vacaciones' })).toBeVisible();
  await memberContext.close();
});
