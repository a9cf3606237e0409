import { readFile } from 'node:fs/promises';
import { expectAccessible } from './support/accessible';
import { expect, test } from './support/journey-test';
import {
  addDays,
  apiCall,
  clinicToday,
  setUpClinic,
  signInWithStorage,
  unique,
} from './support/quality-setup';

// An admin exports a client's data, erases it, and finds both in Auditoría
// (decisions 036 and 037). The same journey at 1280 px and at 390 px.

const SCREENSHOTS = process.env.PRIVACY_SCREENSHOT_DIR;

test.use({ reducedMotion: 'reduce' });

for (const viewport of [
  { name: 'escritorio', width: 1280, height: 900 },
  { name: 'móvil', width: 390, height: 844 },
]) {
  test(`an admin exports a client's data, erases it and sees both in Auditoría (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    const clinic = await setUpClinic(
      request,
      { spaceName: 'Clínica Privacidad', serviceName: 'Consulta' },
      'Alba Admin',
    );
    const token = clinic.admin.token;
    const email = `marta-${unique()}@example.com`;
    const { client } = await apiCall<{ client: { id: string } }>(
      request,
      'POST',
      `/spaces/${clinic.spaceId}/clients`,
      token,
      { name: 'Marta Sánchez', email, phone: '+34 600 999 888', documentId: '12345678Z' },
    );
    await apiCall(request, 'POST', `/spaces/${clinic.spaceId}/clients/${client.id}/pets`, token, {
      name: 'Canela',
      species: 'perro',
      microchip: '985112345678901',
    });
    const tomorrow = addDays(clinicToday(), 1);
    await apiCall(request, 'POST', '/bookings/internal', token, {
      serviceScheduleId: clinic.scheduleIdFor(tomorrow),
      startTime: `${tomorrow}T10:00`,
      endTime: `${tomorrow}T10:30`,
      clientInfo: { name: 'Marta Sánchez', email },
    });

    await signInWithStorage(page, clinic.admin);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/dashboard/${clinic.spaceId}/clientes/${client.id}`);
    await expect(page.getByRole('heading', { name: 'Marta Sánchez' })).toBeVisible();

    // Export: the JSON file carries everything kept about her, and is named by id only.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar datos' }).click();
    await page.getByRole('menuitem', { name: 'Exportar en JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`cliente-${client.id}.json`);
    const exported = JSON.parse(await readFile((await file.path()) ?? '', 'utf8')) as {
      client: { name: string; email: string };
      pets: { name: string }[];
      bookings: unknown[];
    };
    expect(exported.client).toMatchObject({ name: 'Marta Sánchez', email });
    expect(exported.pets.map((pet) => pet.name)).toEqual(['Canela']);
    expect(exported.bookings).toHaveLength(1);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/client-${viewport.width}.png`, fullPage: true });

    // Erase: the dialog says what goes and what stays; the pending appointment asks once more.
    await page.getByRole('button', { name: 'Borrar datos personales' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Borrar datos personales' });
    await expect(dialog).toContainText('Se borra:');
    await expect(dialog).toContainText('Se conserva:');
    await expect(dialog).toContainText('Las historias clínicas');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/erase-dialog-${viewport.width}.png` });
    await expectAccessible(page, 'diálogo de borrado');
    await dialog.getByRole('button', { name: 'Borrar datos personales' }).click();
    await expect(dialog).toContainText('El cliente tiene 1 cita futura.');
    await dialog.getByRole('button', { name: 'Cancelar citas y borrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Cliente borrado' })).toBeVisible();
    await expect(page.getByText('Datos personales borrados', { exact: true })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    await expect(page.getByText('Canela')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Borrar datos personales' })).toHaveCount(0);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/erased-${viewport.width}.png`, fullPage: true });

    // Auditoría, from the navigation: both events, newest first, with who did them.
    if (viewport.width < 540) {
      await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    }
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Auditoría' })
      .click();
    await expect(page.getByText('Cliente seleccionado')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Auditoría' })).toBeVisible();
    const events = viewport.width < 540 ? page.getByRole('listitem') : page.getByRole('row');
    await expect(events.filter({ hasText: 'Borró los datos personales del cliente' })).toHaveCount(1);
    await expect(events.filter({ hasText: 'Exportó los datos del cliente' })).toHaveCount(1);
    await expect(events.filter({ hasText: 'Alba Admin' }).first()).toBeVisible();
    await expect(events.filter({ hasText: 'Cliente borrado' }).first()).toBeVisible();
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/audit-${viewport.width}.png`, fullPage: true });
    await expectAccessible(page, 'auditoría');

    // Filters: by action, and by the client from its link.
    await page.getByLabel('Acción').selectOption('CLIENT_EXPORTED');
    await expect(events.filter({ hasText: 'Borró los datos personales del cliente' })).toHaveCount(0);
    await expect(events.filter({ hasText: 'Exportó los datos del cliente' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page
      .getByRole('button', { name: 'Ver solo los eventos del cliente Cliente borrado' })
      .first()
      .click();
    await expect(page.getByText('Cliente seleccionado')).toBeVisible();
    await expect(events.filter({ hasText: 'del cliente' })).toHaveCount(2);
  });
}
