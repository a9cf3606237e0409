import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail } from './support/mailbox';
import { apiResponse } from './support/quality-setup';
import { signInToAgenda } from './support/sign-in';

const password = 'secreto-seguro';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** An ADMIN whose setup is complete: a space, a service and its weekly schedules. */
async function createAdminWithSpace(request: APIRequestContext) {
  const email = `marta-${unique()}@example.com`;
  const registered = await apiResponse<{ token: string }>(request, 'POST', '/auth/register', {
    body: { name: 'Marta Ríos', email, password },
  });
  expect(registered.status).toBe(201);
  const { token } = registered.data;
  await proveEmail(request, token);
  const space = await apiResponse<{ id: string }>(request, 'POST', '/spaces', {
    token,
    body: { name: 'Veterinaria El Retiro', timeZone: 'Europe/Madrid' },
  });
  expect(space.status).toBe(201);
  const service = await apiResponse<{ id?: string; service?: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.data.id}/services`,
    { token, body: { name: 'Consulta general', price: 30, duration: 30 } },
  );
  expect(service.status).toBe(201);
  const schedules = await apiResponse(request, 'POST', '/services/schedules/bulk', {
    token,
    body: {
      serviceId: service.data.id ?? service.data.service?.id,
      schedules: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' })),
    },
  });
  expect(schedules.status).toBe(201);
  return { email, token, spaceId: space.data.id };
}

/** A real PNG of one colour, drawn by the browser's canvas (the server decodes and re-encodes it). */
async function pngOf(page: Page, name: string, color: string) {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = fill;
      context.fillRect(0, 0, 64, 64);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, color);
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

test('an admin sets the route, contact, address, logo and gallery, and finds them after a reload', async ({
  page,
  request,
}) => {
  const admin = await createAdminWithSpace(request);
  const route = `el-retiro-${unique()}`;
  await signInToAgenda(page, admin.email);

  await page.goto(`/settings/space/${admin.spaceId}`);
  await expect(page.getByRole('heading', { name: 'Configuración de mi Veterinaria' })).toBeVisible();
  const saveButton = page.getByRole('button', { name: 'Guardar Cambios' });
  await expect(saveButton).toBeDisabled();

  // General: the logo goes up at once; the route waits for the save.
  await page.getByLabel('Subir logo').setInputFiles(await pngOf(page, 'logo.png', '#0f766e'));
  await expect(page.getByRole('img', { name: 'Logo de Veterinaria El Retiro' })).toBeVisible();
  await page.getByLabel('Ruta pública').fill(route);

  // Contacto.
  await page.getByRole('tab', { name: 'Contacto' }).click();
  await expect(page).toHaveURL(/#contacto$/);
  await page.getByLabel('Teléfono de contacto').fill('+34 910 123 456');
  await page.getByLabel('Email de contacto').fill('hola@elretiro.es');
  await page.getByLabel('Instagram').fill('@elretiro.vet');

  // Ubicación: the offline geocoder of the e2e server knows real places.
  await page.getByRole('tab', { name: 'Ubicación' }).click();
  await page.getByRole('combobox', { name: 'Buscar dirección' }).fill('alcala madrid');
  await page.getByRole('option', { name: /Calle de Alcalá 45/ }).click();
  await expect(page.getByLabel('Dirección', { exact: true })).toHaveValue('Calle de Alcalá 45');
  await expect(page.getByLabel('Ciudad')).toHaveValue('Madrid');
  await expect(page.getByRole('region', { name: 'Mapa de la ubicación' })).toBeVisible();

  await saveButton.click();
  await expect(page.getByRole('button', { name: 'Guardado' })).toBeVisible();

  // Medios: two images, described, uploaded together.
  await page.getByRole('tab', { name: 'Medios' }).click();
  await expect(page.getByText('Aún no hay fotos ni videos')).toBeVisible();
  await page
    .getByLabel('Subir archivos')
    .setInputFiles([
      await pngOf(page, 'primera.png', '#f97362'),
      await pngOf(page, 'segunda.png', '#2563eb'),
    ]);
  const uploadDialog = page.getByRole('dialog', { name: 'Subir archivos' });
  await uploadDialog.getByLabel('Descripción de primera.png (opcional)').fill('Sala de espera');
  await uploadDialog.getByRole('button', { name: 'Subir 2 archivos' }).click();
  await expect(uploadDialog).toBeHidden();
  const gallery = page.getByRole('list', { name: 'Galería' });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('2 archivos', { exact: true })).toBeVisible();

  // The first one moves after the second; the new order is saved.
  const reordered = page.waitForResponse(
    (response) => response.url().endsWith('/media/reorder') && response.request().method() === 'PUT',
  );
  await gallery.getByRole('button', { name: 'Mover después: primera.png' }).click();
  expect((await reordered).status()).toBe(200);
  await expect(gallery.getByRole('listitem').first()).toContainText('Sin descripción');
  const order = await apiResponse<{ media: Array<{ originalName: string }> }>(
    request,
    'GET',
    `/spaces/${admin.spaceId}/media?limit=50`,
    { token: admin.token },
  );
  expect(order.data.media.map((media) => media.originalName)).toEqual(['segunda.png', 'primera.png']);

  // One goes, after confirming.
  await gallery.getByRole('button', { name: 'Eliminar: segunda.png' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar archivo' });
  await expect(confirm.getByText('¿Estás seguro de que quieres eliminar este archivo?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(gallery.getByRole('listitem')).toHaveCount(1);

  // After a reload everything is still there, read back from the server.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Medios' })).toHaveAttribute('aria-selected', 'true');
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  await expect(gallery.getByRole('button', { name: 'Ver primera.png' })).toBeVisible();
  await expect(gallery.getByText('Sala de espera')).toBeVisible();

  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByLabel('Ruta pública')).toHaveValue(route);
  await expect(page.getByRole('img', { name: 'Logo de Veterinaria El Retiro' })).toBeVisible();

  await page.getByRole('tab', { name: 'Contacto' }).click();
  await expect(page.getByLabel('Teléfono de contacto')).toHaveValue('+34 910 123 456');
  await expect(page.getByLabel('Email de contacto')).toHaveValue('hola@elretiro.es');
  await expect(page.getByLabel('Instagram')).toHaveValue('elretiro.vet');

  await page.getByRole('tab', { name: 'Ubicación' }).click();
  await expect(page.getByLabel('Dirección', { exact: true })).toHaveValue('Calle de Alcalá 45');
  await expect(page.getByLabel('País')).toHaveValue('España');
  await expect(page.getByRole('region', { name: 'Mapa de la ubicación' })).toBeVisible();

  // The public page shows the same: logo, address, contact and the one remaining picture.
  await page.goto(`/${route}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Veterinaria El Retiro' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo de Veterinaria El Retiro' })).toBeVisible();
  await expect(page.getByText('Calle de Alcalá 45').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enviar un correo a hola@elretiro.es' })).toBeVisible();
  const publicGallery = page.getByRole('region', { name: 'Galería' });
  await expect(publicGallery.getByRole('listitem')).toHaveCount(1);
  await expect(publicGallery.getByRole('img', { name: 'Sala de espera' })).toBeVisible();
});
