import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import {
  apiCall,
  bookVisitStartedNow,
  openAgendaDay,
  setUpClinic,
  signInWithStorage,
} from './support/quality-setup';

// Charging the visit: book, complete, charge with two methods, read the receipt PDF's total as
// text, close the day. At 1280 and 390 px; SCREENSHOT_DIR keeps the screens for a look.

const SCREENSHOTS = process.env.CHARGES_SCREENSHOT_DIR;

test.use({ reducedMotion: 'reduce' });
test.setTimeout(150_000);

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1280, 390]) {
  test(`a visit is booked, completed, charged in cash and by card, its receipt read and the day closed (${width} px)`, async ({
    page,
    request,
  }) => {
    const clinic = await setUpClinic(
      request,
      { spaceName: `Clínica Cobros ${width}`, serviceName: 'Consulta' },
      'Carla Caja',
    );
    const { admin, spaceId } = clinic;
    const { client } = await apiCall<{ client: { id: string } }>(
      request,
      'POST',
      `/spaces/${spaceId}/clients`,
      admin.token,
      {
        name: 'Julia Romero',
        email: 'julia.romero@example.com',
      },
    );
    await apiCall(request, 'POST', `/spaces/${spaceId}/clients/${client.id}/pets`, admin.token, {
      name: 'Canela',
      species: 'perro',
    });
    // An appointment that began two minutes ago, at any hour.
    const { today, startTime } = await bookVisitStartedNow(request, admin, spaceId, 35.5);

    await signInWithStorage(page, admin);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`/dashboard/${spaceId}/agenda`);
    const isPhone = width < 500;
    // The desktop agenda opens the day from its calendar; the phone's shows today's list.
    if (!isPhone) await openAgendaDay(page, today, today);
    const appointment = () =>
      isPhone
        ? page
            .getByRole('list', { name: 'Citas del día' })
            .getByRole('button', { name: /Julia Romero/ })
            .first()
        : page.getByRole('button', { name: new RegExp(`^${startTime}–\\d{2}:\\d{2} Julia Romero`) }).first();
    await appointment().click();
    const detail = page.getByRole('dialog', { name: 'Detalles de la Cita' });
    await detail.getByRole('button', { name: 'Completar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, completar' }).click();
    await expect(detail).toBeHidden();
    await appointment().click();
    await page
      .getByRole('dialog', { name: 'Detalles de la Cita' })
      .getByRole('link', { name: 'Cobrar' })
      .click();

    // The booked service at the price shown, plus a free product line.
    await expect(page.getByRole('heading', { name: 'Nuevo cobro' })).toBeVisible();
    await expect(page.getByLabel('Descripción').first()).toHaveValue('Urgencias');
    await expect(page.getByLabel('Precio (EUR)').first()).toHaveValue('35,50');
    await page.getByRole('button', { name: 'Producto' }).click();
    await page.getByLabel('Descripción').nth(1).fill('Pipeta antiparasitaria');
    await page.getByLabel('Precio (EUR)').nth(1).fill('12,25');
    await expect(page.getByTestId('charge-total')).toHaveText('47,75\u00a0€');
    await page.getByLabel('Importe (EUR)').first().fill('20');
    await page.getByRole('button', { name: 'Otro medio de pago' }).click();
    await page.getByLabel('Importe (EUR)').nth(1).fill('27,75');
    await expect(page.getByText('Pagado en su totalidad')).toBeVisible();
    await noHorizontalOverflow(page);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/new-charge-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Registrar cobro' }).click();

    await expect(page.getByRole('heading', { name: /Recibo n\.º 1/ })).toBeVisible();
    await expect(page.getByTestId('charge-due')).toHaveText('0,00\u00a0€');
    await expect(page.locator('li', { hasText: 'Efectivo' }).first()).toBeVisible();
    await expect(page.locator('li', { hasText: 'Tarjeta de débito' }).first()).toBeVisible();
    await noHorizontalOverflow(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/charge-${width}.png`, fullPage: true });

    // The receipt PDF, read back as text.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar recibo (PDF)' }).click();
    const file = await (await download).path();
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Total \(impuestos incluidos\)\s+47,75\s€/);
    expect(text).toContain('Julia Romero');
    expect(text).toContain('no es una factura fiscal');

    // The day's close: 20 € in cash expected, 20 € counted.
    await page.goto(`/dashboard/${spaceId}/caja`);
    await expect(page.getByRole('heading', { name: 'Cierre de caja' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Efectivo/ })).toContainText('20,00');
    await expect(table.getByRole('row', { name: /Tarjeta de débito/ })).toContainText('27,75');
    await page.getByLabel(/Efectivo contado \(EUR\)/).fill('20');
    await expect(page.getByText('Diferencia: 0,00\u00a0€')).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar caja del día' }).click();
    await expect(page.getByText('Día cerrado', { exact: true })).toBeVisible();
    await expect(page.getByText(/Contado 20,00\s€ · diferencia 0,00\s€/)).toBeVisible();
    await noHorizontalOverflow(page);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/cash-close-${width}.png`, fullPage: true });

    // The client's page shows no balance owed.
    await page.goto(`/dashboard/${spaceId}/clientes/${client.id}`);
    await expect(page.getByText('Sin saldo pendiente')).toBeVisible();

    // An old balance, paid later from the client's page: 10 € of 25 € left owing, then paid (the
    // day is closed, so the payment joins the next open day).
    await apiCall(request, 'POST', `/spaces/${spaceId}/charges`, admin.token, {
      clientId: client.id,
      currency: 'EUR',
      lines: [{ kind: 'PRODUCT', description: 'Pienso', quantity: 1, unitPrice: 2500, taxRateBp: 0 }],
      payments: [{ method: 'CREDIT_CARD', amount: 1500 }],
    });
    await page.reload();
    await expect(page.getByTestId('client-balance')).toContainText('10,00');
    await noHorizontalOverflow(page);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/client-balance-${width}.png`, fullPage: true });
    await page.getByRole('link', { name: 'Cobrar el saldo del recibo n.º 2' }).click();
    await expect(page.getByTestId('charge-due')).toHaveText('10,00\u00a0€');
    await page.getByLabel(/Importe \(pendiente/).fill('10');
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(page.getByTestId('charge-due')).toHaveText('0,00\u00a0€');
    await page.goto(`/dashboard/${spaceId}/clientes/${client.id}`);
    await expect(page.getByText('Sin saldo pendiente')).toBeVisible();
    await expect(page.getByRole('link', { name: /Cobrar el saldo/ })).toHaveCount(0);

    // The visit, charged from the client's appointments, says it was charged already.
    await page.getByRole('link', { name: /Cobrar la visita del/ }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo cobro' })).toBeVisible();
    await expect(page.getByText('Esta cita ya tiene un cobro')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Recibo n.º 1' })).toBeVisible();
    await expect(page.getByLabel('Descripción').first()).toHaveValue('Urgencias');
    await noHorizontalOverflow(page);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/charged-visit-${width}.png`, fullPage: true });
  });
}
