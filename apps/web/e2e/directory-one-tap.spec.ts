import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { proveEmail } from './support/mailbox';
import { apiCall, PASSWORD, unique } from './support/quality-setup';

// "an owner at 390 px finds the nearest clinic open today and books its next slot in two
// taps" (decision 063). Tap 1 is the result's next free slot, which opens the clinic's page on the
// form with that time chosen; tap 2 is 'Confirmar Reserva'.

const localHour = (timeZone: string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
  );
const localDate = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/**
 * A zone where the day still has hours ahead whatever time the journey runs: 'Disponible hoy' must
 * find a slot today in the clinic's own day.
 */
const ZONE =
  ['Europe/Madrid', 'America/Mexico_City', 'Asia/Tokyo', 'America/Los_Angeles', 'Asia/Kolkata'].find(
    (zone) => localHour(zone) >= 4 && localHour(zone) <= 18,
  ) ?? 'Pacific/Kiritimati';

type Point = { latitude: number; longitude: number };
/** A point `km` east of the origin (a degree of longitude is 111.32 km × cos(latitude)). */
const eastOf = (origin: Point, km: number): Point => ({
  latitude: origin.latitude,
  longitude: origin.longitude + km / (111.32 * Math.cos((origin.latitude * Math.PI) / 180)),
});

interface Clinic {
  name: string;
  route: string;
  spaceId: string;
  token: string;
}

