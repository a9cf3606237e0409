import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorEnvelope } from '@citavet/domain/api/envelope.schema';
import { PUBLIC_MESSAGES } from '@citavet/domain/public/public-constants';
import { classifyWebPath } from '@citavet/domain/public/web-page-path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDependencies } from './app-dependencies';
import { renderDirectoryPage } from './features/directory/render-directory-page';
import { sitemapRoutes } from './features/directory/sitemap.routes';
import { renderSpacePage } from './features/public/render-space-page';
import { embeddableHeaders } from './http/security-headers';
import { homePage } from './web-pages/home-page';
import { html } from './web-pages/html';
import { type PageDocument, renderPageDocument } from './web-pages/page-document';

// Which HTML a browser path gets, with which status (docs/decisions/011 and 049). The SPA's own pages
// get index.html as built; a clinic's page (public.html) and the directory (/veterinarias, per city)
// get their head and content rendered into the template; any other path is a 404 with a page that
// says so — never a 200 shell that search engines would keep as a soft 404.

type Templates = { index: string; public: string };

const NOT_FOUND_LINKS = html`<p><a href="/">Volver al inicio</a> · <a href="/veterinarias">Buscar veterinarias</a></p>`;

export function notFoundPage(kind: 'page' | 'space'): PageDocument {
  const title = PUBLIC_MESSAGES.pageNotFound;
  const text =
    kind === 'space'
      ? PUBLIC_MESSAGES.noClinicAtAddress
      : 'La página que buscas no existe o ha cambiado de dirección.';
  return {
    status: 404,
    title: `${title} · Citavet`,
    description: text,
    isIndexable: false,
    body: html`<main style="max-width:40rem;margin:0 auto;padding:3rem 1rem;font-family:system-ui,sans-serif;color:#1e293b;text-align:center"><h1 style="font-size:1.5rem">${title}</h1><p>${text}</p>${NOT_FOUND_LINKS}</main>`,
  };
}

function readTemplates(webDistDir: string, hasPublicPage: boolean): Templates {
  const index = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  return { index, public: hasPublicPage ? readFileSync(join(webDistDir, 'public.html'), 'utf8') : index };
}

export async function serveWebApp(
  app: FastifyInstance,
  deps: AppDependencies,
  directoryFreshness: () => Promise<void>,
) {
  const { webDistDir } = deps.config;
  const hasWebApp = webDistDir !== undefined && existsSync(join(webDistDir, 'index.html'));
  // A build from before the public entry existed still serves its public pages through the SPA.
  const hasPublicPage = webDistDir !== undefined && existsSync(join(webDistDir, 'public.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // '/' is the home page, written with its head and words (not index.html as built).
      index: false,
      // The web build writes .br/.gz beside each text asset (apps/web/vite.config.ts): a phone on a
      // slow network downloads a quarter of the bytes and the server compresses nothing per request.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite fingerprints assets, so they can be cached forever; index.html never.
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    await sitemapRoutes(app, deps, directoryFreshness);
  }
  // Read once: the built pages never change while the process runs.
  const templates = hasWebApp && webDistDir ? readTemplates(webDistDir, hasPublicPage) : null;
  const send = (reply: FastifyReply, template: string, page: PageDocument) =>
    reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPageDocument(template, page, deps.config.publicUrl));

  const embedHeaders = embeddableHeaders();
  app.setNotFoundHandler(async (request, reply) => {
    const isApiCall = request.url === '/api' || request.url.startsWith('/api/');
    if (isApiCall || !templates || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ success: false, message: 'Ruta no encontrada', code: 'NOT_FOUND' } satisfies ErrorEnvelope);
    }
    const path = classifyWebPath(request.url);
    switch (path.kind) {
      case 'space-route':
      case 'space-id': {
        const lookup = path.kind === 'space-route' ? { route: path.route } : { spaceId: path.spaceId };
        const page = (await renderSpacePage(deps, lookup)) ?? notFoundPage('space');
        if (!isEmbedRequest(request.url)) return send(reply, templates.public, page);
        // The booking a clinic embeds in its own website: any site may frame it; search engines
        // index the clinic's own page, not this copy.
        reply.removeHeader('x-frame-options');
        reply.headers(embedHeaders);
        return send(reply, templates.public, { ...page, isIndexable: false });
      }
      case 'directory': {
        await directoryFreshness();
        const page = (await renderDirectoryPage(deps, path.citySlug)) ?? notFoundPage('page');
        return send(reply, templates.index, page);
      }
      case 'app':
        // The home page is read by search engines and link previews: its head and words come with it.
        if (request.url.split(/[?#]/, 1)[0] === '/') return send(reply, templates.index, homePage());
        // Client-side routes (/dashboard/…) boot the SPA as built.
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      default:
        return send(reply, templates.index, notFoundPage('page'));
    }
  });
}

/** `?embed=1` on a clinic's page (the web's isEmbedRequest reads the same parameter). */
function isEmbedRequest(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).get('embed') === '1';
}
