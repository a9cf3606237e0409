import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessible';
import { expect, test } from './support/journey-test';
import {
  addDays,
  apiCall,
  clinicToday,
  longDate,
  setUpClinic,
  signInWithStorage,
  unique,
} from './support/quality-setup';

// Decision 030, at 1280 and 390 px: (a) a receptionist finds a client by a pet's
// name, opens the pet, and books it from the agenda; (b) a pet owner books on the public page with a
// new pet and the clinic sees it under the existing client. BOOK_SCREENSHOT_DIR keeps screenshots.

const SCREENSHOTS = process.env.BOOK_SCREENSHOT_DIR;
test.use({ reducedMotion: 'reduce' });
// Two screens' worth of axe audits plus a booking: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

const VIEWPORTS = [
  { label: '1280', viewport: { width: 1280, height: 900 } },
  { label: '390', viewport: { width: 390, height: 844 } },
] as const;

/** axe-core (WCAG 2.1 A/AA) on what the page shows now: no serious or critical violation. */
async function shot(page: Page, name: string, isFullPage = false) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: isFullPage });
}

for (const { label, viewport } of VIEWPORTS) {
  const isPhone = viewport.width < 540;

  test(`a receptionist finds a client by a pet's name, opens the pet and books it from the agenda (${label})`, async ({
    page,
    request,
  }) => {
    const clinic = await setUpClinic(
      request,
      { spaceName: 'Clínica Mascotas E2E', serviceName: 'Consulta' },
      'Rosa Recepción',
    );
    const { admin, spaceId } = clinic;
    const { client } = await apiCall<{ client: { id: string } }>(
      request,
      'POST',
      `/spaces/${spaceId}/clients`,
      admin.token,
      {
        name: 'Marta Núñez',
        phone: '+34 611 222 333',
        email: `marta-${unique()}@example.com`,
      },
    );
    const { pet } = await apiCall<{ pet: { id: string } }>(
      request,
      'POST',
      `/spaces/${spaceId}/clients/${client.id}/pets`,
      admin.token,
      { name: 'Lúa', species: 'perro', alerts: ['Muerde'] },
    );
    await apiCall(request, 'POST', `/spaces/${spaceId}/clients`, admin.token, { name: 'Luis Otero' });

    await signInWithStorage(page, admin);
    await page.setViewportSize(viewport);
    await page.goto(`/dashboard/${spaceId}/clientes`);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('lua');
    await expect(page.getByRole('link', { name: 'Marta Núñez' })).toBeVisible();
    await page.getByRole('link', { name: /Lúa/ }).first().click();
    await expect(page.getByRole('heading', { name: 'Lúa' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Alertas' })).toContainText('Muerde');

    // Tomorrow at 10:00, from the agenda's 'Nueva Cita', picking the pet by typing its name.
    const today = clinicToday();
    const tomorrow = addDays(today, 1);
    await page.goto(`/dashboard/${spaceId}/agenda`);
    await page
      .getByRole('button', { name: isPhone ? 'Nueva cita' : 'Nueva Cita', exact: true })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: 'Nueva Cita' });
    await modal.getByLabel('Fecha').fill(tomorrow);
    await modal.getByLabel('Hora de inicio').fill('10:00');
    await modal.getByLabel('Hora de fin').fill('10:30');
    await modal.getByRole('button', { name: 'Siguiente' }).click();
    const search = modal.getByRole('combobox', { name: /Cliente o mascota/ });
    await search.fill('lua');
    await modal.getByRole('option', { name: /Lúa · Marta Núñez/ }).click();
    await expect(modal.getByLabel('Mascota')).toHaveValue(pet.id);
    await expect(modal.getByText('Muerde')).toBeVisible();
    await modal.getByLabel('Motivo de la consulta').fill('Cojea de la pata trasera');
    await shot(page, `modal-${label}`);
    await expectAccessible(page, 'modal con cliente y mascota');
    await modal.getByRole('button', { name: 'Crear Cita' }).click();
    await expect(modal).toHaveCount(0);

    // The agenda shows the pet, its species and its alert on the appointment.
    if (isPhone) {
      await page.getByRole('button', { name: 'Día siguiente' }).click();
      await expect(page.getByText(longDate(tomorrow))).toBeVisible();
    } else {
      if (tomorrow.slice(0, 7) !== today.slice(0, 7))
        await page.getByRole('button', { name: 'Mes siguiente' }).click();
      await page.getByRole('button', { name: longDate(tomorrow), exact: true }).click();
    }
    // Day and week blocks name the pet and its alerts in their label; the mobile list shows them.
    const appointment = page
      .getByRole('button')
      .filter({ hasText: 'Marta Núñez' })
      .filter({ hasText: 'Lúa' })
      .first();
    await expect(appointment).toBeVisible();
    await expect(appointment).toContainText('Lúa');
    await expect(appointment).toContainText('Muerde');
    await appointment.scrollIntoViewIfNeeded();
    await shot(page, `agenda-${label}`);
    await expectAccessible(page, 'agenda con mascota');
    if (!isPhone) {
      // The week and month views show the pet too (a month cell shows its name and a red sign).
      for (const view of ['Semanal', 'Mensual']) {
        await page.getByRole('radio', { name: view }).click();
        await expect(page.getByText('Lúa').first()).toBeVisible();
        await page.getByText('Lúa').first().scrollIntoViewIfNeeded();
        await shot(page, `agenda-${view.toLowerCase()}-${label}`);
      }
      await page.getByRole('radio', { name: 'Diaria' }).click();
    }

    // The detail links the client and the pet; the pet's page lists the appointment and its reason.
    await appointment.click();
    const detail = page.getByRole('dialog', { name: 'Detalles de la Cita' });
    await expect(detail.getByText('Cojea de la pata trasera')).toBeVisible();
    await expect(detail.getByRole('link', { name: 'Marta Núñez' })).toBeVisible();
    await detail.getByRole('link', { name: 'Lúa' }).click();
    await expect(page.getByRole('heading', { name: 'Lúa' })).toBeVisible();
    await expect(page.getByText('Motivo: Cojea de la pata trasera')).toBeVisible();
  });

  test(`a pet owner books on the public page with a new pet, and the clinic sees it under the existing client (${label})`, async ({
    page,
    request,
  }) => {
    const clinic = await setUpClinic(
      request,
      { spaceName: 'Clínica Pública Mascotas', serviceName: 'Consulta' },
      'Laura Admin',
    );
    const { admin, spaceId } = clinic;
    const email = `carmen-${unique()}@example.com`;
    await apiCall(request, 'POST', `/spaces/${spaceId}/clients`, admin.token, {
      name: 'Carmen Ruiz',
      phone: '+34 622 333 444',
      email,
    });

    await page.setViewportSize(viewport);
    await page.goto(`/${clinic.route}`);
    await page
      .getByRole('button', { name: /Tomar Turno|Realizar reserva/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /Consulta/ })
      .first()
      .click();
    const firstTime = page.getByRole('list').getByRole('button', { name: /\d{2}:\d{2}$/ });
    await firstTime.first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Completa tus datos' })).toBeVisible();

    await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
    await expect(page.getByText('El nombre de la mascota es requerido')).toBeVisible();
    await expect(page.getByText('Selecciona la especie').last()).toBeVisible();
    await expectAccessible(page, 'formulario público con errores');
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Carmen');
    await page.getByLabel(/^Correo electrónico/).fill(email.toUpperCase());
    await page.getByLabel(/^Teléfono/).fill('622-333-444');
    await page.getByLabel(/^Nombre de la mascota/).fill('Kira');
    await page.getByLabel('Especie').selectOption('conejo');
    await page.getByLabel(/^Motivo de la consulta/).fill('Revisión de dientes');
    await shot(page, `public-form-${label}`, true);
    await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '¡Reserva confirmada!' })).toBeVisible();

    // The clinic finds one Carmen, with the new pet and the appointment under her record.
    await signInWithStorage(page, admin);
    await page.goto(`/dashboard/${spaceId}/clientes`);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('kira');
    await expect(page.getByText('1 cliente')).toBeVisible();
    await page.getByRole('link', { name: 'Carmen Ruiz' }).click();
    await expect(page.getByRole('heading', { name: 'Carmen Ruiz' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kira' }).first()).toBeVisible();
    await expect(page.getByText('Motivo: Revisión de dientes')).toBeVisible();
    await shot(page, `client-${label}`, true);
  });
}
