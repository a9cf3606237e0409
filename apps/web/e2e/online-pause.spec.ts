import { expect, test } from './support/journey-test';
import { setUpClinic, signInWithStorage, unique } from './support/quality-setup';

// Pausing online booking (decision 078): the ADMIN pauses the whole clinic from the agenda's header,
// a visitor reads on the public page until when and whom to call, and 'Reanudar' gives the page its
// slots back.

test('an admin pauses online booking, a visitor reads the notice, and Reanudar ends it', async ({
  page,
  browser,
  request,
}) => {
  const clinic = await setUpClinic(request, {
    spaceName: `Clínica en Pausa ${unique()}`,
    serviceName: 'Consulta',
  });
  await signInWithStorage(page, clinic.admin);
  await page.goto(`/dashboard/${clinic.spaceId}/agenda`);

  await page.getByRole('button', { name: 'Pausar reservas online' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pausar reservas online' });
  await expect(dialog.getByRole('radio', { name: 'Toda la clínica' })).toBeChecked();
  await dialog.getByRole('radio', { name: '2 horas' }).check();
  await dialog.getByRole('button', { name: 'Pausar' }).click();
  await expect(dialog).toBeHidden();

  const band = page.getByTestId('pausa-reservas-online');
  await expect(band).toContainText('Reservas online en pausa para toda la clínica');
  // 'hasta las 18:40' — or 'hasta mañana a las 01:10' late at night: the band and the page agree.
  const until = (await band.textContent())?.match(/hasta (?:las|mañana a las) \d\d:\d\d/)?.[0];
  expect(until).toBeTruthy();

  const visitor = await browser.newPage();
  await visitor.goto(`/${clinic.route}`);
  await expect(visitor.getByTestId('aviso-pausa-online')).toHaveText(
    `La clínica no está tomando reservas online ${until}; llámanos al +34 910 000 000. Llamar`,
  );

  await band.getByRole('button', { name: 'Reanudar' }).click();
  await expect(band).toBeHidden();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: /Clínica en Pausa/ }).first()).toBeVisible();
  await expect(visitor.getByTestId('aviso-pausa-online')).toHaveCount(0);
  await visitor.close();
});
