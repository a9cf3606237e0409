import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail } from './support/mailbox';
import { addDays, longDate } from './support/quality-setup';
import { signIn } from './support/sign-in';

// Decision 055: staff book an emergency at 22:00 on a closed day after confirming
// 'Fuera de horario: ¿agendar igualmente?', and the agenda marks it 'Fuera de horario' in the day,
// week and month views, the detail and the mobile list. Item 8: the new-appointment modal opens on a
// time that is not past, and the members page and the mobile agenda heading fit 390 px.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const password = 'secreto-seguro';
const shots = 'test-results/emergencies';

async function api<T>(
  request: APIRequestContext,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data: body,
  });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A clinic open Monday to Friday 09:00–13:30: weekends are closed days. */
async function setUpClinic(request: APIRequestContext) {
  const email = `urgencias-${unique()}@example.com`;
  const { token } = await api<{ token: string }>(request, '/auth/register', {
    body: { name: 'Lucía Urgencias', email, password },
  });
  await proveEmail(request, token);
  const space = await api<{ id: string }>(request, '/spaces', {
    token,
    body: { name: 'Clínica Urgencias E2E', timeZone: 'Europe/Madrid', defaultCurrency: 'EUR' },
  });
  const { service } = await api<{ service: { id: string } }>(request, `/spaces/${space.id}/services`, {
    token,
    body: { name: 'Consulta general', duration: 30, price: 40 },
  });
  await api(request, '/services/schedules/bulk', {
    token,
    body: {
      serviceId: service.id,
      schedules: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '13:30' })),
    },
  });
  return { email, spaceId: space.id };
}

/** Today and the time in Madrid, the clinic's zone. */
function clinicNow() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The next Sunday after today (a closed day of this clinic). */
function nextSunday(today: string): string {
  const weekday = new Date(`${today}T12:00:00.000Z`).getUTCDay();
  return addDays(today, 7 - weekday);
}

