import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { setUpClinic, unique } from './support/quality-setup';

// The JavaScript a visitor of a clinic's public page downloads, measured in Chromium: at first load
// (the landing, once the network has been quiet long enough for its delayed prefetch to have
// happened) and over a whole visit (service, time, form, confirmation). Each script counts once, at
// its size gzipped at level 9 (the build also serves .br, smaller). Budgets and figures:
// docs/decisions/070-test-speed-and-public-javascript.md and 084-public-page-on-preact.md; the static
// estimate from the build's manifest is scripts/measure-public-bundle.mjs.

const KB = 1024;
const FIRST_LOAD_BUDGET = 90 * KB;
const WHOLE_VISIT_BUDGET = 120 * KB;
// Longer than the landing's prefetch delay (public-space-view.tsx) plus an idle callback. Each step
// prefetches only the next one's chunk (booking-flow-panel.tsx), so what a step waits for counts there.
const QUIET_MS = 2500;

type Script = { path: string; gzipBytes: number; encodedBytes: number; step: string };

/** Every script response, each path once, tagged with the step that was on screen when it came. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Script>();
  const state = { step: 'landing', inFlight: 0, lastActivity: Date.now() };
  const pending: Promise<void>[] = [];
  page.on('request', () => {
    state.inFlight += 1;
    state.lastActivity = Date.now();
  });
  const settle = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const isScript = /\.m?js$/.test(path) || /javascript/.test(response.headers()['content-type'] ?? '');
    if (!isScript || scripts.has(path) || response.status() !== 200) return;
    const step = state.step;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        scripts.set(path, {
          path,
          step,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          encodedBytes: sizes.responseBodySize,
        });
      })(),
    );
  });
  return {
    scripts,
    setStep(step: string) {
      state.step = step;
    },
    /** Waits until no request has been in flight for QUIET_MS, then for the bodies read so far. */
    async quiet() {
      await expect
        .poll(() => state.inFlight === 0 && Date.now() - state.lastActivity >= QUIET_MS, {
          timeout: 30_000,
          intervals: [250],
        })
        .toBe(true);
      await Promise.all(pending);
    },
  };
}

const total = (scripts: Iterable<Script>) => [...scripts].reduce((sum, script) => sum + script.gzipBytes, 0);
const kilobytes = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function report(scripts: Map<string, Script>): string {
  return [...scripts.values()]
    .map(
      (script) =>
        `${kilobytes(script.gzipBytes).padStart(9)}  (${kilobytes(script.encodedBytes)} sent)  ${script.step.padEnd(12)} ${script.path}`,
    )
    .join('\n');
}

test.describe('public booking page JavaScript', () => {
  test('stays within its budgets: 90 KB at first load, 120 KB over the visit', async ({
    page,
    request,
  }, testInfo) => {
    const clinic = await setUpClinic(request, {
      spaceName: `Clínica Peso ${unique()}`,
      serviceName: 'Consulta general',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const recorder = recordScripts(page);

    await page.goto(`/${clinic.route}`);
    await expect(page.getByRole('list', { name: 'Servicios' }).getByText('Consulta general')).toBeVisible();
    await recorder.quiet();
    const firstLoad = total(recorder.scripts.values());

    recorder.setStep('service');
    await page.getByRole('button', { name: 'Tomar Turno' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Elige un servicio' })).toBeVisible();
    await recorder.quiet();

    recorder.setStep('slot');
    await page.getByRole('button', { name: /Consulta general/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Elige un horario' })).toBeVisible();
    const firstTime = page.getByRole('list').getByRole('button', { name: /\d\d:\d\d$/ });
    await expect(firstTime.first()).toBeVisible();
    await recorder.quiet();

    recorder.setStep('form');
    await firstTime.first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Completa tus datos' })).toBeVisible();
    await recorder.quiet();

    recorder.setStep('confirmation');
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana Visitante');
    await page.getByLabel(/^Correo electrónico/).fill(`peso-${unique()}@example.com`);
    await page.getByLabel(/^Nombre de la mascota/).fill('Luna');
    await page.getByLabel('Especie').selectOption('perro');
    await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '¡Reserva confirmada!' })).toBeVisible();
    await recorder.quiet();
    const wholeVisit = total(recorder.scripts.values());

    const figures = [
      report(recorder.scripts),
      `${kilobytes(firstLoad).padStart(9)}  first load (budget ${kilobytes(FIRST_LOAD_BUDGET)})`,
      `${kilobytes(wholeVisit).padStart(9)}  whole visit (budget ${kilobytes(WHOLE_VISIT_BUDGET)})`,
    ].join('\n');
    console.log(`Public booking page JavaScript, gzip -9, Chromium:\n${figures}`);
    await testInfo.attach('public-javascript.txt', { body: figures, contentType: 'text/plain' });

    expect(firstLoad, `first-load JavaScript\n${figures}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    expect(wholeVisit, `JavaScript over the whole visit\n${figures}`).toBeLessThanOrEqual(WHOLE_VISIT_BUDGET);
  });
});
