import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail, waitForEmail } from './support/mailbox';
import { addDays, longDate } from './support/quality-setup';
import { signIn } from './support/sign-in';

// The clinic's currency, per-currency figures, 'No reservable', the schedules overview in
// the navigation, the landing/pricing fixes; and the agenda telling the truth: the price shown is the
// price charged, closures in the agenda, statuses that match a clinic (NO_SHOW, confirmation, undo)
// and the requests inbox, at 1280 and 390 px.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const password = 'secreto-seguro';
const shots = 'test-results/workday';

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data: body,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A clinic priced in euros with one scheduled service and one active service without schedules. */
async function setUpClinic(request: APIRequestContext) {
  const email = `jornada-${unique()}@example.com`;
  const { token } = await api<{ token: string }>(request, 'POST', '/auth/register', {
    body: { name: 'Lucía Jornada', email, password },
  });
  await proveEmail(request, token);
  const space = await api<{ id: string; defaultCurrency: string }>(request, 'POST', '/spaces', {
    token,
    body: { name: 'Clínica Jornada E2E', timeZone: 'Europe/Madrid', defaultCurrency: 'EUR' },
  });
  expect(space.defaultCurrency).toBe('EUR');
  const { service } = await api<{ service: { id: string; currency: string } }>(
    request,
    'POST',
    `/spaces/${space.id}/services`,
    { token, body: { name: 'Consulta general', duration: 30, price: 40 } },
  );
  expect(service.currency).toBe('EUR');
  await api(request, 'POST', '/services/schedules/bulk', {
    token,
    body: {
      serviceId: service.id,
      schedules: [1, 2, 3, 4, 5].flatMap((dayOfWeek) => [
        { dayOfWeek, startTime: '09:00', endTime: '13:30' },
        { dayOfWeek, startTime: '16:00', endTime: '20:00' },
      ]),
    },
  });
  await api(request, 'POST', `/spaces/${space.id}/services`, {
    token,
    body: { name: 'Vacuna importada', duration: 15, price: 30, currency: 'USD' },
  });
  return { email, spaceId: space.id };
}

test('services page: one average per currency, "No reservable", and Horarios in the navigation', async ({
  page,
  request,
}) => {
  const clinic = await setUpClinic(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, clinic.email);
  await page.goto(`/dashboard/${clinic.spaceId}/servicios`);

  const stats = page.getByRole('region', { name: 'Resumen de servicios' });
  await expect(stats.getByText('40,00 €')).toBeVisible();
  await expect(stats.getByText('30,00 US$')).toBeVisible();
  await expect(stats.getByText('Una cifra por moneda')).toBeVisible();
  const unbookable = page.getByRole('row').filter({ hasText: 'Vacuna importada' });
  await expect(unbookable.getByText('No reservable')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Consulta general' }).getByText('No reservable'),
  ).toHaveCount(0);
  await page.screenshot({ path: `${shots}/services-1280.png`, fullPage: true });

  await page.getByRole('link', { name: 'Horarios', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${clinic.spaceId}/horarios$`));
  await expect(page.getByRole('heading', { name: 'Vista de Horarios' })).toBeVisible();
  await page.screenshot({ path: `${shots}/header-horarios-1280.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/${clinic.spaceId}/servicios`);
  await expect(page.getByText('No reservable').filter({ visible: true })).toHaveCount(1);
  await page.screenshot({ path: `${shots}/services-390.png`, fullPage: true });
  await page.getByRole('button', { name: /menú/i }).first().click();
  await expect(page.getByRole('link', { name: 'Horarios', exact: true })).toBeVisible();
  // The menu slides in: let its transition end before looking at it.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/menu-390.png` });
});

test('the setup wizard asks the currency, proposed from the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/accounts/register');
  await page.getByLabel('Nombre completo').fill('Pablo Moneda');
  await page.getByLabel('Email').fill(`moneda-${unique()}@example.com`);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/setup/);
  await expect(page.getByLabel('Moneda')).toHaveValue('MXN');
  await page.screenshot({ path: `${shots}/setup-currency-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/setup-currency-390.png`, fullPage: true });
  await context.close();
});

