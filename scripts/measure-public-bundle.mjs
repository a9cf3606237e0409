// First-load JavaScript of the public booking page (/{spaceRoute}, /espacios/{spaceId}), gzipped: the
// entry chunk of public.html and every chunk it imports statically (what the browser must download
// before the page can run). Lazy chunks (zod with the answers' schemas, the booking steps, the gallery
// lightbox, Leaflet) load later and are listed apart, not counted. CSS is printed apart too.
// Fails above the budget, or when a module of the SPA shell or the dashboard reaches the public page.
// Also prints /veterinarias (the directory, a page of the SPA) and fails if it loads dashboard code.
// docs/decisions/011-public-page-entry.md. This is the static estimate from the build's manifest; what
// Chromium actually downloads at first load and over a whole visit (the prefetched steps included),
// against the 90 KB / 120 KB budgets, is apps/web/e2e/public-bundle.spec.ts (decision 070).
//
// Usage: npm run build:web && node scripts/measure-public-bundle.mjs [dist directory]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 90 * 1024;
const PUBLIC_ENTRY = 'public.html';
const SPA_ENTRY = 'index.html';
const DIRECTORY_MODULE = 'src/features/directory/components/directory-page.tsx';

// Source paths (from the chunks' source maps) that must never be part of the public page's first load.
const NOT_ON_PUBLIC_PAGE = [
  /\/src\/app\//,
  /\/src\/features\/(?!public-booking\/)/,
  // The page runs on Preact's compatibility layer (decision 084): React DOM here means the alias broke.
  /\/node_modules\/(react-dom|scheduler|react-router|sonner|zustand|zod|react-hook-form|leaflet|react-leaflet|radix-ui|@radix-ui)\//,
];
// The public booking page's own code and zod: the directory needs neither on its first load.
const PUBLIC_PAGE_CODE = [/\/web\/src\/(features\/public-booking|public)\//, /\/node_modules\/zod\//];
// Dashboard code: what no public page (the directory included) may download on its first load.
const DASHBOARD_CODE = [
  /\/src\/app\/layouts\/(dashboard|settings-layout)/,
  /\/src\/app\/routes\//,
  /\/src\/features\/(agenda|bookings|members|schedules|services|disabled-dates|media|space-settings|setup|invitations)\//,
];

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

// The SPA and the public page are two builds (apps/web/vite.config.ts), each with its manifest.
const SPA_MANIFEST = '.vite/manifest.json';
const PUBLIC_MANIFEST = '.vite/public-manifest.json';

function readManifest(distDirectory, name) {
  const file = join(distDirectory, name);
  if (!existsSync(file)) {
    throw new Error(`No ${file}: run \`npm run build:web\` first.`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The chunk and, transitively, the chunks it imports statically (what the browser needs to run it). */
function collectStatic(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collectStatic(manifest, imported, seen);
  return seen;
}

/** Source files bundled into a chunk, from its source map (the build writes one per chunk). */
function chunkSources(distDirectory, file) {
  const mapFile = join(distDirectory, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8'));
  return sources.map((source) => new URL(source, `file://${join(distDirectory, file)}`).pathname);
}

function forbiddenSources(distDirectory, files, patterns) {
  return files.flatMap((file) =>
    chunkSources(distDirectory, file).filter((source) => patterns.some((pattern) => pattern.test(source))),
  );
}

/** What the page needs before it runs (JS, CSS) and what it may load later (lazy JS). */
export function measurePage(distDirectory, manifest, keys) {
  const firstLoad = new Set();
  for (const key of keys) collectStatic(manifest, key, firstLoad);
  const files = [...firstLoad].map((key) => manifest[key].file);
  const javascript = files
    .map((file) => ({ file, bytes: gzipSize(join(distDirectory, file)) }))
    .sort((first, second) => second.bytes - first.bytes);
  const cssFiles = new Set([...firstLoad].flatMap((key) => manifest[key].css ?? []));
  const css = [...cssFiles].map((file) => ({ file, bytes: gzipSize(join(distDirectory, file)) }));

  const lazy = new Set();
  for (const key of firstLoad) {
    for (const dynamic of manifest[key].dynamicImports ?? []) collectStatic(manifest, dynamic, lazy);
  }
  for (const key of firstLoad) lazy.delete(key);
  const lazyJavascript = [...lazy]
    .map((key) => ({ file: manifest[key].file, bytes: gzipSize(join(distDirectory, manifest[key].file)) }))
    .sort((first, second) => second.bytes - first.bytes);

  const sum = (rows) => rows.reduce((total, row) => total + row.bytes, 0);
  return {
    files,
    javascript,
    javascriptBytes: sum(javascript),
    css,
    cssBytes: sum(css),
    lazyJavascript,
  };
}

function printRows(rows) {
  for (const { file, bytes } of rows) console.log(`${kilobytes(bytes).padStart(9)}  ${file}`);
}

/** Measures and prints; returns the failures (empty when within budget and clean). */
export function measurePublicBundle(distDirectory) {
  const manifest = readManifest(distDirectory, PUBLIC_MANIFEST);
  if (!manifest[PUBLIC_ENTRY]?.isEntry) {
    throw new Error(`The manifest has no ${PUBLIC_ENTRY} entry: is it in build.rolldownOptions.input?`);
  }
  const spaManifest = readManifest(distDirectory, SPA_MANIFEST);
  const failures = [];

  const page = measurePage(distDirectory, manifest, [PUBLIC_ENTRY]);
  console.log('Public booking page (/{spaceRoute}, /espacios/{spaceId}) — public.html, gzip -9');
  printRows(page.javascript);
  console.log(`${kilobytes(page.javascriptBytes).padStart(9)}  first-load JavaScript`);
  console.log(`${kilobytes(BUDGET_BYTES).padStart(9)}  budget`);
  console.log(`${kilobytes(page.cssBytes).padStart(9)}  CSS (${page.css.map((row) => row.file).join(', ')})`);
  const lazyBytes = page.lazyJavascript.reduce((total, row) => total + row.bytes, 0);
  console.log(
    `${kilobytes(lazyBytes).padStart(9)}  loaded later (${page.lazyJavascript.length} lazy chunks)`,
  );
  if (page.javascriptBytes > BUDGET_BYTES) {
    failures.push(
      `public page first-load JavaScript ${kilobytes(page.javascriptBytes)} > ${kilobytes(BUDGET_BYTES)}`,
    );
  }
  const leaked = forbiddenSources(distDirectory, page.files, NOT_ON_PUBLIC_PAGE);
  if (leaked.length > 0) {
    failures.push(`public page loads SPA or dashboard code: ${[...new Set(leaked)].slice(0, 5).join(', ')}`);
  }

  if (spaManifest[SPA_ENTRY] && spaManifest[DIRECTORY_MODULE]) {
    const directory = measurePage(distDirectory, spaManifest, [SPA_ENTRY, DIRECTORY_MODULE]);
    console.log(
      `\n${kilobytes(directory.javascriptBytes).padStart(9)}  first-load JavaScript of /veterinarias (SPA shell + directory)`,
    );
    const dashboard = forbiddenSources(distDirectory, directory.files, DASHBOARD_CODE);
    if (dashboard.length > 0) {
      failures.push(`/veterinarias loads dashboard code: ${[...new Set(dashboard)].slice(0, 5).join(', ')}`);
    }
    // A module the directory shares with the public page's shell made it download that whole page
    // (33 KB gzip) until it moved to 'shared-core' (decision 065).
    const bookingPage = forbiddenSources(distDirectory, directory.files, PUBLIC_PAGE_CODE);
    if (bookingPage.length > 0) {
      failures.push(
        `/veterinarias loads the public booking page's code: ${[...new Set(bookingPage)].slice(0, 5).join(', ')}`,
      );
    }
  }
  return { javascriptBytes: page.javascriptBytes, failures };
}

const isRunDirectly = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isRunDirectly) {
  const distDirectory = process.argv[2] ?? new URL('../apps/web/dist/', import.meta.url).pathname;
  try {
    const { failures } = measurePublicBundle(distDirectory);
    if (failures.length > 0) {
      console.error(`\n${failures.join('\n')}`);
      process.exit(1);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
