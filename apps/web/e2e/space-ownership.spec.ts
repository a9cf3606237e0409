import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail, waitForEmail } from './support/mailbox';
import { apiResponse } from './support/quality-setup';

// The OWNER of a space (decision 067): hands the space to an ADMIN, who accepts; the new OWNER deletes
// it with the clinic's name typed and the password, finds it under 'Espacios eliminados' and
// restores it. Screens are captured at 1280 and 390 px under /tmp for review.

const password = 'secreto-seguro';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/citavet-space-ownership-shots';
const SPACE_NAME = 'Clínica Veterinaria Los Olivos';

/** A professional whose setup is complete: a space of their own, a service and its weekly hours. */
async function professional(request: APIRequestContext, name: string, spaceName: string) {
  const email = `${name
    .split(' ')[0]
    ?.normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}-${unique()}@example.com`;
  const registered = await apiResponse<{ token: string; user: { id: string } }>(
    request,
    'POST',
    '/auth/register',
    {
      body: { name, email, password },
    },
  );
  expect(registered.status).toBe(201);
  const { token } = registered.data;
  // Creating a space needs a verified address (decision 068).
  await proveEmail(request, token);
  const space = await apiResponse<{ id: string }>(request, 'POST', '/spaces', {
    token,
    body: { name: spaceName, timeZone: 'Europe/Madrid' },
  });
  expect(space.status).toBe(201);
  const service = await apiResponse<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.data.id}/services`,
    {
      token,
      body: { name: 'Consulta general', price: 30, duration: 30 },
    },
  );
  const schedules = await apiResponse(request, 'POST', '/services/schedules/bulk', {
    token,
    body: {
      serviceId: service.data.service.id,
      schedules: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' })),
    },
  });
  expect(schedules.status).toBe(201);
  return { name, email, token, userId: registered.data.user.id, spaceId: space.data.id };
}

const tokenIn = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`no token matching ${pattern}`);
  return decodeURIComponent(match[1]);
};

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/accounts/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard\/[^/]+\/agenda$/);
  return page;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the OWNER hands the space to an ADMIN who accepts; the new OWNER deletes it and restores it', async ({
  browser,
  request,
}) => {
  const owner = await professional(request, 'Olivia Pardo', SPACE_NAME);
  const colleague = await professional(request, 'Andrés Vidal', 'Consultorio de Andrés');

  // The colleague (whose address professional() proved) joins the owner's space as an ADMIN.
  const invited = await apiResponse(request, 'POST', `/spaces/${owner.spaceId}/invitations`, {
    token: owner.token,
    body: { email: colleague.email, role: 'ADMIN' },
  });
  expect(invited.status).toBe(201);
  const invitation = await waitForEmail(colleague.email, { subject: /te invitó/ });
  const invitationToken = tokenIn(invitation.text ?? '', /\/invitaciones\/([A-Za-z0-9_%-]+)/);
  const joined = await apiResponse(
    request,
    'POST',
    `/spaces/invitations/${encodeURIComponent(invitationToken)}/accept`,
    {
      token: colleague.token,
    },
  );
  expect(joined.status).toBe(200);

  // The owner sees themself as Propietario and offers the space to the ADMIN.
  const ownerPage = await signIn(browser, owner.email);
  await ownerPage.goto(`/dashboard/${owner.spaceId}/miembros`);
  const table = ownerPage.getByRole('table', { name: 'Miembros del espacio' });
  await expect(table.getByRole('row').filter({ hasText: owner.email })).toContainText('Propietario');
  await table.getByRole('button', { name: `Acciones para ${colleague.name}` }).click();
  await ownerPage.getByRole('menuitem', { name: 'Ceder la propiedad' }).click();
  const offer = ownerPage.getByRole('alertdialog', { name: 'Ceder la propiedad del espacio' });
  await expect(offer).toContainText(colleague.name);
  await offer.getByRole('button', { name: 'Ofrecer la propiedad' }).click();
  await expect(ownerPage.getByText(`Ofreciste la propiedad a ${colleague.name}`)).toBeVisible();
  await shoot(ownerPage, 'members-owner-offered');

  // The ADMIN accepts on their members page; the e-mailed offer links there.
  const offerMail = await waitForEmail(colleague.email, { subject: /te ofrece la propiedad/ });
  expect(offerMail.text).toContain(`/dashboard/${owner.spaceId}/miembros`);
  const colleaguePage = await signIn(browser, colleague.email);
  await colleaguePage.goto(`/dashboard/${owner.spaceId}/miembros`);
  await expect(
    colleaguePage.getByText(`${owner.name} te ofrece la propiedad de ${SPACE_NAME}`),
  ).toBeVisible();
  await shoot(colleaguePage, 'members-offer-received');
  await colleaguePage.getByRole('button', { name: 'Aceptar la propiedad' }).click();
  await expect(colleaguePage.getByText('Ahora eres el propietario del espacio')).toBeVisible();
  const colleagueTable = colleaguePage.getByRole('table', { name: 'Miembros del espacio' });
  await expect(colleagueTable.getByRole('row').filter({ hasText: colleague.email })).toContainText(
    'Propietario',
  );
  await expect(colleagueTable.getByRole('row').filter({ hasText: owner.email })).toContainText(
    'Administrador',
  );

  // The new OWNER deletes the space: the button waits for the name; a wrong password is told.
  await colleaguePage.getByRole('button', { name: 'Eliminar el espacio' }).click();
  const dialog = colleaguePage.getByRole('dialog', { name: 'Eliminar el espacio' });
  const submit = dialog.getByRole('button', { name: 'Eliminar el espacio' });
  await dialog.getByLabel(`Escribe «${SPACE_NAME}» para confirmar`).fill('Clínica Veterinaria');
  await dialog.getByLabel('Tu contraseña actual').fill('no-es-la-clave');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(`Escribe «${SPACE_NAME}» para confirmar`).fill(SPACE_NAME.toLowerCase());
  await submit.click();
  await expect(dialog.getByText('Contraseña incorrecta')).toBeVisible();
  await shoot(colleaguePage, 'delete-dialog-wrong-password');
  await dialog.getByLabel('Tu contraseña actual').fill(password);
  await submit.click();

  // Offline at once: the deleted spaces page lists it; the public page and the old owner lose it.
  await expect(colleaguePage).toHaveURL(/\/settings\/espacios-eliminados$/);
  const card = colleaguePage.getByRole('list', { name: 'Espacios eliminados' }).getByRole('listitem');
  await expect(card).toContainText(SPACE_NAME);
  await expect(card).toContainText('Puedes restaurarlo hasta el');
  await shoot(colleaguePage, 'deleted-spaces');
  expect((await apiResponse(request, 'GET', `/spaces/${owner.spaceId}`, { token: owner.token })).status).toBe(
    404,
  );
  await waitForEmail(owner.email, { subject: /fue eliminado de Citavet/ });

  // Restored: back in the list of spaces, with the team as it was.
  await card.getByRole('button', { name: `Restaurar ${SPACE_NAME}` }).click();
  await expect(colleaguePage).toHaveURL(new RegExp(`/dashboard/${owner.spaceId}/miembros$`));
  await expect(colleaguePage.getByRole('tab', { name: 'Miembros (2)' })).toBeVisible();
  expect((await apiResponse(request, 'GET', `/spaces/${owner.spaceId}`, { token: owner.token })).status).toBe(
    200,
  );
  await colleaguePage.goto('/settings/espacios-eliminados');
  await expect(colleaguePage.getByText('No tienes espacios eliminados')).toBeVisible();
  await shoot(colleaguePage, 'deleted-spaces-empty');
});