/** A clinic at `point`, open every day all day (one bookable service); closed today if asked. */
async function setUpClinic(
  request: APIRequestContext,
  setup: { name: string; point: Point; isClosedToday?: boolean },
): Promise<Clinic> {
  const route = `una-pulsacion-${unique()}`;
  const { token } = await apiCall<{ token: string }>(request, 'POST', '/auth/register', null, {
    name: `Admin ${setup.name}`,
    email: `una-pulsacion-${unique()}@example.com`,
    password: PASSWORD,
  });
  await proveEmail(request, token);
  const space = await apiCall<{ id: string }>(request, 'POST', '/spaces', token, {
    name: setup.name,
    route,
    city: 'Villa Océano',
    country: 'España',
    address: 'Avenida del Puerto 7',
    timeZone: ZONE,
    latitude: setup.point.latitude,
    longitude: setup.point.longitude,
  });
  const { service } = await apiCall<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${space.id}/services`,
    token,
    { name: 'Consulta general', duration: 30, price: 40, currency: 'EUR' },
  );
  await apiCall(request, 'POST', '/services/schedules/bulk', token, {
    serviceId: service.id,
    schedules: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '00:00',
      endTime: '24:00',
    })),
  });
  if (setup.isClosedToday) {
    // A holiday today: open by the week's hours, closed by the date (decision 063).
    await apiCall(request, 'POST', `/spaces/${space.id}/disabled-dates`, token, {
      scope: 'SPACE',
      startDate: localDate(ZONE),
      endDate: localDate(ZONE),
      isAllDay: true,
      title: 'Festivo local',
      reason: 'Cerrado por festivo',
    });
  }
  return { name: setup.name, route, spaceId: space.id, token };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const slotLink = (page: Page, name: string) =>
  card(page, name).getByRole('link', { name: /^Reservar (hoy|mañana|el .*) a las / });

async function findNearMe(page: Page) {
  await page.goto('/veterinarias');
  await page.getByRole('button', { name: 'Cerca de mí' }).click();
  await expect(page.getByRole('button', { name: 'Cerca de mí' })).toHaveAttribute('aria-pressed', 'true');
}

test.describe('one tap from the directory', () => {
  // Somewhere in the ocean, different on every run: other journeys' clinics are never this near.
  const here: Point = { latitude: 20 + Math.random() * 10, longitude: -40 + Math.random() * 10 };
  // The owner stands near the clinics, so their phone's clock is in the clinics' zone.
  test.use({ geolocation: here, permissions: ['geolocation'], timezoneId: ZONE });

  test('an owner at 390 px finds the nearest clinic open today and books its next slot in two taps', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tag = unique();
    const closed = await setUpClinic(request, {
      name: `Festiva ${tag}`,
      point: eastOf(here, 0.4),
      isClosedToday: true,
    });
    const nearest = await setUpClinic(request, { name: `Faro ${tag}`, point: eastOf(here, 1.5) });
    const farther = await setUpClinic(request, { name: `Dunas ${tag}`, point: eastOf(here, 6) });

    await findNearMe(page);
    // By distance, the holiday clinic comes first; its weekly hours would say open, its date says not.
    const names = page.getByRole('article').getByRole('heading');
    await expect(names.first()).toHaveText(closed.name);
    await expect(card(page, closed.name).getByText('Abierto ahora')).toBeHidden();
    await expect(card(page, nearest.name).getByText('Abierto ahora')).toBeVisible();

    await page.getByLabel('Disponibilidad').selectOption('hoy');
    await expect(page).toHaveURL(/disponible=hoy/);
    await expect(card(page, closed.name)).toBeHidden();
    await expect(names.first()).toHaveText(nearest.name);
    await expect(names.nth(1)).toHaveText(farther.name);
    await page.screenshot({ path: 'test-results/directory-one-tap-results-390.png', fullPage: true });

    // Tap 1: the nearest clinic's next slot.
    const link = slotLink(page, nearest.name);
    await expect(link).toContainText(/^Próxima cita libreHoy a las/);
    const href = new URL((await link.getAttribute('href')) ?? '', 'http://citavet.test');
    const startAt = href.searchParams.get('inicio') ?? '';
    expect(Date.parse(startAt)).toBeGreaterThan(Date.now());
    await link.click();

    await expect(page).toHaveURL(new RegExp(`/${nearest.route}\\?servicio=`));
    await expect(page.getByRole('heading', { name: 'Completa tus datos' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Resumen de la reserva' });
    await expect(summary).toContainText('Consulta general');
    await expect(summary).toContainText(`Admin ${nearest.name}`);
    const wallTime = new Intl.DateTimeFormat('es-ES', {
      timeZone: ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(startAt));
    await expect(summary).toContainText(wallTime);
    await expect(page.getByRole('button', { name: 'Cambiar horario' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía Dueña');
    await page.getByLabel(/^Correo electrónico/).fill(`lucia-${tag}@example.com`);
    await page.getByLabel(/^Nombre de la mascota/).fill('Nube');
    await page.getByLabel('Especie').selectOption('gato');
    await page.screenshot({ path: 'test-results/directory-one-tap-form-390.png', fullPage: true });
    // Tap 2.
    await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
    await expect(page.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible();

    // The clinic has the booking at exactly that time.
    const { bookings } = await apiCall<{
      bookings: { startTime: string; client: { name: string }; status: string }[];
    }>(request, 'GET', `/bookings?spaceId=${nearest.spaceId}`, nearest.token);
    expect(bookings.map((booking) => [Date.parse(booking.startTime), booking.client.name])).toEqual([
      [Date.parse(startAt), 'Lucía Dueña'],
    ]);
  });

  test('at 1280 px the slot opens the form; a slot taken meanwhile opens that day’s calendar', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const tag = unique();
    const clinic = await setUpClinic(request, { name: `Brisa ${tag}`, point: eastOf(here, 2) });
    await findNearMe(page);
    const link = slotLink(page, clinic.name);
    await expect(link).toBeVisible();
    await page.screenshot({ path: 'test-results/directory-one-tap-results-1280.png', fullPage: true });
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { name: 'Completa tus datos' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: clinic.name })).toBeVisible();
    await page.screenshot({ path: 'test-results/directory-one-tap-form-1280.png', fullPage: true });
    // 'Cambiar' goes back to the clinic's next times.
    await page.getByRole('button', { name: 'Cambiar horario' }).click();
    await expect(page.getByRole('heading', { name: 'Elige un horario' })).toBeVisible();

    // Someone books that very time before the visitor opens the link.
    const startAt = new URL(href, 'http://citavet.test').searchParams.get('inicio') ?? '';
    const hostId = new URL(href, 'http://citavet.test').searchParams.get('profesional') ?? '';
    const serviceId = new URL(href, 'http://citavet.test').searchParams.get('servicio') ?? '';
    const { availableSlots } = await apiCall<{ availableSlots: { startAt: string; scheduleId: string }[] }>(
      request,
      'GET',
      `/public/space/${clinic.spaceId}/service/${serviceId}/host/${hostId}/next-available?limit=1`,
      null,
    );
    expect(availableSlots[0]?.startAt).toBe(startAt);
    await apiCall(request, 'POST', '/bookings/public', null, {
      serviceScheduleId: availableSlots[0]?.scheduleId,
      startTime: startAt,
      endTime: new Date(Date.parse(startAt) + 30 * 60_000).toISOString(),
      clientInfo: { name: 'Otra Persona', email: `otra-${tag}@example.com` },
    });
    await page.goto(href);
    await expect(page.getByRole('heading', { name: 'Elige día y horario' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Esa hora ya no está libre');
    await page.screenshot({ path: 'test-results/directory-one-tap-gone-1280.png', fullPage: true });
  });
});
