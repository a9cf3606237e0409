// `npm run test:lighthouse`: builds, serves the built app on a private port with a fresh data directory,
// seeds a bookable clinic through the API and runs Lighthouse (mobile profile, simulated throttling) on
// the public pages. Prints one row per page and exits 1 when a score misses its target.
//
// Options: --skip-build reuses apps/web/dist and apps/api/dist (quicker while fixing findings).
// Environment: LIGHTHOUSE_RUNS (runs per page, the median is reported; default 3),
// LIGHTHOUSE_PORT (app port, default 3191), CHROME_PATH (default /usr/bin/chromium),
// LIGHTHOUSE_REPORT_DIR (writes each page's full JSON report there, to dig into a low score).
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const appPort = Number(process.env.LIGHTHOUSE_PORT ?? 3191);
const origin = `http://127.0.0.1:${appPort}`;

/** The Lighthouse targets of decision 065; the pages search engines must find add SEO 100. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };
const SEO_TARGET = { seo: 100 };
const isFoundBySearchEngines = (path) => path !== '/pricing' && path !== '/';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

// Same flags as the Playwright journeys: Debian's Chromium in a container, no background traffic that
// would skew the network timings.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    await sleep(200);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** The built app, configured as scripts/e2e-server.mjs does (relaxed per-IP limits, offline geocoder). */
function startApp(dataDir) {
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      GEOCODER: 'off',
      RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_PUBLIC_BOOKING_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

/** Chromium with a DevTools port of its own choosing, read back from DevToolsActivePort. */
async function startChrome(profileDir) {
  const child = spawn(
    chromePath,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  // Without this, a missing browser was an unhandled 'error' event: the script died before its
  // `finally`, and the app it had started kept running on its port.
  const failedToStart = new Promise((_, reject) =>
    child.once('error', (error) =>
      reject(
        new Error(
          `Chromium did not start (${chromePath}: ${error.message}); install it (apt-get install -y chromium) or set CHROME_PATH`,
        ),
      ),
    ),
  );
  failedToStart.catch(() => undefined);
  const activePortFile = join(profileDir, 'DevToolsActivePort');
  const port = await Promise.race([
    failedToStart,
    waitFor(async () => {
      if (!existsSync(activePortFile)) return undefined;
      const [line] = readFileSync(activePortFile, 'utf8').split('\n');
      return Number(line) || undefined;
    }, 'Chromium DevTools port'),
  ]);
  return { child, port };
}

async function api(method, path, token, body) {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload.data;
}

/** A clinic with a public route and a client-bookable service Mon–Sun (bench/process-cluster.ts). */
async function seedClinic() {
  const stamp = Date.now().toString(36);
  const { token, user } = await api('POST', '/auth/register', null, {
    name: 'Laura Faro',
    email: `lighthouse-${stamp}@example.com`,
    password: 'secreto-seguro',
  });
  const route = `clinica-faro-${stamp}`;
  const space = await api('POST', '/spaces', token, {
    name: 'Clínica Veterinaria Faro',
    route,
    timeZone: 'Europe/Madrid',
    description: 'Consultas, vacunación y cirugía para perros y gatos en el centro de Madrid.',
    address: 'Calle Mayor 1',
    city: 'Madrid',
    country: 'España',
    contactPhone: '+34 600 000 000',
    contactEmail: 'hola@clinicafaro.example',
  });
  const { service } = await api('POST', `/spaces/${space.id}/services`, token, {
    name: 'Consulta general',
    description: 'Revisión completa de tu mascota.',
    duration: 30,
    price: 40,
    currency: 'EUR',
    isBookableByClients: true,
    requiresApproval: false,
  });
  await api('POST', '/services/schedules/bulk', token, {
    serviceId: service.id,
    hostId: user.id,
    schedules: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '08:00',
      endTime: '20:00',
      isActive: true,
    })),
  });
  return { route };
}

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like) is retried. */
async function audit(port, path) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(`${origin}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!lhr.runtimeError && lhr.categories.performance.score !== null) return lhr;
    const problem = lhr.runtimeError?.message ?? 'no performance score';
    if (attempt === 3) throw new Error(`${path}: ${problem}`);
    console.warn(`${path}: ${problem}; running again`);
  }
}

function failedAudits(result, category) {
  return result.categories[category].auditRefs
    .filter((reference) => reference.weight > 0)
    .map((reference) => result.audits[reference.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}`);
}

async function main() {
  if (!process.argv.includes('--skip-build'))
    execSync('npm run --silent build', { cwd: root, stdio: 'inherit' });

  const dataDir = mkdtempSync(join(tmpdir(), 'citavet-lighthouse-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'citavet-lighthouse-chrome-'));
  const app = startApp(dataDir);
  let chrome;
  try {
    await waitFor(async () => (await fetch(`${origin}/api/health`)).ok, `the app on ${origin}`);
    const { route } = await seedClinic();
    chrome = await startChrome(profileDir);

    const pages = ['/', '/pricing', '/veterinarias', '/veterinarias/madrid', `/${route}`];
    const rows = [];
    for (const path of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome.port, path));
      // The median run by performance: one run on a busy machine can be off by several points either
      // way (Lighthouse's own advice for variance is to take the median of several runs).
      runs.sort((first, second) => first.categories.performance.score - second.categories.performance.score);
      const result = runs[Math.floor(runs.length / 2)];
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        const name = path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-');
        writeFileSync(
          join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`),
          JSON.stringify(result, null, 2),
        );
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((result.categories[category].score ?? 0) * 100)]),
      );
      const performanceRuns = runs.map((each) => Math.round(each.categories.performance.score * 100));
      const targets = isFoundBySearchEngines(path) ? { ...TARGETS, ...SEO_TARGET } : TARGETS;
      const misses = Object.entries(targets)
        .filter(([category, target]) => scores[category] < target)
        .map(([category]) => ({ category, audits: failedAudits(result, category) }));
      rows.push({ path, scores, performanceRuns, misses });
    }

    const header = ['page', ...CATEGORIES];
    const width = [34, 12, 14, 15, 5];
    const line = (cells) => cells.map((cell, index) => String(cell).padEnd(width[index])).join(' ');
    console.log(
      `\nLighthouse (mobile, simulated throttling) on ${origin}, median of ${RUNS} run(s) per page`,
    );
    console.log(line(header));
    console.log(line(width.map((size) => '-'.repeat(size))));
    for (const { path, scores, performanceRuns } of rows) {
      const label = path.length > 34 ? `${path.slice(0, 31)}...` : path;
      const runsNote = performanceRuns.length > 1 ? `(runs: ${performanceRuns.join(', ')})` : '';
      console.log(line([label, ...CATEGORIES.map((category) => scores[category]), runsNote]));
    }
    console.log(
      `targets: ${Object.entries(TARGETS)
        .map(([category, target]) => `${category} ≥ ${target}`)
        .join(', ')}; seo = ${SEO_TARGET.seo} on the directory and clinic pages`,
    );

    const missed = rows.filter((row) => row.misses.length > 0);
    for (const { path, misses } of missed) {
      for (const { category, audits } of misses) {
        console.error(`\n${path}: ${category} below target. Audits not passing:\n  ${audits.join('\n  ')}`);
      }
    }
    return missed.length === 0 ? 0 : 1;
  } finally {
    const exited = (child) =>
      new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
    chrome?.child.kill('SIGTERM');
    app.kill('SIGTERM');
    await Promise.all([exited(app), chrome ? exited(chrome.child) : undefined]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
