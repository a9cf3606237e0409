import { DIRECTORY_PAGE_SIZE } from '@citavet/domain/public/directory-constants';
import {
  DIRECTORY_CITY_DATA_ID,
  directoryDescription,
  directoryHeading,
} from '@citavet/domain/public/directory-page-text';
import { slugify } from '@citavet/domain/spaces/space-route';
import type { AppDependencies } from '../../app-dependencies';
import { html } from '../../web-pages/html';
import type { PageDocument } from '../../web-pages/page-document';
import { findDirectoryCity, listDirectoryCities } from './directory.repository';
import { type DirectorySearchRow, searchDirectory } from './directory-search.repository';

// The first HTML of /veterinarias and /veterinarias/{ciudad} (docs/decisions/049-directory-pages.md): a real list of
// clinics with links, the city pages, and an ItemList of VeterinaryCare for search engines. The SPA's
// directory page takes over when its script runs.

const CITY_LINKS = 60;

// The page's own layout and Tailwind classes (the built stylesheet has them: the directory page uses
// them), so the first paint already looks like the page the script renders. Lighthouse measured the
// largest paint when the script replaced a differently styled text (decision 065).
const BACK_LINK =
  'inline-flex h-8 items-center rounded-control px-3 text-sm font-medium text-slate-700 hover:bg-slate-100';

function clinicItem(row: DirectorySearchRow) {
  const place = [row.address, row.city].filter(Boolean).join(', ');
  return html`<li class="rounded-card border border-slate-200 bg-white p-4"><h2 class="text-base font-semibold text-slate-900"><a href="/${row.route}" class="hover:underline">${row.name}</a></h2>${place ? html`<p class="mt-1 text-sm text-slate-600">${place}</p>` : ''}${row.phone ? html`<p class="mt-1 text-sm text-slate-600">Teléfono: ${row.phone}</p>` : ''}</li>`;
}

function itemList(rows: DirectorySearchRow[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: rows.map((row, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}/${row.route}`,
      name: row.name,
    })),
  };
}

/** The directory's page, or null for a city nobody is listed in (the caller answers 404). */
export async function renderDirectoryPage(
  deps: AppDependencies,
  citySlug: string | null,
): Promise<PageDocument | null> {
  const { db } = deps.database;
  const origin = deps.config.publicUrl.replace(/\/+$/, '');
  const [cities, city] = await Promise.all([
    listDirectoryCities(db),
    citySlug === null ? null : findDirectoryCity(db, citySlug),
  ]);
  if (citySlug !== null && city === null) return null;
  // The same search as the API's `city` filter, which the page's script asks for.
  const rows = await searchDirectory(db, {
    citySlug: city?.slug,
    now: deps.clock.now(),
    limit: DIRECTORY_PAGE_SIZE,
  });
  const heading = directoryHeading(city);
  const description = directoryDescription(city);
  const cityLinks = cities.slice(0, CITY_LINKS);
  const body = html`<div class="flex min-h-dvh flex-col bg-slate-50">
<header class="border-b border-slate-200 bg-white"><div class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"><a href="/" class="text-base font-bold tracking-tight text-slate-900">Citavet</a><a href="/" class="${BACK_LINK}">Volver al inicio</a></div></header>
<main class="flex-1">
<section class="border-b border-slate-200 bg-gradient-to-b from-primary-tint/60 to-white"><div class="mx-auto flex max-w-6xl flex-col items-center px-4 py-10 text-center sm:px-6 sm:py-14"><h1 class="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">${heading}</h1><p class="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">${description}</p></div></section>
<section aria-label="Veterinarias" class="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
${rows.length === 0 ? html`<p>No hay veterinarias disponibles</p>` : html`<ul class="grid gap-4 sm:grid-cols-2">${rows.map(clinicItem)}</ul>`}
${cityLinks.length > 0 ? html`<nav aria-label="Ciudades" class="mt-10"><h2 class="text-lg font-semibold text-slate-900">Veterinarias por ciudad</h2><ul class="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">${cityLinks.map((entry) => html`<li><a href="/veterinarias/${slugify(entry.city)}" class="text-primary hover:underline">Veterinarias en ${entry.city}</a> (${entry.clinics})</li>`)}</ul></nav>` : ''}
</section>
</main>
</div>`;
  return {
    status: 200,
    title: `${heading} · Citavet`,
    description,
    canonicalPath: city ? `/veterinarias/${city.slug}` : '/veterinarias',
    jsonLd: [itemList(rows, origin)],
    // The script's first render reads the city from here, so it shows this page's heading at once.
    ...(city ? { data: { id: DIRECTORY_CITY_DATA_ID, value: city } } : {}),
    body,
  };
}
