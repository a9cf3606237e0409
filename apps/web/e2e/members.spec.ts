import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { emailedLinkPath, proveEmail } from './support/mailbox';
import { apiResponse } from './support/quality-setup';
import { signInToAgenda } from './support/sign-in';

const password = 'secreto-seguro';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** An admin whose setup is complete: a space, a service and its weekly schedules. */
async function createAdminWithSpace(request: APIRequestContext) {
  const email = `laura-${unique()}@example.com`;
  const registered = await apiResponse<{ token: string; user: { id: string } }>(
    request,
    'POST',
    '/auth/register',
    {
      body: { name: 'Laura Gómez', email, password },
    },
  );
  expect(registered.status).toBe(201);
  const { token } = registered.data;
  await proveEmail(request, token);
  const space = await apiResponse<{ id: string }>(request, 'POST', '/spaces', {
    token,
    body: { name: 'Clínica Veterinaria San Roque', timeZone: 'Europe/Madrid' },
  });
  expect(space.status).toBe(201);
  const service = await apiResponse<{ id?: string; service?: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.data.id}/services`,
    { token, body: { name: 'Consulta general', price: 30, duration: 30 } },
  );
  expect(service.status).toBe(201);
  const serviceId = service.data.id ?? service.data.service?.id;
  const schedules = await apiResponse(request, 'POST', '/services/schedules/bulk', {
    token,
    body: {
      serviceId,
      schedules: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' })),
    },
  });
  expect(schedules.status).toBe(201);
  return { email, token, userId: registered.data.user.id, spaceId: space.data.id };
}

test('an admin invites a colleague, who joins as Miembro; nobody manages their own row', async ({
  page,
  browser,
  request,
}) => {
  const admin = await createAdminWithSpace(request);
  const inviteeEmail = `carlos-${unique()}@example.com`;

  // The admin opens the members page from the header and invites a new address.
  await signInToAgenda(page, admin.email);
  await page.getByRole('link', { name: 'Miembros' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${admin.spaceId}/miembros$`));
  await expect(page.getByRole('heading', { name: 'Miembros', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Miembros (1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Invitar Miembro' }).first().click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invitar nuevo miembro' });
  await inviteDialog.getByRole('button', { name: 'Enviar Invitación' }).click();
  await expect(inviteDialog.getByText('El email es requerido')).toBeVisible();
  await inviteDialog.getByLabel('Email').fill('no-es-un-email');
  await inviteDialog.getByLabel('Email').blur();
  await expect(inviteDialog.getByText('Por favor ingresa un email válido')).toBeVisible();
  await expect(inviteDialog.getByLabel('Rol')).toHaveValue('MEMBER');
  await inviteDialog.getByLabel('Email').fill(inviteeEmail);
  await inviteDialog.getByRole('button', { name: 'Enviar Invitación' }).click();
  await expect(inviteDialog).toBeHidden();
  await expect(page.getByText(`Invitación enviada a ${inviteeEmail}`)).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Invitaciones pendientes (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const invitations = page.getByRole('list', { name: 'Invitaciones pendientes' });
  await expect(invitations.getByText(inviteeEmail)).toBeVisible();
  // Just sent: resending is held back for 60 s.
  await expect(invitations.getByRole('button', { name: 'Enviado' })).toBeDisabled();

  // The invitee registers with that address in a browser of their own.
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto('/accounts/register');
  await inviteePage.getByLabel('Nombre completo').fill('Carlos Ruiz');
  await inviteePage.getByLabel('Email').fill(inviteeEmail);
  await inviteePage.getByLabel('Contraseña', { exact: true }).fill(password);
  await inviteePage.getByLabel('Confirmar contraseña').fill(password);
  await inviteePage.getByRole('checkbox').check();
  await inviteePage.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(inviteePage).toHaveURL(/\/setup/);

  // They prove the address with the e-mailed link; then the wizard opens on their invitation.
  await inviteePage.goto(await emailedLinkPath(inviteeEmail, '/accounts/verify-email', /Confirma tu email/));
  await expect(inviteePage.getByText('Tu email ha sido verificado')).toBeVisible();
  await inviteePage.goto('/setup');
  await expect(inviteePage.getByRole('heading', { name: 'Invitaciones Pendientes' })).toBeVisible();
  await expect(inviteePage.getByText('Clínica Veterinaria San Roque').first()).toBeVisible();
  await inviteePage.getByRole('button', { name: 'Aceptar Invitación' }).click();
  await expect(
    inviteePage.getByText('Te has unido exitosamente a "Clínica Veterinaria San Roque"'),
  ).toBeVisible();
  await inviteeContext.close();

  // Back with the admin: the colleague is a Miembro and the invitation is gone.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Miembros (2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Invitaciones pendientes (0)' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Miembros del espacio' });
  const inviteeRow = table.getByRole('row').filter({ hasText: inviteeEmail });
  await expect(inviteeRow).toContainText('Carlos Ruiz');
  await expect(inviteeRow).toContainText('Miembro');

  // The admin's own row has no actions; the colleague's has.
  const ownRow = table.getByRole('row').filter({ hasText: admin.email });
  await expect(ownRow).toContainText('Tú');
  // The creator owns the space: shown as Propietario (an ADMIN nobody can demote or remove).
  await expect(ownRow).toContainText('Propietario');
  await expect(ownRow.getByRole('button')).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Acciones para Laura Gómez' })).toHaveCount(0);

  // Role changes go through their confirmation.
  await table.getByRole('button', { name: 'Acciones para Carlos Ruiz' }).click();
  await page.getByRole('menuitem', { name: 'Cambiar rol a Administrador' }).click();
  const roleDialog = page.getByRole('alertdialog', { name: 'Cambiar rol del miembro' });
  await expect(roleDialog).toContainText('de Miembro a Administrador');
  await roleDialog.getByRole('button', { name: 'Cambiar rol' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(inviteeRow).toContainText('Administrador');
  await expect(page.getByText('Administradores').locator('..')).toContainText('2');

  await table.getByRole('button', { name: 'Acciones para Carlos Ruiz' }).click();
  await page.getByRole('menuitem', { name: 'Cambiar rol a Miembro' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cambiar rol del miembro' })
    .getByRole('button', { name: 'Cambiar rol' })
    .click();
  await expect(inviteeRow).toContainText('Miembro');

  // The server refuses to let the only admin demote or remove themself, whatever the client sends.
  const demotion = await apiResponse(
    request,
    'PUT',
    `/spaces/${admin.spaceId}/members/${admin.userId}/role`,
    {
      token: admin.token,
      body: { role: 'MEMBER' },
    },
  );
  expect(demotion.status).toBe(403);
  expect(demotion.message).toBe('No puedes modificar tu propio rol');
  const removal = await apiResponse(request, 'DELETE', `/spaces/${admin.spaceId}/members/${admin.userId}`, {
    token: admin.token,
  });
  expect(removal.status).toBe(403);
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Miembros del espacio' })
      .getByRole('row')
      .filter({ hasText: admin.email }),
  ).toContainText('Propietario');

  // Removing the colleague goes through 'Eliminar Miembro'.
  await page.getByRole('button', { name: 'Acciones para Carlos Ruiz' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar del espacio' }).click();
  const removalDialog = page.getByRole('alertdialog', { name: 'Eliminar Miembro' });
  await removalDialog.getByRole('button', { name: 'Eliminar Miembro' }).click();
  await expect(removalDialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Miembros (1)' })).toBeVisible();
  await expect(page.getByText('Todavía eres el único miembro')).toBeVisible();
});
