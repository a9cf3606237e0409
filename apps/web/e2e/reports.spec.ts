import { readFile } from 'node:fs/promises';
import { expectAccessible } from './support/accessible';
import { expect, test } from './support/journey-test';
import {
  addDailyService,
  addDays,
  apiCall,
  clinicClock,
  clinicToday,
  setUpClinic,
  signInWithStorage,
  weekdayOf,
} from './support/quality-setup';

const SCREENSHOTS = process.env.REPORTS_SCREENSHOT_DIR;

test.use({ reducedMotion: 'reduce' });

test('a clinic owner reads the coming week in figures, charts and tables, at 1280 and 390 px', async ({
  page,
  request,
}) => {
  // Thirteen API calls of bookings, two axe runs and two viewports on a shared 2-core machine.
  test.setTimeout(180_000);
  const clinic = await setUpClinic(request, { spaceName: 'Clínica Reportes E2E', serviceName: 'Consulta' });
  const token = clinic.admin.token;
  const today = clinicToday();
  const from = today;
  const to = addDays(today, 7);
  // Eleven appointments over the coming days at different hours, two of them cancelled.
  const times = ['09:00', '10:30', '12:00', '17:00'];
  const ids: string[] = [];
  for (let index = 0; index < 11; index++) {
    const date = addDays(today, 1 + (index % 6));
    const start = times[index % times.length] ?? '09:00';
    const [hour, minute] = start.split(':').map(Number) as [number, number];
    const end = `${String(hour + (minute === 30 ? 1 : 0)).padStart(2, '0')}:${minute === 30 ? '00' : '30'}`;
    const { booking } = await apiCall<{ booking: { id: string } }>(
      request,
      'POST',
      '/bookings/internal',
      token,
      {
        serviceScheduleId: clinic.scheduleIdFor(date),
        startTime: `${date}T${start}`,
        endTime: `${date}T${end}`,
        notes: null,
        clientInfo: { name: `Cliente ${index + 1}`, email: `cliente${index % 5}@example.com` },
      },
    );
    ids.push(booking.id);
  }
  for (const id of ids.slice(0, 2)) await apiCall(request, 'PUT', `/bookings/${id}/cancel`, token, {});
  // An appointment can only be completed once it has started: one that began a minute ago (staff may
  // book up to 5 minutes back), of a 24-hour emergency service so any hour of the run works.
  const { schedules } = await addDailyService(
    request,
    token,
    clinic.spaceId,
    clinic.admin.user.id,
    { name: 'Urgencias', duration: 15, price: 60, currency: 'EUR' },
    { startTime: '00:00', endTime: '23:59' },
  );
  const clock = clinicClock();
  const startClock = clock.format(new Date(Date.now() - 60_000));
  const endClock = clock.format(new Date(Date.now() + 14 * 60_000));
  // Past 23:45 the end would fall on the next day: the range ends at 23:59 instead.
  const endTime = endClock > startClock ? endClock : '23:59';
  const { booking: started } = await apiCall<{ booking: { id: string } }>(
    request,
    'POST',
    '/bookings/internal',
    token,
    {
      serviceScheduleId: schedules.find((schedule) => schedule.dayOfWeek === weekdayOf(today))?.id,
      startTime: `${today}T${startClock}`,
      endTime: `${today}T${endTime}`,
      notes: null,
      clientInfo: { name: 'Cliente urgente', email: 'urgente@example.com' },
    },
  );
  await apiCall(request, 'PUT', `/bookings/${started.id}/status`, token, { status: 'COMPLETED' });

  await signInWithStorage(page, clinic.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/${clinic.spaceId}/agenda`);
  await page.getByRole('link', { name: 'Reportes' }).first().click();
  await expect(page.getByRole('heading', { name: 'Reportes', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Período' }).selectOption('custom');
  await page.getByLabel('Desde').fill(from);
  await page.getByLabel('Hasta').fill(to);
  const kpis = page.getByRole('list', { name: 'Cifras clave' });
  await expect(kpis.getByRole('listitem').filter({ hasText: /^Citas/ })).toContainText('12');
  await expect(kpis).toContainText('8,3 %'); // completed: 1 of 12
  await expect(kpis).toContainText('16,7 %'); // cancelled: 2 of 12
  await expect(kpis).toContainText('60 €'); // the completed one, at its booked price
  const overTime = page.getByRole('region', { name: 'Citas a lo largo del tiempo' });
  await expect(overTime.locator('canvas')).toHaveCount(1);
  await expect(overTime.getByRole('img')).toHaveAttribute('aria-label', /12 citas en 8 días/);
  await expect(page.getByRole('region', { name: 'Ocupación por profesional' }).locator('canvas')).toHaveCount(
    1,
  );
  await expect(page.getByRole('region', { name: 'Demanda por día y hora' }).getByRole('table')).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/reports-1280.png`, fullPage: true });
  await expectAccessible(page, 'reportes');

  // The table view of a chart, and its CSV.
  await overTime.getByRole('tab', { name: 'Tabla' }).click();
  await expect(overTime.getByRole('table')).toContainText('Total');
  const chartCsv = page.waitForEvent('download');
  await overTime.getByRole('button', { name: 'Exportar CSV: Citas a lo largo del tiempo' }).click();
  const chartFile = await chartCsv;
  expect(chartFile.suggestedFilename()).toBe(`citas-por-estado-${from}-${to}.csv`);
  const chartText = await readFile((await chartFile.path()) ?? '', 'utf8');
  expect(chartText.trimEnd().split('\r\n')).toHaveLength(1 + 8);

  // The period's appointments, from the API.
  const bookingsCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar citas (CSV)' }).click();
  const bookingsFile = await bookingsCsv;
  expect(bookingsFile.suggestedFilename()).toBe(`citas-${from}-${to}.csv`);
  const bookingsText = await readFile((await bookingsFile.path()) ?? '', 'utf8');
  expect(bookingsText.trim().split('\r\n')).toHaveLength(1 + 12);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(overTime.getByRole('tab', { name: 'Gráfico' })).toBeVisible();
  await overTime.getByRole('tab', { name: 'Gráfico' }).click();
  await expect(overTime.locator('canvas')).toHaveCount(1);
  // The chart follows its container through a ResizeObserver: the new width comes a frame or more
  // after the viewport changes (later on a busy machine).
  await expect
    .poll(() => overTime.locator('canvas').evaluate((canvas) => canvas.getBoundingClientRect().width))
    .toBeLessThanOrEqual(390);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/reports-390.png`, fullPage: true });
  await expectAccessible(page, 'reportes 390');
});
