import { expectAccessible } from './support/accessible';
import { expect, test } from './support/journey-test';
import { apiCall, setUpClinic, signInWithStorage } from './support/quality-setup';

const SCREENSHOTS = process.env.CLIENTS_SCREENSHOT_DIR;

// Dialogs fade in; with reduced motion axe never measures a half-transparent frame.
test.use({ reducedMotion: 'reduce' });
// A long journey on a shared 2-core machine.
test.setTimeout(180_000);

/** axe-core (WCAG 2.1 A/AA) on what the page shows now: no serious or critical violation. */
test('staff find a client by typing, open them with Enter, and register a pet with an alert', async ({
  page,
  request,
}) => {
  // A space past its setup (service and schedules), so the dashboard opens.
  const clinic = await setUpClinic(
    request,
    { spaceName: 'Clínica Clientes E2E', serviceName: 'Consulta' },
    'Rosa Recepción',
  );
  const account = clinic.admin;
  const space = { id: clinic.spaceId };
  const { client } = await apiCall<{ client: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.id}/clients`,
    account.token,
    { name: 'José Núñez', phone: '+34 600 123 456', email: 'jose@example.com', reminderConsent: true },
  );
  await apiCall(request, 'POST', `/spaces/${space.id}/clients/${client.id}/pets`, account.token, {
    name: 'Canela',
    species: 'perro',
    breed: 'Mestizo',
    alerts: ['Alergia a la penicilina'],
  });
  await apiCall(request, 'POST', `/spaces/${space.id}/clients`, account.token, { name: 'Ana Canelo' });
  await apiCall(request, 'POST', `/spaces/${space.id}/clients`, account.token, { name: 'Pedro González' });

  await signInWithStorage(page, account);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/${space.id}/agenda`);
  await page.getByRole('link', { name: 'Clientes' }).first().click();
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Clientes' }).getByRole('listitem')).toHaveCount(3 + 1);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/clients-1280.png`, fullPage: true });
  await expectAccessible(page, 'clientes');

  // CSV: the export downloads clientes.csv; importing a file reports each refused row by line.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toBe('clientes.csv');
  await page.getByTestId('clients-csv-file').setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Nombre;Teléfono\nLola Importada;611 222 333\n;600 000 000\nJosé Núñez;600123456\n'),
  });
  await page
    .getByRole('dialog', { name: 'Importar clientes' })
    .getByRole('button', { name: 'Importar clientes' })
    .click();
  const report = page.getByRole('dialog', { name: 'Importación completada' });
  await expect(report.getByRole('definition').first()).toHaveText('1');
  await expect(report).toContainText('Fila 3: El nombre del cliente es requerido');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/import-1280.png` });
  await expectAccessible(page, 'informe de importación');
  await report.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(page.getByRole('link', { name: 'Lola Importada' })).toBeVisible();

  // Accent- and case-free, by phone typed another way; Enter opens the first result.
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await search.fill('600-123');
  await expect(page.getByRole('link', { name: 'José Núñez' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana Canelo' })).toHaveCount(0);
  await search.fill('jose nunez');
  await expect(page.getByText('1 cliente')).toBeVisible();
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: 'José Núñez' })).toBeVisible();
  await expect(page.getByText('Alergia a la penicilina')).toBeVisible();
  await expectAccessible(page, 'cliente');

  await page.getByRole('link', { name: 'Agregar Mascota' }).click();
  await page.getByLabel('Nombre').fill('Michi');
  await page.getByLabel('Especie').selectOption('gato');
  await page.getByLabel('Microchip').fill('123');
  await page.getByRole('button', { name: 'Registrar Mascota' }).click();
  await expect(page.getByText('El número de microchip debe tener exactamente 15 dígitos')).toBeVisible();
  await expectAccessible(page, 'nueva mascota con errores');
  await page.getByLabel('Microchip').fill('985 112 000 123 456');
  await page.getByLabel('Alertas').fill('Muerde');
  await page.getByRole('button', { name: 'Registrar Mascota' }).click();
  await expect(page.getByRole('heading', { name: 'Michi' })).toBeVisible();
  const alerts = page.getByRole('region', { name: 'Alertas' });
  await expect(alerts).toContainText('Muerde');
  await expect(page.getByText('985112000123456')).toBeVisible();
  await expectAccessible(page, 'mascota');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/pet-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/pet-390.png`, fullPage: true });
  await page.getByRole('link', { name: 'José Núñez' }).first().click();
  await expect(page.getByRole('link', { name: 'Michi' })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/client-390.png`, fullPage: true });
  await page.goto(`/dashboard/${space.id}/clientes`);
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Canela/ })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/clients-390.png`, fullPage: true });
});