test('staff book an emergency at 22:00 on a closed day, confirmed, and the agenda marks it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const clinic = await setUpClinic(request);
  const today = clinicNow();
  const sunday = nextSunday(today.date);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, clinic.email);
  await page.goto(`/dashboard/${clinic.spaceId}/agenda`);
  await expect(page.getByText('Cargando agenda...')).toBeHidden();

  await page.getByRole('button', { name: 'Nueva Cita', exact: true }).first().click();
  const modal = page.getByRole('dialog', { name: 'Nueva Cita' });
  // Item 8: never a start in the past of the clinic.
  await expect(modal.getByLabel('Servicio', { exact: true })).not.toHaveValue('');
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  // The free slots arrive after the modal opens; a minute of slack for the clock turning meanwhile.
  await expect
    .poll(async () => {
      const date = await modal.getByLabel('Fecha').inputValue();
      const start = await modal.getByLabel('Hora de inicio').inputValue();
      return date > today.date || (date === today.date && minutesOf(start) >= minutesOf(today.time) - 1);
    })
    .toBe(true);
  await page.screenshot({ path: `${shots}/modal-default-1280.png` });

  await modal.getByLabel('Fecha').fill(sunday);
  await modal.getByLabel('Hora de inicio').fill('22:00');
  await modal.getByLabel('Hora de fin').fill('22:30');
  await modal.getByRole('button', { name: 'Siguiente' }).click();
  await modal.getByRole('button', { name: 'Cliente nuevo' }).click();
  await modal.getByLabel('Nombre del cliente').fill('Rocío Urgente');
  await modal.getByRole('button', { name: 'Crear Cita' }).click();

  const question = page.getByRole('alertdialog', { name: 'Fuera de horario: ¿agendar igualmente?' });
  await expect(question).toBeVisible();
  await page.screenshot({ path: `${shots}/question-1280.png`, animations: 'disabled' });
  await question.getByRole('button', { name: 'Agendar igualmente' }).click();
  await expect(page.getByText('Reserva creada exitosamente para Rocío Urgente')).toBeVisible();
  await expect(modal).toBeHidden();

  // The day view.
  if (sunday.slice(0, 7) !== today.date.slice(0, 7)) {
    await page.getByRole('button', { name: 'Mes siguiente' }).first().click();
  }
  await page
    .getByRole('button', { name: longDate(sunday), exact: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: longDate(sunday) })).toBeVisible();
  const block = page.getByRole('button', { name: /^22:00–22:30 Rocío Urgente.*Fuera de horario$/ });
  await expect(block).toBeVisible();
  await expect(block.getByTestId('fuera-de-horario')).toHaveText('Fuera de horario');
  await block.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/day-1280.png`, fullPage: true });

  // The detail says so.
  await block.click();
  const detail = page.getByRole('dialog', { name: 'Detalles de la Cita' });
  await expect(detail.getByText('Fuera de horario', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/detail-1280.png` });
  await page.keyboard.press('Escape');

  await page.getByRole('radio', { name: 'Semanal' }).click();
  const weekBlock = page.getByRole('button', { name: /Rocío Urgente.*Fuera de horario$/ });
  await expect(weekBlock).toBeVisible();
  await weekBlock.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/week-1280.png`, fullPage: true });
  await page.getByRole('radio', { name: 'Mensual' }).click();
  await expect(page.getByTitle('Fuera de horario').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/month-1280.png`, fullPage: true });

  // Mobile: the day's list and its heading, whole.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByLabel('Ir a la fecha').fill(sunday);
  const item = page
    .getByRole('list', { name: 'Citas del día' })
    .getByRole('button', { name: /Rocío Urgente/ });
  await expect(item.getByTestId('fuera-de-horario')).toBeVisible();
  await page.screenshot({ path: `${shots}/mobile-390.png`, fullPage: true });

  // At 390 px too: the question, then the second emergency in the list.
  await page.getByRole('button', { name: 'Nueva cita' }).click();
  const mobileModal = page.getByRole('dialog', { name: 'Nueva Cita' });
  await mobileModal.getByLabel('Fecha').fill(sunday);
  await mobileModal.getByLabel('Hora de inicio').fill('23:00');
  await mobileModal.getByLabel('Hora de fin').fill('23:30');
  await mobileModal.getByRole('button', { name: 'Siguiente' }).click();
  await mobileModal.getByRole('button', { name: 'Cliente nuevo' }).click();
  await mobileModal.getByLabel('Nombre del cliente').fill('Bruno Nocturno');
  await mobileModal.getByRole('button', { name: 'Crear Cita' }).click();
  await expect(question).toBeVisible();
  await page.screenshot({ path: `${shots}/question-390.png`, animations: 'disabled' });
  await question.getByRole('button', { name: 'Agendar igualmente' }).click();
  await expect(mobileModal).toBeHidden();
  await expect(page.getByRole('list', { name: 'Citas del día' }).getByTestId('fuera-de-horario')).toHaveCount(
    2,
  );
  const heading = page.getByText(longDate(sunday), { exact: true });
  await expect(heading).toBeVisible();
  const headingBox = await heading.evaluate((node) => ({
    scroll: node.scrollWidth,
    client: node.clientWidth,
  }));
  expect(headingBox.scroll).toBeLessThanOrEqual(headingBox.client);
});

test('the members page invitation button fits 390 px', async ({ page, request }) => {
  const clinic = await setUpClinic(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, clinic.email);
  await page.goto(`/dashboard/${clinic.spaceId}/miembros`);
  const invite = page.getByRole('button', { name: 'Invitar Miembro' }).first();
  await expect(invite).toBeVisible();
  const fits = await invite.evaluate((node) => node.scrollWidth <= node.clientWidth);
  expect(fits).toBe(true);
  await page.screenshot({ path: `${shots}/members-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/members-1280.png`, fullPage: true });
});
