import { expect, test } from './support/journey-test';
import {
  addDays,
  addMember,
  apiCall,
  bookVisitStartedNow,
  clinicToday,
  openAgendaDay,
  setUpClinic,
  signInWithStorage,
} from './support/quality-setup';

const SCREENSHOTS = process.env.RECORDS_SCREENSHOT_DIR;

test.use({ reducedMotion: 'reduce' });
// A long journey (agenda, two entries, two signatures, an addendum, a download, two widths) on a shared machine.
test.setTimeout(150_000);

test('a vet starts a consultation from the agenda, records weight and a vaccine, signs, adds an addendum and downloads the vaccination card', async ({
  page,
  request,
}) => {
  const clinic = await setUpClinic(
    request,
    { spaceName: 'Clínica Historias E2E', serviceName: 'Consulta' },
    'Vera Veterinaria',
  );
  const { admin, spaceId } = clinic;
  const { client } = await apiCall<{ client: { id: string } }>(
    request,
    'POST',
    `/spaces/${spaceId}/clients`,
    admin.token,
    {
      name: 'Julia Romero',
      email: 'julia.romero@example.com',
    },
  );
  const { pet } = await apiCall<{ pet: { id: string } }>(
    request,
    'POST',
    `/spaces/${spaceId}/clients/${client.id}/pets`,
    admin.token,
    { name: 'Canela', species: 'perro', alerts: ['Muerde'] },
  );
  // An appointment that began two minutes ago, at any hour.
  const { today, startTime } = await bookVisitStartedNow(request, admin, spaceId, 60);

  await signInWithStorage(page, admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/${spaceId}/agenda`);
  await openAgendaDay(page, today, today);
  await page.getByRole('button', { name: new RegExp(`^${startTime}–\\d{2}:\\d{2} Julia Romero`) }).click();
  await page
    .getByRole('dialog', { name: 'Detalles de la Cita' })
    .getByRole('button', { name: 'Iniciar consulta' })
    .click();

  // The pet's page opens with a draft consultation linked to the appointment.
  await expect(page).toHaveURL(new RegExp(`/mascotas/${pet.id}`));
  const consultation = page.getByRole('dialog', { name: 'Nueva entrada: Consulta' });
  await expect(consultation.getByText('Vinculada a la cita de la agenda')).toBeVisible();
  await consultation.getByLabel('Motivo de consulta').fill('Control anual y vacunación');
  await consultation.getByLabel('Peso (kg)').fill('0');
  await consultation.getByLabel('Temperatura (°C)').fill('60');
  await consultation.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(consultation.getByText('El peso debe ser mayor que 0 kg')).toBeVisible();
  await expect(consultation.getByText('La temperatura debe estar entre 25 y 45 °C')).toBeVisible();
  await consultation.getByLabel('Peso (kg)').fill('12,5');
  await consultation.getByLabel('Temperatura (°C)').fill('38,6');
  await consultation.getByLabel('Próximo control').fill(addDays(today, 14));
  await consultation.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(consultation).toBeHidden();
  const entries = page.getByRole('list', { name: 'Entradas' });
  const consultationEntry = entries.getByRole('article', { name: 'Consulta: Control anual y vacunación' });
  await expect(consultationEntry).toContainText('Peso 12,5 kg');
  await expect(consultationEntry).toContainText('Borrador');

  // A vaccine with its next dose.
  await page.getByRole('button', { name: 'Nueva entrada' }).click();
  await page.getByRole('menuitem', { name: 'Vacunación' }).click();
  const vaccine = page.getByRole('dialog', { name: 'Nueva entrada: Vacunación' });
  await vaccine.getByLabel('Producto').fill('Nobivac Rabia');
  await vaccine.getByLabel('Laboratorio').fill('MSD');
  await vaccine.getByLabel('Lote').fill('A123');
  await vaccine.getByLabel('Próxima dosis').fill(addDays(today, 365));
  await vaccine.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(vaccine).toBeHidden();
  const vaccineEntry = entries.getByRole('article', { name: 'Vacunación: Nobivac Rabia' });
  await vaccineEntry.getByRole('button', { name: 'Firmar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Firmar entrada' })
    .getByRole('button', { name: 'Firmar' })
    .click();
  await expect(vaccineEntry).toContainText('Firmada por Vera Veterinaria');
  await expect(page.getByRole('list').filter({ hasText: 'Nobivac Rabia' }).getByText('Al día')).toBeVisible();

  // Signing the consultation offers to complete the appointment.
  await consultationEntry.getByRole('button', { name: 'Firmar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Firmar entrada' })
    .getByRole('button', { name: 'Firmar' })
    .click();
  const after = page.getByRole('dialog', { name: 'Consulta firmada' });
  await after.getByRole('button', { name: 'Marcar la cita como completada' }).click();
  await expect(after.getByRole('button', { name: 'Cita completada' })).toBeVisible();
  await expect(after.getByRole('link', { name: /Agendar próximo control/ })).toBeVisible();
  await after.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(consultationEntry.getByRole('button', { name: 'Editar' })).toHaveCount(0);

  // A correction is an addendum under the signed entry.
  await consultationEntry.getByRole('button', { name: 'Agregar adenda' }).click();
  const addendum = page.getByRole('dialog', { name: 'Agregar adenda' });
  await addendum.getByLabel('Texto de la adenda').fill('Peso tomado con collar: restar 0,2 kg');
  await addendum.getByRole('button', { name: 'Agregar adenda' }).click();
  await expect(addendum).toBeHidden();
  await expect(consultationEntry.getByRole('region', { name: 'Adendas' })).toContainText(
    'Peso tomado con collar',
  );

  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/pet-history-1280.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar carnet' }).click();
  expect((await download).suggestedFilename()).toBe('carnet-vacunacion-Canela.pdf');

  // The appointment is completed in the agenda.
  const { bookings } = await apiCall<{ bookings: Array<{ status: string }> }>(
    request,
    'GET',
    `/bookings?spaceId=${spaceId}&fromDate=${today}&toDate=${today}`,
    admin.token,
  );
  expect(bookings.map((booking) => booking.status)).toEqual(['COMPLETED']);

  // 390 px: one column, nothing cut.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Historia clínica' })).toBeVisible();
  await expect(entries.getByRole('article')).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/pet-history-390.png`, fullPage: true });
});

