import { readdir, readFile, writeFile } from 'node:fs/promises';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { entryShellChunkGroups } from './src/public/entry-shell-chunks';
import { publicEntryPages } from './src/public/public-entry-dev-server';

/** `vite build --mode public` builds public.html alone (see PREACT_FOR_REACT below). */
const PUBLIC_BUILD_MODE = 'public';
/** The public build's manifest, beside the SPA's .vite/manifest.json. */
const PUBLIC_MANIFEST = '.vite/public-manifest.json';

// Resolved without node:path so this file type-checks with the browser-only tsconfig of the web app.
const sourceDirectory = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// The API runs on its own port in development; the browser only ever talks to the SPA's origin.
const apiProxy = { '/api': { target: 'http://localhost:3001', changeOrigin: false } };

// Icons, and the small presentational components and helpers many pages import. The Radix-based
// components (dialogs, menus, tabs) stay with the pages that use them.
const LAZY_UI_KIT =
  /[\\/]node_modules[\\/]lucide-react[\\/]|[\\/]src[\\/]components[\\/]ui[\\/](alert|badge|card|empty-state|error-state|field-id|field-message|switch)\.tsx?$|[\\/]src[\\/]lib[\\/](formatters|initials|use-document-title)\.ts$/;

// What the public page's start-up and the SPA's lazy pages both use (the 'shared-core' group below).
// Since the public page became a build of its own (decision 084) the group only shapes the SPA's
// build: one chunk its lazy pages share, rather than several small ones. The month arithmetic stays out: only the calendars use it, and they load later. The booking link
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
function precompressAssets({ onlyThisBuild }: { onlyThisBuild: boolean }): Plugin {
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
    // The SPA's build compresses all of dist (its files and public/'s); the public page's, which
    // runs second, only the files it wrote: public.html's copy from the first build must not stay.
    async writeBundle(_options, bundle) {
      const entries = onlyThisBuild
        ? []
        : await readdir(outputDirectory, { recursive: true, withFileTypes: true });
      const files = (
        onlyThisBuild
          ? Object.keys(bundle).map((name) => `${outputDirectory}/${name}`)
          : entries.filter((entry) => entry.isFile()).map((entry) => `${entry.parentPath}/${entry.name}`)
      )
        .filter((file) => COMPRESSIBLE.test(file))
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

// The public booking page is a build of its own (`vite build --mode public`, after the SPA's): React
// becomes Preact's compatibility layer there, about 57 KB gzip less for a visitor on a phone, while
// the SPA keeps React (docs/decisions/084-public-page-on-preact.md). The aliases are exact: only the
// names React's packages are imported by, from our code and from the libraries the page uses.
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ mode }) => {
  const isPublicBuild = mode === PUBLIC_BUILD_MODE;
  const entries: Record<string, string> = isPublicBuild
    ? { public: `${sourceDirectory}/public/main.tsx` }
    : { index: `${sourceDirectory}/main.tsx` };
  const page = isPublicBuild ? 'public' : 'index';
  const input: Record<string, string> = {
    [page]: decodeURIComponent(new URL(`./${page}.html`, import.meta.url).pathname),
  };
  return {
    plugins: [
      react(),
      tailwindcss(),
      precompressAssets({ onlyThisBuild: isPublicBuild }),
      publicEntryPages(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: sourceDirectory },
        // Sets zod's CSP-safe mode before any schema is built (see src/lib/zod-jitless.ts).
        { find: /^zod$/, replacement: `${sourceDirectory}/lib/zod-jitless.ts` },
        ...(isPublicBuild ? PREACT_FOR_REACT : []),
      ],
    },
    server: { port: 3000, strictPort: true, proxy: apiProxy },
    preview: { port: 4173, proxy: apiProxy },
    build: {
      outDir: 'dist',
      // The SPA's build empties dist; the public page's, which runs after it, adds its files beside.
      emptyOutDir: !isPublicBuild,
      copyPublicDir: !isPublicBuild,
      sourcemap: true,
      // Each build maps its page's route to its chunks: scripts/measure-public-bundle.mjs reads both.
      manifest: isPublicBuild ? PUBLIC_MANIFEST : true,
      // Leaflet and the dashboard are split off by the lazy routes; this only silences the size hint.
      chunkSizeWarningLimit: 600,
      // Every browser the app supports understands <link rel="modulepreload">: the polyfill would only be
      // one more request in the first round trip of every page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // Two pages, one per build: the SPA, and the light public booking page of /{spaceRoute} and
        // /espacios/{id} (docs/decisions/011-public-page-entry.md).
        input,
        output: {
          codeSplitting: {
            // Everything the entry needs in one file: left to itself, the bundler splits each module the
            // lazy pages share with the entry into its own chunk, and a phone pays a round trip for each.
            groups: [
              ...entryShellChunkGroups(entries),
              // Above the shell, in the SPA: small modules the public page needs at start-up and many
              // SPA pages load lazily (the directory, the dashboard), one chunk for all of them.
              ...(isPublicBuild
                ? []
                : [
                    {
                      name: 'shared-core',
                      test: SHARED_WITH_PUBLIC_PAGE,
                      priority: 10,
                      // Their dependencies (React, clsx) are in the shell already; do not pull them in.
                      includeDependenciesRecursively: false,
                    },
                  ]),
              // Below the shells: the icons and small UI pieces the lazy pages share, one chunk rather
              // than one 200-byte chunk each (a landing page needed eight of them).
              { name: 'ui-kit', test: LAZY_UI_KIT, priority: 0 },
            ],
          },
        },
      },
    },
  };
});
