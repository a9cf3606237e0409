import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail } from './support/mailbox';
import { addDays, apiCall, clinicToday, longDate } from './support/quality-setup';
import { signIn } from './support/sign-in';

// An admin opens a Saturday vaccination campaign on the 'Horarios' screen and the
// public page offers its times; then changes 24 December to 09:00–13:00 and the agenda labels the
// day in the daily, weekly and phone views. Screenshots at 1280 and 390 px go to test-results/.

const password = 'secreto-seguro';
const TIME_ZONE = 'Europe/Madrid';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** 1 = Monday .. 7 = Sunday. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00.000Z`).getUTCDay() || 7;

/** The next Saturday at least one day ahead. */
function nextSaturday(today: string): string {
  let date = addDays(today, 1);
  while (weekdayOf(date) !== 6) date = addDays(date, 1);
  return date;
}

/** The next 24 December from today on (this year's, or next year's once it has passed). */
function nextChristmasEve(today: string): string {
  const thisYear = `${today.slice(0, 4)}-12-24`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-12-24`;
}

const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

/**
 * A clinic whose only professional offers 'Vacunación' (30 min) on Sundays 07:00–08:00 alone, so a
 * Saturday has no time of its own until the campaign opens it.
 */
async function setUpClinic(request: APIRequestContext) {
  const email = `admin-fechas-${unique()}@example.com`;
  const { token } = await apiCall<{ token: string }>(request, 'POST', '/auth/register', null, {
    name: 'Laura Campaña',
    email,
    password,
  });
  const route = `clinica-fechas-${unique()}`;
  await proveEmail(request, token);
  const space = await apiCall<{ id: string }>(request, 'POST', '/spaces', token, {
    name: 'Clínica Fechas E2E',
    route,
    timeZone: TIME_ZONE,
    city: 'Madrid',
    country: 'España',
  });
  const { service } = await apiCall<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.id}/services`,
    token,
    { name: 'Vacunación', duration: 30, price: 25, currency: 'EUR' },
  );
  await apiCall(request, 'POST', '/services/schedules/bulk', token, {
    serviceId: service.id,
    schedules: [{ dayOfWeek: 7, startTime: '07:00', endTime: '08:00' }],
  });
  return { email, token, spaceId: space.id, route, serviceId: service.id };
}

async function addSpecialDate(
  page: Page,
  button: 'Abrir horas extra' | 'Cambiar horario del día',
  values: { date: string; start: string; end: string; note: string },
) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Fecha').fill(values.date);
  await dialog.getByLabel('Desde').fill(values.start);
  await dialog.getByLabel('Hasta', { exact: true }).fill(values.end);
  await dialog.getByLabel('Nota (opcional)').fill(values.note);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin opens a Saturday campaign and changes 24 December; the public page and the agenda follow', async ({
  page,
  request,
}) => {
  const clinic = await setUpClinic(request);
  const today = clinicToday();
  const saturday = nextSaturday(today);
  const christmasEve = nextChristmasEve(today);
  await signIn(page, clinic.email);

  // 'Horarios': the empty state first, then the campaign.
  await page.goto(`/dashboard/${clinic.spaceId}/horarios`);
  const section = page.getByRole('region', { name: 'Fechas especiales' });
  await expect(section.getByText('No hay fechas especiales próximas')).toBeVisible();
  await addSpecialDate(page, 'Abrir horas extra', {
    date: saturday,
    start: '10:00',
    end: '12:00',
    note: 'Campaña de vacunación',
  });
  const campaign = section.getByRole('listitem').filter({ hasText: longDate(saturday) });
  await expect(campaign).toContainText('Horas extra');
  await expect(campaign).toContainText('10:00–12:00');
  await expect(campaign).toContainText('Toda la clínica');

  // Overlapping the campaign is refused in Spanish, in the dialog.
  await page.getByRole('button', { name: 'Abrir horas extra' }).click();
  const clash = page.getByRole('dialog', { name: 'Abrir horas extra' });
  await clash.getByLabel('Fecha').fill(saturday);
  await clash.getByLabel('Desde').fill('11:00');
  await clash.getByLabel('Hasta', { exact: true }).fill('13:00');
  await clash.getByRole('button', { name: 'Guardar' }).click();
  await expect(clash.getByText(/Ya existe un horario especial del mismo tipo/)).toBeVisible();
  await clash.getByRole('button', { name: 'Cancelar' }).click();

  await addSpecialDate(page, 'Cambiar horario del día', {
    date: christmasEve,
    start: '09:00',
    end: '13:00',
    note: 'Nochebuena',
  });
  await expect(section.getByRole('listitem').filter({ hasText: longDate(christmasEve) })).toContainText(
    'Horario especial',
  );
  await section.screenshot({ path: 'test-results/fechas-especiales-1280.png' });
  await page.screenshot({ path: 'test-results/horarios-1280.png', fullPage: true });

  // The public page offers the campaign's Saturday times.
  const { availableSlots } = await apiCall<{ availableSlots: { date: string; startTime: string }[] }>(
    request,
    'GET',
    `/public/space/${clinic.spaceId}/service/${clinic.serviceId}/host/${await hostIdOf(request, clinic)}/next-available?maxDaysAhead=30&limit=8`,
    null,
  );
  // The weekly Sunday hour may come first (run on a Saturday, tomorrow's Sunday is sooner).
  expect(availableSlots.filter((slot) => slot.date === saturday).slice(0, 4)).toEqual([
    expect.objectContaining({ date: saturday, startTime: '10:00' }),
    expect.objectContaining({ date: saturday, startTime: '10:30' }),
    expect.objectContaining({ date: saturday, startTime: '11:00' }),
    expect.objectContaining({ date: saturday, startTime: '11:30' }),
  ]);
  const visitor = await page
    .context()
    .browser()
    ?.newPage({ viewport: { width: 390, height: 844 } });
  if (!visitor) throw new Error('no browser');
  await visitor.goto(`/${clinic.route}`);
  await visitor.getByRole('button', { name: 'Tomar Turno' }).click();
  await visitor.getByRole('button', { name: /Vacunación/ }).click();
  // The first four times: on a Saturday, tomorrow's two Sunday hours come before the campaign's.
  await expect(visitor.getByRole('button', { name: /, 10:00$/ }).first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: /, 10:30$/ }).first()).toBeVisible();
  await visitor.screenshot({ path: 'test-results/publica-campana-390.png', fullPage: true });
  await visitor.close();

  // The agenda labels 24 December: daily view, then the week.
  await page.goto(`/dashboard/${clinic.spaceId}/agenda`);
  for (let step = 0; step < monthsBetween(today, christmasEve); step++) {
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
  }
  await page.getByRole('button', { name: longDate(christmasEve), exact: true }).click();
  await expect(page.getByRole('heading', { name: longDate(christmasEve) })).toBeVisible();
  await expect(page.getByText('Horario especial: 09:00–13:00').first()).toBeVisible();
  const band = page.getByRole('note', { name: 'Horario especial: 09:00–13:00' });
  await expect(band).toBeVisible();
  await band.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/agenda-dia-horario-especial-1280.png', fullPage: true });
  await page.getByLabel('Vista de la agenda').getByText('Semanal', { exact: true }).click();
  await expect(page.getByRole('note', { name: 'Horario especial: 09:00–13:00' })).toBeVisible();
  await page.screenshot({ path: 'test-results/agenda-semana-horario-especial-1280.png', fullPage: true });

  // On a phone: the day's list names the changed hours, and 'Horarios' stays usable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByLabel('Ir a la fecha').fill(christmasEve);
  await expect(page.getByText('Horario especial: 09:00–13:00')).toBeVisible();
  await page.screenshot({ path: 'test-results/agenda-movil-horario-especial-390.png', fullPage: true });
  await page.goto(`/dashboard/${clinic.spaceId}/horarios`);
  const campaignRow = section.getByRole('listitem').filter({ hasText: longDate(saturday) });
  await expect(campaignRow).toBeVisible();
  await page.screenshot({ path: 'test-results/horarios-390.png', fullPage: true });

  // Edit the campaign's end, then delete it after confirming; 24 December stays.
  await campaignRow.getByRole('button', { name: /^Editar horas extra/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar horas extra' });
  await edit.getByLabel('Hasta', { exact: true }).fill('13:00');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit).toBeHidden();
  await expect(campaignRow).toContainText('10:00–13:00');
  await campaignRow.getByRole('button', { name: /^Eliminar horas extra/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar horario especial' });
  await expect(confirm).toBeVisible();
  await expect(page.getByText(/Ese día volverá al horario semanal\./)).toBeVisible();
  await page.screenshot({ path: 'test-results/eliminar-fecha-especial-390.png' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toBeHidden();
  await expect(section.getByRole('listitem').filter({ hasText: longDate(saturday) })).toHaveCount(0);
  await expect(section.getByRole('listitem').filter({ hasText: longDate(christmasEve) })).toBeVisible();
});

async function hostIdOf(request: APIRequestContext, clinic: { spaceId: string; token: string }) {
  const members = await apiCall<{ userId: string }[]>(
    request,
    'GET',
    `/spaces/${clinic.spaceId}/members`,
    clinic.token,
  );
  const [first] = members;
  if (!first) throw new Error('no member');
  return first.userId;
}