test("'Agendar próximo control' opens the agenda's new appointment pre-filled: pet, client, vet, the day's first free slot and the reason", async ({
  page,
  request,
}) => {
  const clinic = await setUpClinic(
    request,
    { spaceName: 'Clínica Controles E2E', serviceName: 'Consulta' },
    'Vera Veterinaria',
  );
  const { admin, spaceId } = clinic;
  // A second member: the modal then asks for the professional, and the link must choose the vet.
  await addMember(request, clinic, 'Mario Miembro');
  const { client } = await apiCall<{ client: { id: string } }>(
    request,
    'POST',
    `/spaces/${spaceId}/clients`,
    admin.token,
    { name: 'Julia Romero', email: 'julia.romero@example.com' },
  );
  const { pet } = await apiCall<{ pet: { id: string } }>(
    request,
    'POST',
    `/spaces/${spaceId}/clients/${client.id}/pets`,
    admin.token,
    { name: 'Canela', species: 'perro' },
  );
  const control = addDays(clinicToday(), 14);
  // The vet's first half hour that day is taken: the first free slot is later, as the engine says.
  await apiCall(request, 'POST', '/bookings/internal', admin.token, {
    serviceScheduleId: clinic.scheduleIdFor(control),
    startTime: `${control}T08:00`,
    endTime: `${control}T08:30`,
    notes: null,
    clientInfo: { name: 'Otro Cliente', email: 'otro@example.com' },
  });
  const draftConsultation = async (reason: string) =>
    apiCall(request, 'POST', `/spaces/${spaceId}/pets/${pet.id}/records`, admin.token, {
      kind: 'CONSULTATION',
      content: { reason, nextControlOn: control },
    });
  type Slot = { startTime: string; endTime: string; serviceId: string; available: boolean };
  const firstAvailable = (slots: Slot[]) => {
    const [first] = slots
      .filter((slot) => slot.available)
      .sort((one, other) => one.startTime.localeCompare(other.startTime));
    if (!first) throw new Error('the vet has no free slot on the control day');
    return first;
  };
  const { slots } = await apiCall<{ slots: Slot[] }>(
    request,
    'GET',
    `/bookings/host/${admin.user.id}/availability?date=${control}&spaceId=${spaceId}`,
    admin.token,
  );
  const firstFree = firstAvailable(slots);
  expect(firstFree.startTime > '08:00').toBe(true);
  await draftConsultation('Otitis externa');
  await draftConsultation('Revisión de la otitis');

  await signInWithStorage(page, admin);
  const signAndBook = async (reason: string) => {
    await page.goto(`/dashboard/${spaceId}/mascotas/${pet.id}`);
    const entry = page
      .getByRole('list', { name: 'Entradas' })
      .getByRole('article', { name: `Consulta: ${reason}` });
    await entry.getByRole('button', { name: 'Firmar' }).click();
    await page
      .getByRole('alertdialog', { name: 'Firmar entrada' })
      .getByRole('button', { name: 'Firmar' })
      .click();
    const after = page.getByRole('dialog', { name: 'Consulta firmada' });
    const seen = page.waitForResponse((response) => response.url().includes('/availability?'));
    await after.getByRole('link', { name: /Agendar próximo control/ }).click();
    // The modal asks the engine itself; the day's first free slot moves once the control is booked.
    const answer = (await (await seen).json()) as { data: { slots: Slot[] } };
    const expected = firstAvailable(answer.data.slots);

    const modal = page.getByRole('dialog', { name: 'Nueva Cita' });
    await expect(modal).toBeVisible();
    // The request is read once: the address loses it, so a reload does not open the modal again.
    await expect(page).toHaveURL(new RegExp(`/dashboard/${spaceId}/agenda$`));
    await expect(modal.getByLabel('Miembro')).toHaveValue(admin.user.id);
    await expect(modal.getByLabel('Fecha')).toHaveValue(control);
    await expect(modal.getByLabel('Hora de inicio')).toHaveValue(expected.startTime);
    await expect(modal.getByLabel('Hora de fin')).toHaveValue(expected.endTime);
    await expect(modal.getByLabel('Servicio')).toHaveValue(expected.serviceId);
    await expect(modal.getByText(`Primera hora libre del día: ${expected.startTime}.`)).toBeVisible();
    return { modal, slot: expected };
  };

  await page.setViewportSize({ width: 1280, height: 900 });
  const { modal, slot } = await signAndBook('Otitis externa');
  expect(slot).toEqual(firstFree);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/next-control-1280.png` });
  await modal.getByRole('button', { name: 'Siguiente' }).click();
  await expect(modal.getByText('Julia Romero')).toBeVisible();
  await expect(modal.getByLabel('Mascota')).toHaveValue(pet.id);
  await expect(modal.getByLabel('Motivo de la consulta')).toHaveValue('Próximo control');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/next-control-step2-1280.png` });
  await modal.getByRole('button', { name: 'Crear Cita' }).click();
  await expect(modal).toBeHidden();
  const { bookings } = await apiCall<{
    bookings: Array<{
      startTime: string;
      reason: string | null;
      pet: { id: string } | null;
      client: { id: string | null };
    }>;
  }>(request, 'GET', `/bookings?spaceId=${spaceId}&fromDate=${control}&toDate=${control}`, admin.token);
  const booked = bookings.filter((booking) => booking.reason === 'Próximo control');
  expect(booked).toHaveLength(1);
  expect(booked[0]?.pet?.id).toBe(pet.id);

  // 390 px: the same link opens the same modal, one column, nothing cut.
  await page.setViewportSize({ width: 390, height: 844 });
  const { modal: small, slot: later } = await signAndBook('Revisión de la otitis');
  // The first control took that slot: the second one starts later.
  expect(later.startTime > firstFree.startTime).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/next-control-390.png` });
  await small.getByRole('button', { name: 'Siguiente' }).click();
  await expect(small.getByLabel('Mascota')).toHaveValue(pet.id);
  await expect(small.getByLabel('Motivo de la consulta')).toHaveValue('Próximo control');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/next-control-step2-390.png` });
});
