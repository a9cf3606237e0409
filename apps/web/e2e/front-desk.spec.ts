import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expect, test } from './support/journey-test';
import {
  type Account,
  addDays,
  apiCall,
  clinicToday,
  invitationPathFor,
  register,
  setUpClinic,
  signInWithStorage,
  TIME_ZONE,
  unique,
} from './support/quality-setup';

// The front desk (decision 072): a RECEPTION member with no schedule of her own runs the clinic's
// day. She sees both vets' columns, books for the second vet from the pet page, checks the patient
// in and sees the wait, approves a request after reading its pet and reason, and prints the day.

const SHOTS = '/tmp/citavet-front-desk';

/** The clinic-local 'HH:MM' of the next half hour from now, and the half hour after it. */
function nextSlot(): { start: string; end: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value);
  const startMinutes = Math.min(hour * 60 + minute + 30 - ((hour * 60 + minute) % 30), 23 * 60);
  const text = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return { start: text(startMinutes), end: text(startMinutes + 30) };
}

async function pdfTextOf(page: Page, click: () => Promise<void>): Promise<string> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  const path = await download.path();
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    // Words a table cell wraps are one phrase to the reader.
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test('a receptionist with no schedule runs two vets’ day at 1280 and 390 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  const clinic = await setUpClinic(
    request,
    { spaceName: 'Clínica Mostrador', serviceName: 'Consulta' },
    'Laura Vet',
  );
  // Two vets, open all day so any hour of the run has a free slot now.
  const pablo = await register(request, 'Pablo Vet', 'pablo');
  const join = async (account: Account, role: 'MEMBER' | 'RECEPTION') => {
    await apiCall(request, 'POST', `/spaces/${clinic.spaceId}/invitations`, clinic.admin.token, {
      email: account.user.email,
      role,
    });
    const token = (await invitationPathFor(account.user.email)).split('/invitaciones/')[1] ?? '';
    await apiCall(request, 'POST', `/spaces/invitations/${token}/accept`, account.token);
  };
  await join(pablo, 'MEMBER');
  const rocio = await register(request, 'Rocío Recepción', 'recepcion');
  await join(rocio, 'RECEPTION');
  const { service } = await apiCall<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${clinic.spaceId}/services`,
    clinic.admin.token,
    { name: 'Urgencias', duration: 30, price: 50, currency: 'EUR', requiresApproval: false },
  );
  for (const hostId of [clinic.admin.user.id, pablo.user.id]) {
    await apiCall(request, 'POST', '/services/schedules/bulk', clinic.admin.token, {
      serviceId: service.id,
      hostId,
      schedules: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '00:00',
        endTime: '23:30',
      })),
    });
  }
  const { service: surgery } = await apiCall<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${clinic.spaceId}/services`,
    clinic.admin.token,
    { name: 'Cirugía', duration: 30, price: 200, currency: 'EUR', requiresApproval: true },
  );
  const { schedules: surgerySchedules } = await apiCall<{ schedules: { id: string; dayOfWeek: number }[] }>(
    request,
    'POST',
    '/services/schedules/bulk',
    clinic.admin.token,
    {
      serviceId: surgery.id,
      hostId: clinic.admin.user.id,
      schedules: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '08:00',
        endTime: '20:00',
      })),
    },
  );
  const { client } = await apiCall<{ client: { id: string } }>(
    request,
    'POST',
    `/spaces/${clinic.spaceId}/clients`,
    clinic.admin.token,
    { name: 'Marta Núñez', phone: '+34611222333', email: `marta-${unique()}@example.com` },
  );
  const { pet } = await apiCall<{ pet: { id: string } }>(
    request,
    'POST',
    `/spaces/${clinic.spaceId}/clients/${client.id}/pets`,
    clinic.admin.token,
    { name: 'Toby', species: 'perro', alerts: ['Muerde'] },
  );
  // A request waiting for approval: tomorrow 10:00 with Laura, for a surgery.
  const tomorrow = addDays(clinicToday(), 1);
  const weekday = new Date(`${tomorrow}T12:00:00Z`).getUTCDay() || 7;
  await apiCall(request, 'POST', '/bookings/internal', clinic.admin.token, {
    serviceScheduleId: surgerySchedules.find((schedule) => schedule.dayOfWeek === weekday)?.id,
    startTime: `${tomorrow}T10:00`,
    endTime: `${tomorrow}T10:30`,
    clientId: client.id,
    petId: pet.id,
    reason: 'Castración programada',
  });

  await signInWithStorage(page, rocio);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Both vets' columns, side by side; no 'Reportes' or 'Miembros' for her.
  await page.goto(`/dashboard/${clinic.spaceId}/agenda`);
  await expect(page.getByRole('region', { name: 'Agenda de Laura Vet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Agenda de Pablo Vet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reportes' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Miembros' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/agenda-1280.png`, fullPage: true });

  // From the pet page, 'Nueva cita' opens the modal with the client and pet chosen; she books Pablo.
  const slot = nextSlot();
  await page.goto(`/dashboard/${clinic.spaceId}/mascotas/${pet.id}`);
  await expect(page.getByRole('heading', { name: 'Toby' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pet-1280.png`, fullPage: true });
  await page.getByRole('link', { name: 'Nueva cita' }).click();
  const modal = page.getByRole('dialog', { name: 'Nueva Cita' });
  await modal.getByLabel('Miembro').selectOption({ label: 'Pablo Vet' });
  await modal.getByLabel('Hora de inicio').fill(slot.start);
  await modal.getByLabel('Hora de fin').fill(slot.end);
  await page.screenshot({ path: `${SHOTS}/modal-1280.png` });
  await modal.getByRole('button', { name: 'Siguiente' }).click();
  await expect(modal.getByLabel('Mascota')).toHaveValue(pet.id);
  await modal.getByLabel('Motivo de la consulta').fill('Vómitos desde ayer');
  await modal.getByRole('button', { name: 'Crear Cita' }).click();
  await expect(modal).toHaveCount(0);

  // At once in Pablo's column; she checks Toby in and the wait shows.
  const pabloColumn = page.getByRole('region', { name: 'Agenda de Pablo Vet' });
  const appointment = pabloColumn.getByRole('button', { name: /Marta Núñez/ });
  await expect(appointment).toBeVisible();
  await appointment.click();
  await page.getByRole('button', { name: 'Registrar llegada' }).click();
  await expect(page.getByRole('dialog').getByText(/En espera \d+ min/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pabloColumn.getByTestId('espera')).toHaveText(/En espera \d+ min/);
  await page.screenshot({ path: `${SHOTS}/agenda-checked-in-1280.png`, fullPage: true });

  // The request: pet, species, reason, phone and returning client, then 'Aprobar'.
  await page.goto(`/dashboard/${clinic.spaceId}/solicitudes`);
  const requests = page.getByRole('list', { name: 'Solicitudes pendientes' });
  await expect(requests).toContainText('Toby');
  await expect(requests).toContainText('(Perro)');
  await expect(requests).toContainText('Castración programada');
  await expect(requests).toContainText('+34611222333');
  await expect(requests).toContainText('Cliente habitual');
  await page.screenshot({ path: `${SHOTS}/requests-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Aprobar la solicitud de Marta Núñez' }).click();
  await expect(page.getByText('Solicitud aprobada: se avisó al cliente')).toBeVisible();

  // The search finds the pet by name from anywhere (Ctrl-K).
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('toby');
  await expect(page.getByRole('button', { name: /Toby \(Perro\)/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/search-1280.png` });
  await page.keyboard.press('Escape');

  // 'Imprimir' gives the day per professional, as a PDF read back as text.
  await page.goto(`/dashboard/${clinic.spaceId}/agenda`);
  const text = await pdfTextOf(page, () => page.getByRole('button', { name: 'Imprimir' }).click());
  for (const expected of [
    'Clínica Mostrador',
    'Laura Vet',
    'Pablo Vet',
    'Marta Núñez',
    '+34611222333',
    'Toby (Perro)',
    'Vómitos desde ayer',
    'Muerde',
    'En sala de espera',
    'Página 1 de 2',
  ]) {
    expect(text).toContain(expected);
  }

  // A reload keeps 'Ver agendas de' as she left it: only Pablo.
  await page.getByRole('button', { name: /Ver agendas de/ }).click();
  await page.getByRole('checkbox', { name: /Laura Vet/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Agenda de Laura Vet' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Agenda/ }).first()).toBeVisible();
  await expect(page.getByText('Pablo Vet').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Agenda de Laura Vet' })).toHaveCount(0);

  // 390 px: one list naming the vet on each card, with the wait; printing works there too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /Ver agendas de/ }).click();
  await page.getByRole('button', { name: 'Seleccionar todos' }).click();
  await page.keyboard.press('Escape');
  const cards = page.getByRole('list', { name: 'Citas del día' });
  await expect(cards).toContainText('Pablo Vet');
  await expect(cards.getByTestId('espera')).toHaveText(/En espera \d+ min/);
  await page.screenshot({ path: `${SHOTS}/agenda-390.png`, fullPage: true });
  const phoneText = await pdfTextOf(page, () => page.getByRole('button', { name: 'Imprimir' }).click());
  expect(phoneText).toContain('Toby (Perro)');
  await page.goto(`/dashboard/${clinic.spaceId}/solicitudes`);
  await expect(page.getByText('No hay solicitudes pendientes')).toBeVisible();
  await page.goto(`/dashboard/${clinic.spaceId}/mascotas/${pet.id}`);
  await expect(page.getByRole('link', { name: 'Nueva cita' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pet-390.png`, fullPage: true });

  // Outside her role, the API refuses in Spanish: not only a hidden button.
  const refused = await request.fetch(
    `/api/spaces/${clinic.spaceId}/reports/summary?from=2026-01-01&to=2026-01-31`,
    {
      headers: { Authorization: `Bearer ${rocio.token}` },
    },
  );
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Recepción no tiene acceso a los reportes',
  );
});

test('the admin invites as Recepción and changes a vet to Recepción, at 1280 and 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const clinic = await setUpClinic(
    request,
    { spaceName: 'Clínica Roles', serviceName: 'Consulta' },
    'Ana Admin',
  );
  const vet = await register(request, 'Pablo Vet', 'pablo');
  await apiCall(request, 'POST', `/spaces/${clinic.spaceId}/invitations`, clinic.admin.token, {
    email: vet.user.email,
    role: 'MEMBER',
  });
  const token = (await invitationPathFor(vet.user.email)).split('/invitaciones/')[1] ?? '';
  await apiCall(request, 'POST', `/spaces/invitations/${token}/accept`, vet.token);
  await signInWithStorage(page, clinic.admin);

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/dashboard/${clinic.spaceId}/miembros`);
    await page.getByRole('button', { name: 'Invitar Miembro' }).first().click();
    const inviteDialog = page.getByRole('dialog', { name: 'Invitar nuevo miembro' });
    await inviteDialog.getByLabel('Rol').selectOption('RECEPTION');
    await expect(inviteDialog).toContainText('sin historias clínicas');
    await page.screenshot({ path: `${SHOTS}/invite-${viewport.width}.png` });
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const table = page.getByRole('table', { name: 'Miembros del espacio' });
  await table.getByRole('button', { name: 'Acciones para Pablo Vet' }).click();
  await page.getByRole('menuitem', { name: /Cambiar rol/ }).click();
  const roleDialog = page.getByRole('alertdialog', { name: 'Cambiar rol del miembro' });
  await roleDialog.getByRole('radio', { name: /Recepción/ }).check();
  await expect(roleDialog).toContainText('de Miembro a Recepción');
  await page.screenshot({ path: `${SHOTS}/change-role-1280.png` });
  await roleDialog.getByRole('button', { name: 'Cambiar rol' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'Pablo Vet' })).toContainText('Recepción');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/members-390.png`, fullPage: true });

  // The reports name the average wait (no arrivals recorded yet here).
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/dashboard/${clinic.spaceId}/reportes`);
    const wait = page
      .getByRole('list', { name: 'Cifras clave' })
      .getByRole('listitem')
      .filter({ hasText: 'Espera media' });
    await expect(wait).toContainText('Sin llegadas registradas');
    await page.screenshot({ path: `${SHOTS}/reports-${viewport.width}.png`, fullPage: true });
  }
});
