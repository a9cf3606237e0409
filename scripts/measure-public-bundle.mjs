// First-load JavaScript of the public booking page (/{spaceRoute}), gzipped: the entry chunk, the
// route's chunk and every chunk they import statically. Lazy chunks (the booking steps, the gallery
// lightbox, Leaflet) load later and are not counted. Fails above the budget.
//
// Usage: npm run build:web && node scripts/measure-public-bundle.mjs [dist directory]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const ROUTE_MODULE = 'src/features/public-booking/components/public-space-page.tsx';
const distDirectory = process.argv[2] ?? new URL('../apps/web/dist/', import.meta.url).pathname;

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(distDirectory, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No apps/web/dist/.vite/manifest.json: run `npm run build:web` first.');
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[ROUTE_MODULE]) {
  console.error(`The manifest has no entry or no ${ROUTE_MODULE}.`);
  process.exit(1);
}

/** The chunk and, transitively, the chunks it imports statically (what the browser needs to run it). */
function collect(key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported, seen);
}

const chunks = new Set();
collect(entryKey, chunks);
collect(ROUTE_MODULE, chunks);

const rows = [...chunks]
  .map((key) => {
    const file = manifest[key].file;
    const bytes = gzipSync(readFileSync(join(distDirectory, file)), { level: 9 }).length;
    return { file, bytes };
  })
  .sort((first, second) => second.bytes - first.bytes);

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const { file, bytes } of rows) console.log(`${kilobytes(bytes).padStart(9)}  ${file}`);
const total = rows.reduce((sum, row) => sum + row.bytes, 0);
console.log(`${kilobytes(total).padStart(9)}  total first-load JavaScript of /{spaceRoute}, gzip -9`);
console.log(`${kilobytes(BUDGET_BYTES).padStart(9)}  budget`);
if (total > BUDGET_BYTES) {
  console.log(`Over budget by ${kilobytes(total - BUDGET_BYTES)}.`);
  process.exit(1);
}
