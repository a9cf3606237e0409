import { expectAccessible } from './support/accessible';
import { expect, test } from './support/journey-test';
import { apiCall, setUpClinic, signInWithStorage } from './support/quality-setup';

const SCREENSHOTS = process.env.CLIENTS_SCREENSHOT_DIR;

test.use({ reducedMotion: 'reduce' });
// A long journey (import twice, merge, photo) on a shared 2-core machine.
test.setTimeout(180_000);

/** A 48×48 PNG (an orange dot on teal), for the upload pipeline to decode and re-encode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAqklEQVRYhe3YyxGAIAwE0HSw/VmExxRFdVuCDfgBlBh0Zzgzb5YQPgZfUw17XQCBViXkqiHsZcCynI+gXcYrx02Zjdaw0WSjKWxkWZiGdSaL1LDCZMEaXpmmAnGM5txkr2h4bBKodCUUsF48MAlUlBBVQ4t2masP+XSNETrtMV9CyHZjRMI7NRKCkO1dhqdNH33b4zbrN/9DaJH1TauPc1dC6C1K1ZBXJbQBYEx8oiW22KAAAAAASUVORK5CYII=',
  'base64',
);

const CSV = [
  'Cliente;Móvil;E-mail;Color favorito;Observaciones',
  'Lola Importada;611 222 333;lola@example.com;azul;Prefiere mañanas',
  ';600 000 000;sin-nombre@example.com;rojo;',
  'Tomás Nuevo;+34 622 333 444;no-es-correo;verde;',
  'Irene Vega;633 444 555;irene@example.com;;Gato tímido',
].join('\n');

/** Pets of the imported clients, named by e-mail or phone; one owner unknown, one species unknown. */
const PETS_CSV = [
  'Correo del cliente;Teléfono del cliente;Mascota;Especie;Raza',
  'lola@example.com;;Canela;Perro;Beagle',
  ';633 444 555;Misi;Gato;',
  'nadie@example.com;;Toby;Perro;',
  'irene@example.com;;Rex;Dinosaurio;',
].join('\n');

