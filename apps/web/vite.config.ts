import { readdir, readFile, writeFile } from 'node:fs/promises';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { entryShellChunkGroups } from './src/public/entry-shell-chunks';
import { publicEntryPages } from './src/public/public-entry-dev-server';

// Resolved without node:path so this file type-checks with the browser-only tsconfig of the web app.
const sourceDirectory = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// The API runs on its own port in development; the browser only ever talks to the SPA's origin.
const apiProxy = { '/api': { target: 'http://localhost:3001', changeOrigin: false } };

// Icons, and the small presentational components and helpers many pages import. The Radix-based
// components (dialogs, menus, tabs) stay with the pages that use them.
const LAZY_UI_KIT =
  /[\\/]node_modules[\\/]lucide-react[\\/]|[\\/]src[\\/]components[\\/]ui[\\/](alert|badge|card|empty-state|error-state|field-id|field-message|switch)\.tsx?$|[\\/]src[\\/]lib[\\/](formatters|initials|use-document-title)\.ts$/;

// What the public page's start-up and the SPA's lazy pages both use (the 'shared-core' group below).
// The month arithmetic stays out: only the calendars use it, and they load later. The booking link
// is here because the directory's results write it: in the public page's shell it made /veterinarias
// download the whole public booking page (33 KB gzip, decision 065).
const SHARED_WITH_PUBLIC_PAGE =
  /[\\/]packages[\\/]domain[\\/]src[\\/](time[\\/](?!calendar-month)[^/\\]+|spaces[\\/]space-route|public[\\/]booking-link)\.ts$|[\\/]src[\\/]components[\\/](ui[\\/](skeleton|error-boundary)|map[\\/]lazy-location-map)\.tsx?$|[\\/]src[\\/]lib[\\/](after-next-paint|lazy-schema|use-has-painted)\.ts$/;

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function compressBuffer(data: Buffer, encoding: 'br' | 'gz'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'gz') gzip(data, { level: 9 }, done);
    else brotliCompress(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }, done);
  });
}

/**
 * Writes a .br and a .gz copy beside every text asset: the API serves them (@fastify/static
 * preCompressed) so a phone on a slow network downloads about a quarter of the bytes, with no
 * compression work per request.
 */
function precompressAssets(): Plugin {
  let outputDirectory = '';
  return {
    name: 'citavet-precompress-assets',
    apply: 'build',
    configResolved(config) {
      // `vite build --outDir /elsewhere` gives an absolute path; the config's own 'dist' is relative.
      const { outDir } = config.build;
      outputDirectory = outDir.startsWith('/') ? outDir : `${config.root}/${outDir}`;
    },
    // writeBundle runs once the files are on disk; closeBundle also runs after a failed build.
    async writeBundle() {
      const entries = await readdir(outputDirectory, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => `${entry.parentPath}/${entry.name}`)
        .filter((file) => !file.includes('/.vite/'));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          // Tiny files gain nothing from compression and cost a header.
          if (data.length < 1024) return;
          for (const encoding of ['br', 'gz'] as const) {
            await writeFile(`${file}.${encoding}`, await compressBuffer(data, encoding));
          }
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets(), publicEntryPages()],
  resolve: {
    alias: [
      { find: '@', replacement: sourceDirectory },
      // Sets zod's CSP-safe mode before any schema is built (see src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: `${sourceDirectory}/lib/zod-jitless.ts` },
    ],
  },
  server: { port: 3000, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json maps each route to its chunks: scripts/measure-public-bundle.mjs reads it.
    manifest: true,
    // Leaflet and the dashboard are split off by the lazy routes; this only silences the size hint.
    chunkSizeWarningLimit: 600,
    // Every browser the app supports understands <link rel="modulepreload">: the polyfill would only be
    // one more request in the first round trip of every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two pages: the SPA, and the light public booking page of /{spaceRoute} and /espacios/{id}
      // (docs/decisions/011-public-page-entry.md).
      input: {
        index: decodeURIComponent(new URL('./index.html', import.meta.url).pathname),
        public: decodeURIComponent(new URL('./public.html', import.meta.url).pathname),
      },
      output: {
        codeSplitting: {
          // Everything the entry needs in one file: left to itself, the bundler splits each module the
          // lazy pages share with the entry into its own chunk, and a phone pays a round trip for each.
          // One shell per set of entries (src/public/entry-shell-chunks.ts): the public page never
          // downloads the SPA's.
          groups: [
            ...entryShellChunkGroups({
              index: `${sourceDirectory}/main.tsx`,
              public: `${sourceDirectory}/public/main.tsx`,
            }),
            // Above the shells: small modules the public page needs at start-up and many SPA pages
            // load lazily (the directory, the dashboard). In the public page's shell they would make
            // each of those pages download the whole public booking page (11 KB) for a skeleton.
            {
              name: 'shared-core',
              test: SHARED_WITH_PUBLIC_PAGE,
              priority: 10,
              // Their dependencies (React, clsx) are in the shells already; do not pull them in.
              includeDependenciesRecursively: false,
            },
            // Below the shells: the icons and small UI pieces the lazy pages share, one chunk rather
            // than one 200-byte chunk each (a landing page needed eight of them).
            { name: 'ui-kit', test: LAZY_UI_KIT, priority: 0 },
          ],
        },
      },
    },
  },
});
