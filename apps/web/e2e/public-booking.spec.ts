import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail, waitForEmail } from './support/mailbox';
import { apiCall, invitationPathFor } from './support/quality-setup';

// An anonymous visitor books on a clinic's public page (/{route}), on a phone with one professional
// (the host step is skipped) and on a desktop with two (the host step appears). The time they booked
// is then gone from the public availability.

const password = 'secreto-seguro';
const TIME_ZONE = 'Europe/Madrid';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

interface Slot {
  date: string;
  startTime: string;
  startAt: string;
}

async function register(request: APIRequestContext, name: string, slug: string) {
  const email = `${slug}-publica-${unique()}@example.com`;
  return apiCall<{ token: string; user: { id: string; email: string } }>(
    request,
    'POST',
    '/auth/register',
    null,
    {
      name,
      email,
      password,
    },
  );
}

const everyDay = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '08:00',
  endTime: '20:00',
}));

/** A clinic with a public route and 'Consulta general' bookable online every day 08:00-20:00. */
async function setUpClinic(request: APIRequestContext, { hostCount }: { hostCount: 1 | 2 }) {
  const admin = await register(request, 'Laura Pública', 'laura');
  const route = `clinica-${unique()}`;
  await proveEmail(request, admin.token);
  const space = await apiCall<{ id: string }>(request, 'POST', '/spaces', admin.token, {
    name: 'Clínica Reservas E2E',
    route,
    timeZone: TIME_ZONE,
    description: 'Consultas y vacunación para perros y gatos.',
    city: 'Madrid',
    country: 'España',
  });
  const { service } = await apiCall<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.id}/services`,
    admin.token,
    {
      name: 'Consulta general',
      duration: 30,
      price: 40,
      currency: 'EUR',
      isBookableByClients: true,
      requiresApproval: false,
    },
  );
  await apiCall(request, 'POST', '/services/schedules/bulk', admin.token, {
    serviceId: service.id,
    hostId: admin.user.id,
    schedules: everyDay,
  });

  const hosts = [{ id: admin.user.id, name: 'Laura Pública' }];
  if (hostCount === 2) {
    const colleague = await register(request, 'Martín Colega', 'martin');
    const invitation = await apiCall<{ id: string }>(
      request,
      'POST',
      `/spaces/${space.id}/invitations`,
      admin.token,
      { email: colleague.user.email, role: 'MEMBER' },
    );
    // A fresh account's address is unproven: it accepts through the e-mailed link's token.
    const token = (await invitationPathFor(colleague.user.email)).split('/invitaciones/')[1] ?? invitation.id;
    await apiCall(request, 'POST', `/spaces/invitations/${token}/accept`, colleague.token);
    await apiCall(request, 'POST', '/services/schedules/bulk', admin.token, {
      serviceId: service.id,
      hostId: colleague.user.id,
      schedules: everyDay,
    });
    hosts.push({ id: colleague.user.id, name: 'Martín Colega' });
  }
  return { route, spaceId: space.id, serviceId: service.id, hosts };
}

async function nextAvailable(request: APIRequestContext, spaceId: string, serviceId: string, hostId: string) {
  const { availableSlots } = await apiCall<{ availableSlots: Slot[] }>(
    request,
    'GET',
    `/public/space/${spaceId}/service/${serviceId}/host/${hostId}/next-available?maxDaysAhead=30&limit=4`,
    null,
  );
  return availableSlots;
}

async function expectStep(page: Page, stepLabel: string | null, heading: string | RegExp) {
  const title = page.getByRole('heading', { level: 2, name: heading });
  await expect(title).toBeVisible();
  // Focus follows the step, so screen readers announce it.
  await expect(title).toBeFocused();
  if (stepLabel) await expect(page.getByText(stepLabel, { exact: true })).toBeVisible();
}

for (const { label, viewport, hostCount, startButton } of [
  {
    label: 'phone, one professional',
    viewport: { width: 390, height: 844 },
    hostCount: 1,
    startButton: 'Tomar Turno',
  },
  {
    label: 'desktop, two professionals',
    viewport: { width: 1280, height: 800 },
    hostCount: 2,
    startButton: 'Realizar reserva',
  },
] as const) {
  test(`a visitor books the first free time without an account (${label})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const clinic = await setUpClinic(request, { hostCount });
    const host = clinic.hosts[clinic.hosts.length - 1];
    if (!host) throw new Error('clinic without hosts');
    const [firstSlot] = await nextAvailable(request, clinic.spaceId, clinic.serviceId, host.id);
    if (!firstSlot) throw new Error('no free time offered');

    await page.goto(`/${clinic.route}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Clínica Reservas E2E' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Servicios' }).getByText('Consulta general')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Horarios de atención' }).getByText('08:00 - 20:00'),
    ).toHaveCount(7);

    await page.getByRole('button', { name: startButton }).click();
    await expectStep(page, 'Paso 1 de 4', 'Elige un servicio');
    await page.getByRole('button', { name: /Consulta general/ }).click();

    if (hostCount === 2) {
      await expectStep(page, 'Paso 2 de 4', 'Elige un profesional');
      await page.getByLabel('Buscar profesional').fill('martin');
      await expect(page.getByRole('button', { name: /Laura Pública/ })).toHaveCount(0);
      await page.getByRole('button', { name: /Martín Colega/ }).click();
    }

    await expectStep(page, 'Paso 3 de 4', 'Elige un horario');
    const firstTime = page
      .getByRole('list')
      .getByRole('button', { name: new RegExp(`${firstSlot.startTime}$`) });
    await expect(firstTime.first()).toBeVisible();
    await firstTime.first().click();

    await expectStep(page, 'Paso 4 de 4', 'Completa tus datos');
    const summary = page.getByRole('region', { name: 'Resumen de la reserva' });
    await expect(summary.getByText(host.name)).toBeVisible();
    await expect(summary.getByText(new RegExp(`^${firstSlot.startTime} - `))).toBeVisible();

    await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();

    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana Visitante');
    await expect(page.getByText('El nombre es obligatorio')).toHaveCount(0);
    const clientEmail = `ana-${unique()}@example.com`;
    await page.getByLabel(/^Correo electrónico/).fill(clientEmail);
    await page.getByLabel(/^Nombre de la mascota/).fill('Luna');
    await page.getByLabel('Especie').selectOption('perro');
    await page.getByRole('button', { name: 'Confirmar Reserva' }).click();

    await expectStep(page, null, '¡Reserva confirmada!');
    const details = page.getByRole('region', { name: 'Detalles de la reserva' });
    await expect(details.getByText('Consulta general')).toBeVisible();
    await expect(details.getByText(host.name)).toBeVisible();
    // What the clinic's settings (a reminder 24 hours before) will really send for this time.
    await expect(
      page.getByText(
        /^(Te enviaremos un recordatorio 24 horas antes de la cita|No te enviaremos recordatorios de esta cita)\.$/,
      ),
    ).toBeVisible();

    // The booked time is no longer offered to anyone.
    const after = await nextAvailable(request, clinic.spaceId, clinic.serviceId, host.id);
    expect(after.map((slot) => slot.startAt)).not.toContain(firstSlot.startAt);

    // The promise made on screen is kept: the confirmation e-mail reaches the client's mailbox (a real
    // SMTP server), carries a calendar file for that time, and its link cancels the booking.
    const confirmation = await waitForEmail(clientEmail, { subject: /^Reserva confirmada/ });
    const calendar = confirmation.attachments.find((attachment) =>
      attachment.mimeType.startsWith('text/calendar'),
    );
    if (!calendar) throw new Error('the confirmation has no .ics attachment');
    const ics = calendar.content;
    expect(ics).toContain('BEGIN:VEVENT');
    const utcStart = firstSlot.startAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toMatch(new RegExp(`DTSTART[^:\\r\\n]*:${utcStart}`));
    const manageLink = /https?:\/\/\S+?\/reservas\/[A-Za-z0-9_-]+/.exec(confirmation.text ?? '')?.[0];
    if (!manageLink) throw new Error('the confirmation has no manage link');

    // 'Agendar otra cita' starts over, and the page shows the same: the booked time is gone.
    await page.getByRole('button', { name: 'Agendar otra cita' }).click();
    await expectStep(page, 'Paso 1 de 4', 'Elige un servicio');
    await page.getByRole('button', { name: /Consulta general/ }).click();
    if (hostCount === 2) await page.getByRole('button', { name: /Martín Colega/ }).click();
    await expectStep(page, 'Paso 3 de 4', 'Elige un horario');
    const [nextSlot] = after;
    if (nextSlot) {
      await expect(
        page
          .getByRole('list')
          .getByRole('button', { name: new RegExp(`${nextSlot.startTime}$`) })
          .first(),
      ).toBeVisible();
    }

    await page.goto(new URL(manageLink).pathname);
    await page.getByRole('button', { name: 'Cancelar cita' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar cita' }).click();
    await expect(page.getByRole('heading', { name: 'Tu cita ha sido cancelada' })).toBeVisible();
    const reopened = await nextAvailable(request, clinic.spaceId, clinic.serviceId, host.id);
    expect(reopened.map((slot) => slot.startAt)).toContain(firstSlot.startAt);
  });
}

// 'Cualquier profesional' (decision 054): first in the professional step, it offers the
// union of the hosts' times; the server books a free host fairly, and the confirmation, the e-mail
// and the clinic's agenda name the professional actually assigned.
for (const { label, viewport, busyIndex } of [
  { label: 'desktop', viewport: { width: 1280, height: 800 }, busyIndex: 0 },
  { label: 'phone', viewport: { width: 390, height: 844 }, busyIndex: 1 },
] as const) {
  test(`a visitor books 'Cualquier profesional' and meets the free one (${label})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const clinic = await setUpClinic(request, { hostCount: 2 });
    const busy = clinic.hosts[busyIndex];
    const free = clinic.hosts[1 - busyIndex];
    if (!busy || !free) throw new Error('clinic without two hosts');
    // The busy host already has the first free time (booked on their own page).
    const [firstSlot] = await nextAvailable(request, clinic.spaceId, clinic.serviceId, busy.id);
    if (!firstSlot) throw new Error('no free time offered');
    await apiCall(request, 'POST', '/bookings/public', null, {
      serviceScheduleId: (firstSlot as Slot & { scheduleId: string }).scheduleId,
      startTime: firstSlot.startAt,
      endTime: new Date(Date.parse(firstSlot.startAt) + 30 * 60_000).toISOString(),
      clientInfo: { name: 'Otra Persona', email: `otra-${unique()}@example.com` },
    });

    await page.goto(`/${clinic.route}`);
    await page
      .getByRole('button', { name: viewport.width > 800 ? 'Realizar reserva' : 'Tomar Turno' })
      .click();
    await page.getByRole('button', { name: /Consulta general/ }).click();
    await expectStep(page, 'Paso 2 de 4', 'Elige un profesional');
    const choices = page.getByRole('list', { name: 'Profesionales' }).getByRole('button');
    await expect(choices).toHaveCount(3);
    await expect(choices.first()).toContainText('Cualquier profesional');
    await page.screenshot({
      path: `test-results/any-professional-host-step-${viewport.width}.png`,
      fullPage: true,
    });
    await choices.first().click();

    // The union still offers the first time: the other professional is free then.
    await expectStep(page, 'Paso 3 de 4', 'Elige un horario');
    await page
      .getByRole('list')
      .getByRole('button', { name: new RegExp(`${firstSlot.startTime}$`) })
      .first()
      .click();
    await expectStep(page, 'Paso 4 de 4', 'Completa tus datos');
    const summary = page.getByRole('region', { name: 'Resumen de la reserva' });
    await expect(summary.getByText('Cualquier profesional')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana Visitante');
    const clientEmail = `cualquiera-${unique()}@example.com`;
    await page.getByLabel(/^Correo electrónico/).fill(clientEmail);
    await page.getByLabel(/^Nombre de la mascota/).fill('Luna');
    await page.getByLabel('Especie').selectOption('gato');
    await page.getByRole('button', { name: 'Confirmar Reserva' }).click();

    await expectStep(page, null, '¡Reserva confirmada!');
    const details = page.getByRole('region', { name: 'Detalles de la reserva' });
    await expect(details.getByText(free.name)).toBeVisible();
    await expect(details.getByText(busy.name)).toHaveCount(0);
    await page.screenshot({
      path: `test-results/any-professional-confirmed-${viewport.width}.png`,
      fullPage: true,
    });
    const confirmation = await waitForEmail(clientEmail, { subject: /^Reserva confirmada/ });
    expect(confirmation.text).toContain(`Profesional: ${free.name}`);
    // Both are now busy at that time: the union no longer offers it.
    const { availableSlots } = await apiCall<{ availableSlots: Slot[] }>(
      request,
      'GET',
      `/public/space/${clinic.spaceId}/service/${clinic.serviceId}/any-host/next-available?limit=4`,
      null,
    );
    expect(availableSlots.map((slot) => slot.startAt)).not.toContain(firstSlot.startAt);
  });
}

test("an unknown route is the site's 404: no clinic at this address", async ({ page }) => {
  await page.goto(`/clinica-que-no-existe-${unique()}`);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByText('No existe ninguna veterinaria con esta dirección.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});
