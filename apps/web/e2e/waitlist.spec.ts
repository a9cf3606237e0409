import { expect, test } from './support/journey-test';
import { waitForEmail } from './support/mailbox';
import { addDays, apiCall, clinicToday, longDate, setUpClinic, unique } from './support/quality-setup';

// The waitlist (decision 085): tomorrow is full, a visitor asks to be told, another client cancels,
// and the offer e-mail's link books the freed time for the visitor.

const wall = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

test('a full day: join the waitlist, someone cancels, the offer link books the slot', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const clinic = await setUpClinic(request, {
    spaceName: `Clínica Llena ${unique()}`,
    serviceName: 'Consulta',
  });
  const today = clinicToday();
  const tomorrow = addDays(today, 1);
  const tokens: string[] = [];
  for (let minutes = 8 * 60; minutes < 20 * 60; minutes += 30) {
    const { booking } = await apiCall<{ booking: { managePath: string } }>(
      request,
      'POST',
      '/bookings/public',
      null,
      {
        serviceScheduleId: clinic.scheduleIdFor(tomorrow),
        startTime: `${tomorrow}T${wall(minutes)}`,
        endTime: `${tomorrow}T${wall(minutes + 30)}`,
        clientInfo: { name: 'Cliente Lleno', email: `lleno-${unique()}@example.com` },
      },
    );
    tokens.push(decodeURIComponent(booking.managePath.split('/reservas/')[1] ?? ''));
  }

  await page.goto(`/${clinic.route}`);
  await page.getByRole('button', { name: 'Realizar reserva' }).click();
  await page
    .getByRole('button', { name: /Consulta/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Ver calendario completo' }).click();
  if (tomorrow.slice(0, 7) !== today.slice(0, 7))
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
  await page.getByRole('button', { name: new RegExp(`^${longDate(tomorrow)}`, 'i') }).click();
  await expect(page.getByText('Sin horarios disponibles')).toBeVisible();

  await page.getByRole('button', { name: 'Avísame si se libera un hueco' }).click();
  const form = page.getByRole('form', { name: 'Avísame si se libera un hueco' });
  const email = `espera-${unique()}@example.com`;
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana Espera');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByRole('textbox', { name: /^Nombre de la mascota/ }).fill('Toby');
  await form.getByRole('textbox', { name: 'Desde' }).fill('10:00');
  await form.getByRole('textbox', { name: 'Hasta' }).fill('12:00');
  await page.screenshot({ path: '/tmp/waitlist-form.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/waitlist-form-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole('button', { name: 'Apuntarme a la lista de espera' }).click();
  await expect(page.getByText('Te avisaremos si se libera un hueco')).toBeVisible();

  // The 10:30 client cancels by their link.
  await apiCall(request, 'POST', `/public/bookings/${encodeURIComponent(tokens[5] ?? '')}/cancel`, null, {});

  const offer = await waitForEmail(email, { subject: /^Se ha liberado un hueco/, timeoutMs: 30_000 });
  expect(offer.text).toContain('Hora: 10:30');
  expect(offer.html).toContain('Confirmar el hueco');
  const link = /\/lista-espera\/oferta\/\S+/.exec(offer.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? '');
  await page.getByRole('button', { name: 'Confirmar el hueco' }).click();
  await expect(page.getByRole('heading', { name: '¡Listo! Tienes la cita reservada.' })).toBeVisible();
  await page.screenshot({ path: '/tmp/waitlist-booked.png', fullPage: true });

  // The link books once.
  await page.reload();
  await page.getByRole('button', { name: 'Confirmar el hueco' }).click();
  await expect(
    page.getByRole('heading', { name: /Este hueco ya está confirmado con este enlace/ }),
  ).toBeVisible();
});
