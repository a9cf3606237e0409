import { slugify } from '@citavet/domain/spaces/space-route';
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { escapeHtml } from '../../web-pages/html';
import { listDirectoryCities, listDirectoryRoutes } from './directory.repository';

// /sitemap.xml: the directory, its city pages and every listed clinic's page. A
// sitemap holds at most 50,000 URLs; above SITEMAP_PART_SIZE the file is an index of parts
// (/sitemap.xml?parte=N), each a plain sitemap.

export const SITEMAP_PART_SIZE = 45_000;

type Entry = { path: string; lastModified?: Date };

const urlOf = (origin: string, entry: Entry) =>
  `<url><loc>${escapeHtml(`${origin}${entry.path}`)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;

async function sitemapEntries(deps: AppDependencies): Promise<Entry[]> {
  const { db } = deps.database;
  const [cities, clinics] = await Promise.all([listDirectoryCities(db), listDirectoryRoutes(db)]);
  return [
    { path: '/veterinarias' },
    ...cities.map((city) => ({ path: `/veterinarias/${slugify(city.city)}` })),
    ...clinics.map((clinic) => ({ path: `/${clinic.route}`, lastModified: clinic.updatedAt })),
  ];
}

/**
 * Public pages (landing, pricing, directory, clinics' booking pages) may be indexed; signed-in
 * screens and links carrying private tokens may not. The sitemap is named with its absolute address
 * (robots.txt requires one), so this file is written here from PUBLIC_URL, not shipped static.
 */
export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...[
      '/dashboard',
      '/settings',
      '/setup',
      '/accounts',
      '/reset-password',
      '/reservas/',
      '/invitaciones/',
      '/api/',
    ].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function sitemapRoutes(
  app: FastifyInstance,
  deps: AppDependencies,
  freshness: () => Promise<void>,
) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const origin = deps.config.publicUrl.replace(/\/+$/, '');
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return robotsText(origin);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = deps.config.publicUrl.replace(/\/+$/, '');
    await freshness();
    const entries = await sitemapEntries(deps);
    const partCount = Math.ceil(entries.length / SITEMAP_PART_SIZE);
    const part = Number((request.query as Record<string, string | undefined>).parte ?? 0);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
    const namespace = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
    if (partCount > 1 && !(Number.isInteger(part) && part >= 1 && part <= partCount)) {
      const parts = Array.from(
        { length: partCount },
        (_, index) =>
          `<sitemap><loc>${escapeHtml(`${origin}/sitemap.xml?parte=${index + 1}`)}</loc></sitemap>`,
      );
      return `${head}<sitemapindex ${namespace}>${parts.join('')}</sitemapindex>`;
    }
    const slice =
      partCount > 1 ? entries.slice((part - 1) * SITEMAP_PART_SIZE, part * SITEMAP_PART_SIZE) : entries;
    return `${head}<urlset ${namespace}>${slice.map((entry) => urlOf(origin, entry)).join('')}</urlset>`;
  });
}
