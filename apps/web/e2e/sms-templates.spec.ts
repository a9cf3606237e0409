import { expect, test } from './support/journey-test';
import { apiCall, setUpClinic, signInWithStorage } from './support/quality-setup';

// The SMS template editor counts as you type, on the text the phone will receive (sample values in,
// accents as the space chose): GSM-7 by default (160 a message), UCS-2 once an accent is kept (70),
// and a template over 6 segments is refused with its count.

test('the SMS template editor shows encoding, characters left and segments as you type', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const clinic = await setUpClinic(request, { spaceName: 'Clínica SMS', serviceName: 'Vacunación' });
  await signInWithStorage(page, clinic.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/settings/space/${clinic.spaceId}#recordatorios`);
  await expect(page.getByRole('heading', { name: 'Citas' })).toBeVisible();

  await page.getByLabel('Enviar los recordatorios de cita por').selectOption({ label: 'Email y SMS' });
  const template = page.getByLabel('SMS de los recordatorios de cita', { exact: true });
  const counter = page.getByTestId('sms-counter');

  // 'Luna' fills {mascota}; accents are transliterated by default: GSM-7, 160 − 20 left.
  await template.fill('Hola {mascota} vacunación');
  await expect(page.getByTestId('sms-preview')).toHaveText('Hola Luna vacunacion');
  await expect(counter.getByTestId('sms-encoding')).toHaveText('GSM-7');
  await expect(counter.getByTestId('sms-remaining')).toHaveText('140');
  await expect(counter.getByTestId('sms-segments')).toHaveText('1');

  // Each keystroke counts: one more character, one fewer left.
  await template.press('End');
  await template.pressSequentially('!');
  await expect(counter.getByTestId('sms-remaining')).toHaveText('139');

  // Keeping the accents turns the whole SMS into UCS-2: 70 a message.
  await page.getByLabel('Tildes en los SMS').selectOption('keep');
  await expect(counter.getByTestId('sms-encoding')).toHaveText('UCS-2');
  await expect(counter.getByTestId('sms-remaining')).toHaveText('49');
  await expect(page.getByText('Estos caracteres no caben en GSM-7 y reducen cada SMS a 70: ó')).toBeVisible();

  // 161 GSM-7 characters: two segments of 153.
  await page.getByLabel('Tildes en los SMS').selectOption('transliterate');
  await template.fill('a'.repeat(161));
  await expect(counter.getByTestId('sms-segments')).toHaveText('2');
  await expect(counter.getByTestId('sms-remaining')).toHaveText(String(2 * 153 - 161));
  await page.screenshot({ path: '/tmp/sms-templates-1280.png', fullPage: true });

  // Over 6 segments: refused with the count, and nothing can be saved.
  await template.fill('a'.repeat(153 * 6 + 1));
  await expect(counter.getByTestId('sms-segments')).toHaveText('7');
  await expect(page.getByText('El SMS ocupa 7 segmentos; el máximo es 6')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar recordatorios' })).toBeDisabled();

  // Back under the limit, it saves and reads back.
  await template.fill('{clinica}: cita de {mascota} el {fecha} a las {hora}. Responde CONFIRMO o BAJA.');
  await page.getByRole('button', { name: 'Guardar recordatorios' }).click();
  await expect(page.getByText('Recordatorios guardados')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByLabel('SMS de los recordatorios de cita', { exact: true })).toHaveValue(
    '{clinica}: cita de {mascota} el {fecha} a las {hora}. Responde CONFIRMO o BAJA.',
  );
  await page.getByLabel('SMS de los recordatorios de cita', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/sms-templates-390.png', fullPage: false });
});

test('the client form reads the phone as it is typed, and the client page flags one that cannot take SMS', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const clinic = await setUpClinic(request, { spaceName: 'Clínica Teléfonos', serviceName: 'Consulta' });
  await signInWithStorage(page, clinic.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/${clinic.spaceId}/clientes`);
  await page.getByRole('button', { name: 'Nuevo Cliente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Cliente' });
  const phone = dialog.getByLabel('Teléfono');
  const hint = dialog.getByTestId('phone-sms-hint');
  // Read in the clinic's country (España): a mobile, then a landline, then too short.
  await phone.pressSequentially('600 12 34 56');
  await expect(hint).toHaveText('+34 600 12 34 56 · Puede recibir SMS');
  await phone.fill('91 123 45 67');
  await expect(hint).toHaveText('+34 911 23 45 67 · Es un teléfono fijo: no puede recibir SMS');
  await phone.fill('123');
  await expect(hint).toHaveText('El número de teléfono no es válido');
  await page.screenshot({ path: '/tmp/sms-client-form-1280.png' });

  const { client } = await apiCall<{ client: { id: string; phone: string } }>(
    request,
    'POST',
    `/spaces/${clinic.spaceId}/clients`,
    clinic.admin.token,
    { name: 'Rosa Fijo', phone: '91 123 45 67', smsConsent: true },
  );
  expect(client.phone).toBe('+34911234567');
  await page.goto(`/dashboard/${clinic.spaceId}/clientes/${client.id}`);
  await expect(page.getByTestId('phone-sms-flag')).toHaveText(
    'Sin SMS: Es un teléfono fijo: no puede recibir SMS',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/sms-client-page-390.png' });
});
