import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail } from './support/mailbox';
import { addDays, apiCall, clinicToday, longDate, weekdayOf } from './support/quality-setup';

const password = 'secreto-seguro';
const TIME_ZONE = 'Europe/Madrid';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

interface ManagedBooking {
  status: string;
  localDate: string;
  localStartTime: string;
  localEndTime: string;
  cancellationReason: string | null;
  managePath: string;
}

/**
 * A clinic whose 'Consulta general' (30 min, bookable by clients, cancel and reschedule allowed) runs
 * every day 08:00–20:00, and a client's booking made through the public booking call.
 */
async function setUpBooking(request: APIRequestContext, date: string) {
  const { token } = await apiCall<{ token: string }>(request, 'POST', '/auth/register', null, {
    name: 'Laura Reservas',
    email: `reservas-${unique()}@example.com`,
    password,
  });
  await proveEmail(request, token);
  const space = await apiCall<{ id: string }>(request, 'POST', '/spaces', token, {
    name: 'Clínica Enlace E2E',
    route: `enlace-${unique()}`,
    timeZone: TIME_ZONE,
  });
  const { service } = await apiCall<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.id}/services`,
    token,
    {
      name: 'Consulta general',
      duration: 30,
      price: 40,
      currency: 'EUR',
      isBookableByClients: true,
      requiresApproval: false,
      allowCancellation: true,
      allowRescheduling: true,
    },
  );
  await apiCall(request, 'POST', '/services/schedules/bulk', token, {
    serviceId: service.id,
    schedules: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '08:00',
      endTime: '20:00',
    })),
  });
  const { schedules } = await apiCall<{ schedules: { id: string; serviceId: string; dayOfWeek: number }[] }>(
    request,
    'GET',
    `/spaces/${space.id}/schedules`,
    token,
  );
  const schedule = schedules.find(
    (candidate) => candidate.serviceId === service.id && candidate.dayOfWeek === weekdayOf(date),
  );
  const { booking } = await apiCall<{ booking: ManagedBooking }>(request, 'POST', '/bookings/public', null, {
    serviceScheduleId: schedule?.id,
    startTime: `${date}T10:00`,
    endTime: `${date}T10:30`,
    clientInfo: { name: 'Marta Sánchez', email: `marta-${unique()}@example.com`, phone: '600 000 000' },
  });
  return booking.managePath;
}

test('a client reschedules and then cancels a booking from the e-mailed link', async ({ page, request }) => {
  const today = clinicToday();
  const date = addDays(today, 2);
  const managePath = await setUpBooking(request, date);
  expect(managePath).toMatch(/^\/reservas\/.+/);
  const apiPath = managePath.replace(/^\/reservas\//, '/public/bookings/');

  await page.goto(managePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cita de Consulta general' })).toBeVisible();
  await expect(page.getByText('Estado: Confirmada', { exact: true })).toBeVisible();
  await expect(page.getByText(longDate(date))).toBeVisible();
  await expect(page.getByText('10:00 – 10:30')).toBeVisible();
  await expect(page.getByText(`Hora de la clínica (${TIME_ZONE})`)).toBeVisible();

  // Reschedule: pick the same day at 11:00 in the calendar.
  await page.getByRole('button', { name: 'Cambiar fecha u hora' }).click();
  const picker = page.getByRole('region', { name: 'Elige un nuevo horario' });
  await expect(picker.getByRole('button', { name: 'Confirmar cambio' })).toBeDisabled();
  if (date.slice(0, 7) !== today.slice(0, 7)) {
    await picker.getByRole('button', { name: 'Mes siguiente' }).click();
  }
  await picker.getByRole('button', { name: `${longDate(date)}, con horarios disponibles` }).click();
  const daySlots = picker.getByRole('region', { name: longDate(date), exact: true });
  await daySlots.getByRole('button', { name: `${longDate(date)}, 11:00` }).click();
  await expect(picker.getByText(`${longDate(date)}, 11:00 – 11:30`)).toBeVisible();
  await picker.getByRole('button', { name: 'Confirmar cambio' }).click();

  await expect(page.getByRole('heading', { name: 'Tu cita ha sido reprogramada' })).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(page.getByText('11:00 – 11:30', { exact: true })).toBeVisible();
  const moved = await apiCall<{ booking: ManagedBooking }>(request, 'GET', apiPath, null);
  expect(moved.booking).toMatchObject({ localDate: date, localStartTime: '11:00', localEndTime: '11:30' });

  // The same link, opened again, shows the new time and still lets the client cancel.
  await page.goto(managePath);
  await expect(page.getByText('11:00 – 11:30')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar cita' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cancelar tu cita?' });
  await dialog.getByLabel('Motivo de la cancelación (opcional)').fill('Mi perro ya está mejor');
  await dialog.getByRole('button', { name: 'Sí, cancelar cita' }).click();

  await expect(page.getByRole('heading', { name: 'Tu cita ha sido cancelada' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Estado: Cancelada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar cita' })).toBeHidden();
  const cancelled = await apiCall<{ booking: ManagedBooking }>(request, 'GET', apiPath, null);
  expect(cancelled.booking).toMatchObject({
    status: 'CANCELLED',
    cancellationReason: 'Mi perro ya está mejor',
  });

  // Once cancelled, the link explains why nothing more can be done.
  await page.reload();
  await expect(page.getByText('Esta cita está cancelada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar fecha u hora' })).toBeHidden();
});

test("an unknown link shows 'Reserva no encontrada' with a way home", async ({ page }) => {
  await page.goto(`/reservas/enlace-inexistente-${unique()}`);
  await expect(page.getByRole('heading', { name: 'Reserva no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});
