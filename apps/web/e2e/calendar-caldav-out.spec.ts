import { expect, test } from './support/journey-test';
import { addDays, apiCall, clinicToday, setUpClinic, signInWithStorage } from './support/quality-setup';

// 'Mi calendario' with a real CalDAV server (decision 090): the professional connects Radicale,
// chooses the calendar that receives bookings, and a booking made afterwards appears there under its
// UID, written by the running server's change feed and writer. Runs when RADICALE_URL (and
// RADICALE_USER, RADICALE_PASSWORD) name a server (ops/radicale/start-test-server.sh start; .ci/run
// starts one for the journeys).
// CALENDAR_SCREENSHOTS=<dir> also saves the section at 1280 and 390 px for review (never committed).

const radicale = process.env.RADICALE_URL
  ? {
      url: process.env.RADICALE_URL,
      user: process.env.RADICALE_USER ?? 'vet',
      password: process.env.RADICALE_PASSWORD ?? '',
    }
  : null;
const shots = process.env.CALENDAR_SCREENSHOTS;

test.skip(!radicale, 'Radicale is not running (ops/radicale/start-test-server.sh start)');

test('Mi calendario: bookings land in the chosen CalDAV calendar', async ({ page, request }) => {
  if (!radicale) return;
  const auth = `Basic ${Buffer.from(`${radicale.user}:${radicale.password}`).toString('base64')}`;
  const name = `citas-${Date.now().toString(36)}`;
  const calendarUrl = new URL(`/${radicale.user}/${name}/`, radicale.url).href;
  await fetch(new URL(`/${radicale.user}/`, radicale.url), {
    method: 'PROPFIND',
    headers: { authorization: auth, depth: '0' },
  });
  expect((await fetch(calendarUrl, { method: 'MKCALENDAR', headers: { authorization: auth } })).status).toBe(
    201,
  );

  const clinic = await setUpClinic(request, { spaceName: 'Clínica CalDAV', serviceName: 'Consulta general' });
  await signInWithStorage(page, clinic.admin);
  await page.goto('/settings/user');
  const section = page.getByRole('region', { name: 'Conectar mi calendario (CalDAV)' });
  await section.getByLabel('Dirección del servidor').fill(radicale.url);
  await section.getByLabel('Usuario').fill(radicale.user);
  await section.getByLabel('Contraseña de aplicación').fill(radicale.password);
  await section.getByRole('button', { name: 'Conectar calendario' }).click();

  const target = section.getByLabel('Calendario que recibe mis citas');
  await expect(target).toHaveValue('');
  // The option is the calendar as discovered: its URL.
  await target.selectOption(calendarUrl);
  await section.getByRole('button', { name: 'Guardar calendarios' }).click();
  await expect(page.getByText('Preferencias del calendario guardadas')).toBeVisible();
  if (shots) await section.screenshot({ path: `${shots}/caldav-target-1280.png` });

  const later = addDays(clinicToday(), 20);
  const booked = await apiCall<{ booking: { id: string } }>(
    request,
    'POST',
    '/bookings/internal',
    clinic.admin.token,
    {
      serviceScheduleId: clinic.scheduleIdFor(later),
      startTime: `${later}T10:00`,
      endTime: `${later}T10:30`,
      reason: 'Cojea desde ayer',
      clientInfo: { name: 'Marta Sánchez', phone: '600 000 000' },
      pet: { name: 'Lola', species: 'gato' },
    },
  );
  const eventUrl = `${calendarUrl}${encodeURIComponent(`${booked.booking.id}@citavet`)}.ics`;
  // The change feed and the writer run about a second apart each.
  await expect
    .poll(async () => (await fetch(eventUrl, { headers: { authorization: auth } })).status, {
      timeout: 20_000,
    })
    .toBe(200);
  const ics = await (await fetch(eventUrl, { headers: { authorization: auth } })).text();
  expect(ics).toContain(`UID:${booked.booking.id}@citavet`);
  expect(ics).toContain('Consulta general — Lola · Marta Sánchez');
  expect(ics).not.toMatch(/cojea/i);
  expect(ics).not.toContain('ATTENDEE');
  expect(ics).not.toContain('VALARM');

  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: `${shots}/caldav-target-390.png` });
  }
});
