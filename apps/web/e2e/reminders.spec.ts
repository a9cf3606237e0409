import { rmSync, writeFileSync } from 'node:fs';
import { expect, test } from './support/journey-test';
import { waitForEmail } from './support/mailbox';
import {
  apiCall,
  clinicToday,
  openAgendaDay,
  setUpClinic,
  signInWithStorage,
  unique,
} from './support/quality-setup';

// The admin sets the appointment reminders in 'Recordatorios'; a client books; the reminder
// reaches the journeys' real SMTP server; its 'Confirmar asistencia' link confirms, and the agenda
// shows 'Confirmada por el cliente'.

const MINUTE = 60_000;
const SLOT = 30 * MINUTE;
// This worker's server's control file (support/journey-test.ts sets it before the tests run).
const controlFile = () => process.env.E2E_CONTROL_FILE ?? '';

test.afterEach(() => rmSync(controlFile(), { force: true }));

/** The clinic-local 'YYYY-MM-DDTHH:MM' of an instant (Europe/Madrid, the clinic's zone). */
function madridLocal(instant: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

test('a reminder e-mail reaches the client and its confirm link marks the appointment', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const clinic = await setUpClinic(request, {
    spaceName: 'Clínica Recordatorios',
    serviceName: 'Vacunación',
  });
  await signInWithStorage(page, clinic.admin);

  // The next half-hour slot at least 40 minutes away inside the clinic's hours (08:00–20:00, the
  // next morning's first one at night); its reminder goes out about a minute from now, whatever the
  // offset that takes.
  const now = Date.now();
  let start = Math.ceil((now + 40 * MINUTE) / SLOT) * SLOT;
  const timeOf = (instant: number) => madridLocal(instant).split('T')[1] ?? '';
  while (timeOf(start) >= '19:30' || timeOf(start) < '08:00') start += SLOT;
  const offsetMinutes = Math.floor((start - now) / MINUTE) - 1;
  const local = madridLocal(start);
  const [date = ''] = local.split('T');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/settings/space/${clinic.spaceId}#recordatorios`);
  await expect(page.getByRole('heading', { name: 'Citas' })).toBeVisible();
  await page.getByRole('button', { name: 'Quitar el aviso de 24 h' }).click();
  await page.getByLabel('Cantidad').fill(String(offsetMinutes));
  await page.getByLabel('Unidad').selectOption({ label: 'minutos' });
  await page.getByRole('button', { name: 'Añadir aviso' }).click();
  // A second reminder, 10 minutes before: the unsubscribe link of the first must stop it.
  await page.getByLabel('Cantidad').fill('10');
  await page.getByLabel('Unidad').selectOption({ label: 'minutos' });
  await page.getByRole('button', { name: 'Añadir aviso' }).click();
  await page
    .getByLabel('Plantilla del recordatorio de cita', { exact: true })
    .fill('Hola, {cliente}: te esperamos el {fecha} a las {hora}. {dueño}');
  await expect(page.getByText(/Marcadores no válidos: \{dueño\}\. Válidos: \{cliente\}/)).toBeVisible();
  await page
    .getByLabel('Plantilla del recordatorio de cita', { exact: true })
    .fill('Hola, {cliente}: te esperamos el {fecha} a las {hora}.\nConfirmar asistencia: {enlace_confirmar}');
  await expect(
    page.getByText('Hola, Lucía Pérez: te esperamos el martes, 14 de abril de 2026 a las 10:30.'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/reminders-settings-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Guardar recordatorios' }).click();
  await expect(page.getByText('Recordatorios guardados')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/reminders-settings-390.png', fullPage: true });

  const email = `recordatorio-${unique()}@example.com`;
  const endLocal = madridLocal(start + SLOT);
  await apiCall(request, 'POST', '/bookings/public', null, {
    serviceScheduleId: clinic.scheduleIdFor(date),
    startTime: local,
    endTime: endLocal,
    clientInfo: { name: 'Lucía Recordatorio', email },
    pet: { name: 'Luna', species: 'perro' },
  });

  // The reminder is due about a minute from now: rather than wait for it, the server's clock moves
  // to its instant (the test-only control file, as the plans journey does) and the outbox sends it.
  const dueAt = start - offsetMinutes * MINUTE;
  writeFileSync(controlFile(), JSON.stringify({ clockOffsetMs: Math.max(0, dueAt - Date.now()) }));
  const reminder = await waitForEmail(email, { subject: /^Recordatorio:/, timeoutMs: 180_000 });
  const link = /https?:\/\/[^\s"<>]+\/reservas\/[A-Za-z0-9_%-]+\/confirmar/.exec(reminder.text ?? '')?.[0];
  expect(link, reminder.text).toBeTruthy();
  const confirmPath = new URL(link ?? '').pathname;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { name: 'Asistencia confirmada' })).toBeVisible();
  await page.screenshot({ path: 'test-results/reminders-confirmed-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/reminders-confirmed-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`/dashboard/${clinic.spaceId}/agenda`);
  await expect(page.getByText('Cargando agenda...')).toBeHidden();
  await openAgendaDay(page, date, clinicToday());
  await page.getByRole('button', { name: /Lucía Recordatorio.*Confirmada por el cliente/ }).click();
  await expect(page.getByRole('dialog').getByText('Confirmada por el cliente')).toBeVisible();
  await page.screenshot({ path: 'test-results/reminders-agenda-1280.png' });

  // The reminder's unsubscribe link stops the next one: it is dropped at once, and the client's
  // communication log says so, beside the confirmation made with the first one's link.
  const unsubscribeUrl = /https?:\/\/\S+\/api\/public\/unsubscribe\/\S+/.exec(reminder.text ?? '')?.[0];
  expect(unsubscribeUrl, reminder.text).toBeTruthy();
  await page.goto(new URL(unsubscribeUrl ?? '').pathname);
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByText('Te has dado de baja de los recordatorios')).toBeVisible();
  const { clients } = await apiCall<{ clients: { id: string; name: string }[] }>(
    request,
    'GET',
    `/spaces/${clinic.spaceId}/clients?search=${encodeURIComponent('Lucía Recordatorio')}`,
    clinic.admin.token,
  );
  const client = clients.find((candidate) => candidate.name === 'Lucía Recordatorio');
  expect(client).toBeTruthy();
  await page.goto(`/dashboard/${clinic.spaceId}/clientes/${client?.id}`);
  const log = page.getByRole('region', { name: 'Comunicaciones' });
  await expect(log.getByText('El cliente se dio de baja de los recordatorios')).toBeVisible();
  await expect(log.getByText('Descartado')).toBeVisible();
  await expect(log.getByText(/Confirmó su asistencia con el enlace/)).toBeVisible();
  await expect(log.getByText(/Se dio de baja de los recordatorios el/)).toBeVisible();
  await log.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/reminders-log-1280.png', fullPage: true });
});
