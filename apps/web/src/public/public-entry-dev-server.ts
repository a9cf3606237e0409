import type { Plugin, ViteDevServer } from 'vite';

const PUBLIC_ENTRY_HTML = '/public.html';
// Loaded through Vite, not imported: the config bundle leaves workspace packages (the domain's
// reserved routes) to Node, which cannot run their TypeScript.
const PUBLIC_PAGE_PATH_MODULE = '/src/public/public-page-path.ts';

type PublicPagePathModule = typeof import('./public-page-path');

/**
 * `npm run dev`: paths of a public page get public.html, like the API answers them in production
 * (apps/api/src/app.ts, serveWebApp); everything else falls through to Vite's own fallback to
 * index.html. So the dev server and the built app load the same entry for the same URL.
 */
export function publicEntryPages(): Plugin {
  return {
    name: 'citavet-public-entry-pages',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      server.middlewares.use((request, _response, next) => {
        const isPageRequest =
          (request.method === 'GET' || request.method === 'HEAD') &&
          (request.headers.accept ?? '').includes('text/html');
        if (!isPageRequest || !request.url) return next();
        const url = new URL(request.url, 'http://localhost');
        server
          .ssrLoadModule(PUBLIC_PAGE_PATH_MODULE)
          .then((module) => {
            const { publicPageLookup } = module as PublicPagePathModule;
            if (publicPageLookup(url.pathname)) request.url = `${PUBLIC_ENTRY_HTML}${url.search}`;
            next();
          })
          .catch(next);
      });
    },
  };
}
