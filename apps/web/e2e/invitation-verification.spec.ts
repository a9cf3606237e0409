import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { emailedLinkPath, proveEmail } from './support/mailbox';
import { apiResponse } from './support/quality-setup';

// An invitation seat (ADMIN included) goes only to whoever reads the invited mailbox. The
// real invitee registers, opens the verification e-mail and accepts; an impostor who switches their
// profile to the invited address, or registers with it and never verifies, cannot take the seat.

const password = 'secreto-seguro';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function registerByApi(request: APIRequestContext, name: string, email: string) {
  const registered = await apiResponse<{ token: string; user: { id: string } }>(
    request,
    'POST',
    '/auth/register',
    {
      body: { name, email, password },
    },
  );
  expect(registered.status).toBe(201);
  return { ...registered.data, email };
}

/** A space with a service and hours whose invitations step is skipped: the dashboard opens. */
async function completeSetup(request: APIRequestContext, token: string, name: string) {
  await proveEmail(request, token);
  const space = await apiResponse<{ id: string }>(request, 'POST', '/spaces', {
    token,
    body: { name, timeZone: 'Europe/Madrid' },
  });
  const service = await apiResponse<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.data.id}/services`,
    {
      token,
      body: { name: 'Consulta', price: 30, duration: 30 },
    },
  );
  await apiResponse(request, 'POST', '/services/schedules/bulk', {
    token,
    body: {
      serviceId: service.data.service.id,
      schedules: [{ dayOfWeek: 1, startTime: '09:00', endTime: '13:00' }],
    },
  });
  const skipped = await apiResponse(request, 'POST', '/setup/skip-invitations', {
    token,
    body: { spaceId: space.data.id },
  });
  expect(skipped.status).toBe(200);
  return space.data.id;
}

async function signIn(page: Page, email: string) {
  await page.goto('/accounts/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).not.toHaveURL(/\/accounts\/login/);
}

test('only the reader of the invited mailbox takes an ADMIN seat; impostors cannot', async ({
  browser,
  request,
}) => {
  // A clinic whose admin invites a new ADMIN.
  const admin = await registerByApi(request, 'Laura Gómez', `laura-${unique()}@example.com`);
  await proveEmail(request, admin.token);
  const space = await apiResponse<{ id: string }>(request, 'POST', '/spaces', {
    token: admin.token,
    body: { name: 'Clínica Alta Seguridad', timeZone: 'Europe/Madrid' },
  });
  const invitedEmail = `socia-${unique()}@example.com`;
  const invitation = await apiResponse<{ id: string }>(
    request,
    'POST',
    `/spaces/${space.data.id}/invitations`,
    {
      token: admin.token,
      body: { email: invitedEmail, role: 'ADMIN' },
    },
  );
  expect(invitation.status).toBe(201);

  // Impostor 1 (verified elsewhere) switches the profile to the invited address in the settings.
  const impostorEmail = `impostor-${unique()}@example.com`;
  const impostor = await registerByApi(request, 'Iván Impostor', impostorEmail);
  await completeSetup(request, impostor.token, 'Clínica del Impostor');
  const impostorContext = await browser.newContext();
  const impostorPage = await impostorContext.newPage();
  // completeSetup proved the impostor's own address (creating a space needs it, decision 068).
  await signIn(impostorPage, impostorEmail);
  await impostorPage.goto('/settings/user');
  const emailField = impostorPage.getByRole('textbox', { name: 'Email', exact: true });
  await emailField.fill(invitedEmail);
  await impostorPage.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(impostorPage.getByText('La contraseña actual es requerida')).toBeVisible();
  await impostorPage.getByLabel('Contraseña actual').fill(password);
  await impostorPage.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(impostorPage.getByText(`Te enviamos un enlace a ${invitedEmail}`)).toBeVisible();
  // Nothing changed: the address is still theirs, no invitation is listed, the id is refused.
  const impostorProfile = await apiResponse<{ email: string; pendingInvitations: unknown[] }>(
    request,
    'GET',
    '/auth/profile',
    { token: impostor.token },
  );
  expect(impostorProfile.data.email).toBe(impostorEmail);
  expect(impostorProfile.data.pendingInvitations).toEqual([]);
  const stolen = await apiResponse(request, 'POST', `/spaces/invitations/${invitation.data.id}/accept`, {
    token: impostor.token,
  });
  expect(stolen.status).toBe(403);
  await impostorContext.close();

  // The real invitee registers in the browser: a banner asks to verify, and nothing is offered yet.
  const inviteeContext = await browser.newContext();
  const page = await inviteeContext.newPage();
  await page.goto('/accounts/register');
  await page.getByLabel('Nombre completo').fill('Sofía Socia');
  await page.getByLabel('Email').fill(invitedEmail);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/setup/);
  await expect(page.getByRole('heading', { name: 'Invitaciones Pendientes' })).toHaveCount(0);

  // The verification e-mail proves the address; the wizard then offers the invitation.
  await page.goto(await emailedLinkPath(invitedEmail, '/accounts/verify-email', /Confirma tu email/));
  await expect(page.getByText('Tu email ha sido verificado')).toBeVisible();
  await page.goto('/setup');
  await expect(page.getByRole('heading', { name: 'Invitaciones Pendientes' })).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar Invitación a Clínica Alta Seguridad' }).click();
  await expect(page.getByText('Te has unido exitosamente a "Clínica Alta Seguridad"')).toBeVisible();
  await inviteeContext.close();

  // Impostor 2 registers with another invited address and never opens the verification e-mail.
  const secondEmail = `otra-socia-${unique()}@example.com`;
  const second = await apiResponse<{ id: string }>(request, 'POST', `/spaces/${space.data.id}/invitations`, {
    token: admin.token,
    body: { email: secondEmail, role: 'ADMIN' },
  });
  const unverified = await registerByApi(request, 'Úrsula Sin Verificar', secondEmail);
  const unverifiedContext = await browser.newContext();
  const unverifiedPage = await unverifiedContext.newPage();
  await signIn(unverifiedPage, secondEmail);
  await expect(unverifiedPage.getByRole('heading', { name: 'Invitaciones Pendientes' })).toHaveCount(0);
  const refused = await apiResponse(request, 'POST', `/spaces/invitations/${second.data.id}/accept`, {
    token: unverified.token,
  });
  expect([refused.status, refused.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
  await unverifiedContext.close();

  // The admin's team: the real invitee joined as ADMIN, nobody else did.
  const members = await apiResponse<{ user: { email: string | null }; role: string }[]>(
    request,
    'GET',
    `/spaces/${space.data.id}/members`,
    { token: admin.token },
  );
  expect(members.data.map((member) => [member.user.email, member.role]).sort()).toEqual(
    [
      [admin.email, 'ADMIN'],
      [invitedEmail, 'ADMIN'],
    ].sort(),
  );
});

test('the banner resends the verification link until the address is verified', async ({ page, request }) => {
  const email = `banner-${unique()}@example.com`;
  const account = await registerByApi(request, 'Berta Banner', email);
  await signIn(page, email);
  // A new account lands on the setup wizard: the banner is there too.
  await expect(page.getByRole('region', { name: 'Verificación de email' })).toContainText(email);
  // Creating a space now needs the address verified (decision 068): the banner is read where an
  // unverified account is, the settings, before any space.
  expect(account.token).toBeTruthy();
  await page.goto('/settings/user');
  const banner = page.getByRole('region', { name: 'Verificación de email' });
  await expect(banner).toContainText(email);
  await banner.getByRole('button', { name: 'Reenviar' }).click();
  await expect(page.getByText('Te enviamos un nuevo enlace de verificación')).toBeVisible();
  await page.goto(await emailedLinkPath(email, '/accounts/verify-email'));
  await expect(page.getByText('Tu email ha sido verificado')).toBeVisible();
  // Back where the account is (without a space yet, the setup wizard): the banner is gone.
  await page.goto('/settings/user');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verificación de email' })).toHaveCount(0);
});