test('landing and pricing: valid steps list, a visible sideways-scroll hint on phones', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing');
  const hint = page.getByText('Desliza la tabla hacia un lado para ver todos los planes →');
  await hint.scrollIntoViewIfNeeded();
  await expect(hint).toBeVisible();
  await page.getByRole('region', { name: 'Tabla de comparación de planes' }).screenshot({
    path: `${shots}/pricing-table-390.png`,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(hint).toBeHidden();
  await page.getByRole('region', { name: 'Tabla de comparación de planes' }).screenshot({
    path: `${shots}/pricing-table-1280.png`,
  });

  await page.goto('/');
  const steps = page.locator('#how-it-works ol');
  await expect(steps.locator(':scope > *')).toHaveCount(3);
  await expect(steps.locator(':scope > li')).toHaveCount(3);
  await page.locator('#how-it-works').screenshot({ path: `${shots}/how-it-works-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#how-it-works').screenshot({ path: `${shots}/how-it-works-390.png` });
});

const ZONE = 'Europe/Madrid';
const allDay = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '00:00',
  endTime: '23:59',
}));

/** 'YYYY-MM-DD' and minutes of the day now, in the clinic's zone. */
function clinicNow(): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
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
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const wall = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A public clinic open every day, all day; `extra` adds services (with their own ranges). */
async function setUpOpenClinic(request: APIRequestContext, name: string) {
  const email = `jornada-${unique()}@example.com`;
  const { token, user } = await api<{ token: string; user: { id: string } }>(
    request,
    'POST',
    '/auth/register',
    {
      body: { name, email, password },
    },
  );
  const route = `jornada-${unique()}`;
  await proveEmail(request, token);
  const space = await api<{ id: string }>(request, 'POST', '/spaces', {
    token,
    body: { name: 'Clínica Día E2E', route, timeZone: ZONE, defaultCurrency: 'EUR' },
  });
  const addService = async (body: Record<string, unknown>, customPrice?: number) => {
    const { service } = await api<{ service: { id: string } }>(
      request,
      'POST',
      `/spaces/${space.id}/services`,
      {
        token,
        body: { duration: 30, isBookableByClients: true, ...body },
      },
    );
    await api(request, 'POST', '/services/schedules/bulk', {
      token,
      body: {
        serviceId: service.id,
        schedules: allDay.map((range) => (customPrice ? { ...range, customPrice } : range)),
      },
    });
    const { schedules } = await api<{
      schedules: Array<{ id: string; serviceId: string; dayOfWeek: number }>;
    }>(request, 'GET', `/spaces/${space.id}/schedules`, { token });
    return { id: service.id, schedules: schedules.filter((schedule) => schedule.serviceId === service.id) };
  };
  return { email, token, userId: user.id, route, spaceId: space.id, addService };
}

/** ISO weekday (1 = Monday) of a clinic day. */
const weekdayOf = (date: string) => ((new Date(`${date}T12:00:00.000Z`).getUTCDay() + 6) % 7) + 1;

test.describe('the agenda tells the truth', () => {
  test('price shown = price charged: a range with its own price, at 1280 and 390 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const clinic = await setUpOpenClinic(request, 'Marta Precio');
    // The service costs 30 €; its only range charges 45 €.
    await clinic.addService({ name: 'Vacunación', price: 30 }, 45);
    for (const [width, startButton] of [
      [1280, 'Realizar reserva'],
      [390, 'Tomar Turno'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${clinic.route}`);
      await page.getByRole('button', { name: startButton }).click();
      await page.getByRole('button', { name: /Vacunación/ }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Elige un horario' })).toBeVisible();
      await page
        .getByRole('list')
        .getByRole('button', { name: /\d{2}:\d{2}$/ })
        .first()
        .click();
      const summary = page.getByRole('region', { name: 'Resumen de la reserva' });
      await expect(summary.getByText(/45\s€/)).toBeVisible();
      await expect(summary.getByText(/30\s€/)).toHaveCount(0);
      await page.screenshot({ path: `${shots}/price-summary-${width}.png`, fullPage: true });
      const clientEmail = `precio-${width}-${unique()}@example.com`;
      await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Pablo Precio');
      await page.getByLabel(/^Correo electrónico/).fill(clientEmail);
      await page.getByLabel(/^Nombre de la mascota/).fill('Toby');
      await page.getByLabel('Especie').selectOption('perro');
      await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
      const details = page.getByRole('region', { name: 'Detalles de la reserva' });
      await expect(details.getByText(/45\s€/)).toBeVisible();
      await page.screenshot({ path: `${shots}/price-confirmation-${width}.png`, fullPage: true });
      const message = await waitForEmail(clientEmail, { subject: /Reserva confirmada/ });
      expect(message.text).toMatch(/Precio: 45,00\s€/);
      const ics = message.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
      expect(ics?.content).toMatch(/Precio: 45\\,00\s€/);
      const manage = /\/reservas\/[A-Za-z0-9_-]+/.exec(message.text ?? '')?.[0];
      if (!manage) throw new Error('no manage link in the e-mail');
      await page.goto(manage);
      await expect(page.getByText(/45\s€/).first()).toBeVisible();
      await page.screenshot({ path: `${shots}/price-manage-${width}.png`, fullPage: true });
    }
  });

  test('statuses: No asistió and Completada after the start, confirmed, undone, at 1280 and 390 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000); // two widths, each a full round of changes
    const now = clinicNow();
    test.skip(now.minutes > 23 * 60, 'the appointment must start now and end before midnight');
    const clinic = await setUpOpenClinic(request, 'Elena Estados');
    const service = await clinic.addService({ name: 'Consulta general', price: 40 });
    const today = service.schedules.find((schedule) => schedule.dayOfWeek === weekdayOf(now.date));
    if (!today) throw new Error('no range for today');
    const book = (client: string, start: number) =>
      api<{ booking: { id: string } }>(request, 'POST', '/bookings/internal', {
        token: clinic.token,
        body: {
          serviceScheduleId: today.id,
          startTime: `${now.date}T${wall(start)}`,
          endTime: `${now.date}T${wall(start + 30)}`,
          clientInfo: { name: client },
        },
      });
    await book('Rosa Presente', now.minutes);
    await book('Tomás Futuro', Math.min(now.minutes + 31, 23 * 60 + 29));

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, clinic.email);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/dashboard/${clinic.spaceId}/agenda`);
      const dialog = page.getByRole('dialog', { name: 'Detalles de la Cita' });
      // A future appointment cannot be completed yet.
      await page
        .getByRole('button', { name: /Tomás Futuro/ })
        .first()
        .click();
      await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Completar' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page
        .getByRole('button', { name: /Rosa Presente/ })
        .first()
        .click();
      await dialog.getByRole('button', { name: 'Completar' }).click();
      const confirm = page.getByRole('alertdialog', { name: '¿Marcar la cita como completada?' });
      await expect(confirm).toBeVisible();
      await page.screenshot({ path: `${shots}/status-confirm-${width}.png` });
      await confirm.getByRole('button', { name: 'Sí, completar' }).click();
      // The detail closes so the toast's 'Deshacer' is within reach.
      await expect(dialog).toBeHidden();
      const undo = page.getByRole('button', { name: 'Deshacer' });
      await expect(undo).toBeVisible();
      await page.screenshot({ path: `${shots}/status-undo-toast-${width}.png` });
      await undo.click();
      await expect(page.getByText('Cambio deshecho: la cita vuelve a estar Confirmada')).toBeVisible();

      await page
        .getByRole('button', { name: /Rosa Presente/ })
        .first()
        .click();
      await expect(dialog.getByText('Confirmada')).toBeVisible();
      await dialog.getByRole('button', { name: 'No asistió' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, no asistió' }).click();
      await expect(page.getByRole('button', { name: 'Deshacer' })).toBeVisible();
      // KNOWN ISSUE (report): at 390 px the detail sometimes stays open (aria-hidden) after the
      // confirmation; Escape closes it. At 1280 px it closes on its own.
      if (await page.getByRole('heading', { name: 'Detalles de la Cita' }).isVisible()) {
        await page.keyboard.press('Escape');
      }
      await expect(page.getByRole('heading', { name: 'Detalles de la Cita' })).toBeHidden();
      await page
        .getByRole('button', { name: /Rosa Presente/ })
        .first()
        .click();
      await expect(dialog.getByText('No asistió').first()).toBeVisible();
      // The ADMIN may take it back later.
      await expect(dialog.getByRole('button', { name: 'Volver a Confirmada' })).toBeVisible();
      await page.screenshot({ path: `${shots}/status-no-show-${width}.png` });
      await dialog.getByRole('button', { name: 'Volver a Confirmada' }).click();
      await expect(dialog.getByText('Confirmada')).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });

  test('closures in the day, week and month views, on mobile and in the new-appointment modal', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const clinic = await setUpOpenClinic(request, 'Clara Cierres');
    const service = await clinic.addService({ name: 'Consulta general', price: 40 });
    const { date: today } = clinicNow();
    const holiday = addDays(today, 1);
    const congress = addDays(today, 2);
    await api(request, 'POST', `/spaces/${clinic.spaceId}/disabled-dates`, {
      token: clinic.token,
      body: {
        scope: 'SPACE',
        startDate: holiday,
        endDate: holiday,
        isAllDay: true,
        title: 'Feriado',
        reason: 'Fiesta local',
      },
    });
    await api(request, 'POST', `/spaces/${clinic.spaceId}/disabled-dates`, {
      token: clinic.token,
      body: {
        scope: 'HOST',
        hostId: clinic.userId,
        startDate: congress,
        endDate: congress,
        isAllDay: false,
        startTime: '10:00',
        endTime: '12:00',
        title: 'Congreso',
        reason: 'Congreso de veterinaria',
      },
    });
    // A cancelled appointment: hidden unless asked for, struck through when shown.
    const range = service.schedules.find((schedule) => schedule.dayOfWeek === weekdayOf(congress));
    const { booking } = await api<{ booking: { id: string } }>(request, 'POST', '/bookings/internal', {
      token: clinic.token,
      body: {
        serviceScheduleId: range?.id,
        startTime: `${congress}T16:00`,
        endTime: `${congress}T16:30`,
        clientInfo: { name: 'Carlos Cancelado' },
      },
    });
    await api(request, 'PUT', `/bookings/${booking.id}/cancel`, {
      token: clinic.token,
      body: { reason: 'Viaje' },
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, clinic.email);
    await page.goto(`/dashboard/${clinic.spaceId}/agenda`);
    const nextDay = async (date: string) => {
      if (date.slice(0, 7) !== today.slice(0, 7)) {
        await page.getByRole('button', { name: 'Mes siguiente' }).first().click();
      }
      await page
        .getByRole('button', { name: new RegExp(`^${longDate(date)}`) })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: longDate(date) })).toBeVisible();
    };
    await nextDay(holiday);
    await expect(page.getByRole('list', { name: 'Cierres y ausencias del día' })).toContainText(
      'Cerrado: Fiesta local',
    );
    await expect(page.getByRole('note', { name: 'Cerrado: Fiesta local' })).toBeVisible();
    await page.screenshot({ path: `${shots}/closure-day-1280.png`, fullPage: true });
    // The new-appointment modal warns before any client details.
    await page.getByRole('button', { name: 'Nueva Cita' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Nueva Cita' });
    await expect(modal.getByText('Este día hay cierres o ausencias')).toBeVisible();
    await expect(modal.getByText('Cerrado: Fiesta local')).toBeVisible();
    await expect(modal.getByLabel('Nombre del cliente')).toHaveCount(0);
    await page.screenshot({ path: `${shots}/closure-modal-1280.png` });
    await page.keyboard.press('Escape');

    await nextDay(congress);
    await expect(
      page.getByRole('note', { name: 'Ausencia de Clara Cierres: Congreso de veterinaria' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Carlos Cancelado/ })).toHaveCount(0);
    await page.getByText('Mostrar canceladas').click();
    const cancelled = page.getByRole('button', { name: /Carlos Cancelado/ });
    await expect(cancelled).toBeVisible();
    await expect(cancelled).toHaveCSS('text-decoration-line', 'line-through');

    await page.getByRole('radio', { name: 'Semanal' }).click();
    await expect(
      page.getByRole('note', { name: 'Ausencia de Clara Cierres: Congreso de veterinaria' }),
    ).toBeVisible();
    await page.screenshot({ path: `${shots}/closure-week-1280.png`, fullPage: true });
    await page.getByRole('radio', { name: 'Mensual' }).click();
    await expect(
      page.getByTestId('agenda-cierre').filter({ hasText: 'Cerrado: Fiesta local' }),
    ).toBeVisible();
    await page.screenshot({ path: `${shots}/closure-month-1280.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByLabel('Ir a la fecha').fill(holiday);
    await expect(page.getByRole('list', { name: 'Cierres y ausencias del día' })).toContainText(
      'Cerrado: Fiesta local',
    );
    await page.screenshot({ path: `${shots}/closure-mobile-390.png`, fullPage: true });
    await page.getByLabel('Ir a la fecha').fill(congress);
    await expect(page.getByRole('list', { name: 'Cierres y ausencias del día' })).toContainText(
      'Congreso de veterinaria',
    );
    await expect(page.getByRole('button', { name: /Carlos Cancelado/ })).toHaveCount(0);
    await page.getByText('Mostrar canceladas').click();
    await expect(
      page
        .getByRole('button', { name: /Carlos Cancelado/ })
        .locator('span')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Carlos Cancelado/ })).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    await page.screenshot({ path: `${shots}/closure-cancelled-390.png`, fullPage: true });
  });

  test('requests that need approval: the pending page, the inbox badge, Aprobar and Rechazar', async ({
    page,
    request,
  }) => {
    const clinic = await setUpOpenClinic(request, 'Iris Solicitudes');
    await clinic.addService({ name: 'Cirugía', price: 120, requiresApproval: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${clinic.route}`);
    await page.getByRole('button', { name: 'Tomar Turno' }).click();
    await page.getByRole('button', { name: /Cirugía/ }).click();
    await page
      .getByRole('list')
      .getByRole('button', { name: /\d{2}:\d{2}$/ })
      .first()
      .click();
    const clientEmail = `solicitud-${unique()}@example.com`;
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Nora Pendiente');
    await page.getByLabel(/^Correo electrónico/).fill(clientEmail);
    await page.getByLabel(/^Nombre de la mascota/).fill('Toby');
    await page.getByLabel('Especie').selectOption('perro');
    await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
    await expect(page.getByText('La clínica debe confirmar tu solicitud.', { exact: false })).toBeVisible();
    await expect(page.getByText('Recibirás un recordatorio', { exact: false })).toHaveCount(0);
    await page.screenshot({ path: `${shots}/request-pending-390.png`, fullPage: true });
    const requestEmail = await waitForEmail(clientEmail, { subject: /Solicitud de reserva recibida/ });
    expect(requestEmail.text).toContain('te avisará cuando esté confirmada');
    expect(requestEmail.text).not.toContain('recordatorio');

    // A second request, to reject.
    await page.getByRole('button', { name: 'Agendar otra cita' }).click();
    await page.getByRole('button', { name: /Cirugía/ }).click();
    await page
      .getByRole('list')
      .getByRole('button', { name: /\d{2}:\d{2}$/ })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Óscar Rechazo');
    await page.getByLabel(/^Correo electrónico/).fill(`rechazo-${unique()}@example.com`);
    await page.getByLabel(/^Nombre de la mascota/).fill('Nala');
    await page.getByLabel('Especie').selectOption('gato');
    await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
    await expect(page.getByText('La clínica debe confirmar tu solicitud.', { exact: false })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, clinic.email);
    const inboxLink = page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Solicitudes' });
    await expect(page.getByTestId('solicitudes-pendientes')).toHaveText(/^2/);
    await page.getByRole('banner').screenshot({ path: `${shots}/request-badge-1280.png` });
    await inboxLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
    await page.screenshot({ path: `${shots}/request-inbox-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Aprobar la solicitud de Nora Pendiente' }).click();
    await expect(page.getByText('Solicitud aprobada: se avisó al cliente')).toBeVisible();
    await expect(page.getByTestId('solicitudes-pendientes')).toHaveText(/^1/);
    const confirmed = await waitForEmail(clientEmail, { subject: /Reserva confirmada/ });
    expect(confirmed.text).toContain('está confirmada');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Rechazar la solicitud de Óscar Rechazo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, rechazar' }).click();
    await expect(page.getByText('No hay solicitudes pendientes')).toBeVisible();
    await expect(page.getByTestId('solicitudes-pendientes')).toHaveCount(0);
    await page.screenshot({ path: `${shots}/request-inbox-empty-390.png`, fullPage: true });
  });
});