for (const width of [1280, 390]) {
  test(`staff import a CSV through its preview and merge a suggested duplicate (${width} px)`, async ({
    page,
    request,
  }) => {
    const clinic = await setUpClinic(
      request,
      { spaceName: `Clínica Duplicados ${width}`, serviceName: 'Consulta' },
      'Rosa Recepción',
    );
    const { token } = clinic.admin;
    const spaceId = clinic.spaceId;
    const { client: older } = await apiCall<{ client: { id: string } }>(
      request,
      'POST',
      `/spaces/${spaceId}/clients`,
      token,
      { name: 'Marta Gómez', phone: '+34 699 111 222', email: 'marta@example.com' },
    );
    await apiCall(request, 'POST', `/spaces/${spaceId}/clients/${older.id}/pets`, token, {
      name: 'Toby',
      species: 'perro',
    });
    const { client: newer } = await apiCall<{ client: { id: string } }>(
      request,
      'POST',
      `/spaces/${spaceId}/clients`,
      token,
      { name: 'Marta G.', phone: '699-111-222', address: 'Calle Mayor 3' },
    );
    await apiCall(request, 'POST', `/spaces/${spaceId}/clients/${newer.id}/pets`, token, {
      name: 'Misha',
      species: 'gato',
    });

    // A mother and son sharing the family phone: suggested, but two people ('No son duplicados').
    for (const name of ['Pilar Ruiz', 'Hugo Ruiz']) {
      await apiCall(request, 'POST', `/spaces/${spaceId}/clients`, token, { name, phone: '655 000 111' });
    }

    await signInWithStorage(page, clinic.admin);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/dashboard/${spaceId}/clientes`);
    await expect(page.getByRole('heading', { name: 'Clientes', exact: true })).toBeVisible();

    // Import: the preview guesses the columns from the headers, shows the first rows with what the
    // import will say about each, and the mapping can be changed before importing.
    await page.getByTestId('clients-csv-file').setInputFiles({
      name: 'clientes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    const preview = page.getByRole('dialog', { name: 'Importar clientes' });
    await expect(preview.getByLabel('Columna «Cliente»')).toHaveValue('name');
    await expect(preview.getByLabel('Columna «Móvil»')).toHaveValue('phone');
    await expect(preview.getByLabel('Columna «E-mail»')).toHaveValue('email');
    await expect(preview.getByLabel('Columna «Color favorito»')).toHaveValue('');
    await preview.getByLabel('Columna «Observaciones»').selectOption('notes');
    await expect(preview.getByRole('row')).toHaveCount(1 + 4);
    await expect(preview.getByRole('row').nth(2)).toContainText('El nombre del cliente es requerido');
    await expect(preview.getByRole('row').nth(3)).toContainText('Ingresa un correo electrónico válido');
    await expect(preview.getByRole('row').nth(1)).toContainText('Correcta');
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/import-preview-${width}.png`, fullPage: true });
    await expectAccessible(page, 'vista previa de importación');
    await preview.getByRole('button', { name: 'Importar clientes' }).click();

    const report = page.getByRole('dialog', { name: 'Importación completada' });
    const figure = (label: string) =>
      report.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    await expect(figure('Creados')).toHaveText('2');
    await expect(figure('Rechazados')).toHaveText('2');
    await expect(report).toContainText('Fila 3: El nombre del cliente es requerido');
    await expect(report).toContainText('Fila 4: Ingresa un correo electrónico válido');
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/import-report-${width}.png`, fullPage: true });
    await expectAccessible(page, 'informe de importación');
    await report.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(page.getByRole('link', { name: 'Lola Importada' })).toBeVisible();

    // The same file again creates nothing.
    await page.getByTestId('clients-csv-file').setInputFiles({
      name: 'clientes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await preview.getByLabel('Columna «Observaciones»').selectOption('notes');
    await preview.getByRole('button', { name: 'Importar clientes' }).click();
    await expect(figure('Creados')).toHaveText('0');
    await expect(figure('Sin cambios')).toHaveText('2');
    await report.getByRole('button', { name: 'Cerrar' }).first().click();

    // Pets, from a file naming each owner by e-mail or phone: a preview that writes nothing, then
    // the import.
    await page.getByTestId('pets-csv-file').setInputFiles({
      name: 'mascotas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(PETS_CSV),
    });
    const petsPreview = page.getByRole('dialog', { name: 'Importar mascotas' });
    const petFigure = (label: string) =>
      page.getByRole('dialog').getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    await expect(petFigure('Se agregarán')).toHaveText('2');
    await expect(petFigure('Con errores')).toHaveText('2');
    await expect(petsPreview).toContainText(
      'Fila 4: No existe ningún cliente con el correo o el teléfono de esta fila',
    );
    await expect(petsPreview).toContainText('Fila 5: Especie inválida');
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/pets-preview-${width}.png`, fullPage: true });
    await expectAccessible(page, 'vista previa de mascotas');
    await petsPreview.getByRole('button', { name: 'Importar mascotas' }).click();
    await expect(petFigure('Creadas')).toHaveText('2');
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/pets-report-${width}.png`, fullPage: true });
    await page
      .getByRole('dialog', { name: 'Importación completada' })
      .getByRole('button', { name: 'Cerrar' })
      .first()
      .click();

    // Duplicates: the pair sharing a phone, side by side; keep the newer record this time.
    await page.getByRole('link', { name: 'Duplicados' }).click();
    await expect(page.getByRole('heading', { name: 'Clientes duplicados' })).toBeVisible();
    const pairs = page.getByRole('list', { name: 'Posibles duplicados' }).getByRole('listitem');
    await expect(pairs).toHaveCount(2);
    const family = pairs.filter({ hasText: 'Pilar Ruiz' });
    await expect(family).toContainText('Hugo Ruiz');
    await family.getByRole('button', { name: 'No son duplicados' }).click();
    const notDuplicates = page.getByRole('alertdialog', { name: '¿No son duplicados?' });
    await expect(notDuplicates).toContainText('Pilar Ruiz y Hugo Ruiz son personas distintas');
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/not-duplicates-${width}.png`, fullPage: true });
    await notDuplicates.getByRole('button', { name: 'No son duplicados' }).click();
    await expect(page.getByText('Marcados como no duplicados')).toBeVisible();
    await expect(pairs).toHaveCount(1);
    // It does not come back.
    await page.reload();
    await expect(pairs).toHaveCount(1);
    await expect(pairs.first()).toContainText('Mismo teléfono');
    await expect(pairs.first().getByRole('radio', { name: /Marta Gómez/ })).toBeChecked();
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/duplicates-${width}.png`, fullPage: true });
    await expectAccessible(page, 'duplicados');
    await pairs
      .first()
      .getByRole('radio', { name: /Marta G\./ })
      .check();
    await pairs.first().getByRole('button', { name: 'Fusionar' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Fusionar clientes?' });
    await expect(confirm).toContainText('Marta Gómez se fusiona en Marta G.');
    await confirm.getByRole('button', { name: 'Fusionar' }).click();
    await expect(page.getByText('No hay duplicados')).toBeVisible();

    // Nothing lost: the kept record has both pets and the e-mail it lacked.
    await page.getByRole('link', { name: 'Clientes', exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('699 111 222');
    await expect(page.getByRole('list', { name: 'Clientes' }).getByRole('listitem')).toHaveCount(1 + 2);
    await page.getByRole('link', { name: 'Marta G.' }).click();
    await expect(page.getByText('marta@example.com')).toBeVisible();
    await expect(page.getByRole('link', { name: /Toby/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Misha/ })).toBeVisible();

    // A photo for Toby: uploaded on the pet page, shown there and on the owner's pet card.
    await page.getByRole('link', { name: /Toby/ }).click();
    await expect(page.getByRole('heading', { name: 'Toby' })).toBeVisible();
    await page
      .getByTestId('pet-photo-file')
      .setInputFiles({ name: 'toby.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Foto de Toby' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/pet-photo-${width}.png`, fullPage: true });
    await expectAccessible(page, 'mascota con foto');
    await page.getByRole('link', { name: 'Marta G.' }).first().click();
    // Fetched with the session (never public by its storage key) and shown from memory (decision 068).
    await expect(page.getByRole('link', { name: /Toby/ }).locator('img')).toHaveAttribute('src', /^blob:/);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/client-pets-${width}.png`, fullPage: true });
  });
}
