import { DIRECTORY_PAGE_SIZE } from '@citavet/domain/public/directory-constants';
import { slugify } from '@citavet/domain/spaces/space-route';
import type { AppDependencies } from '../../app-dependencies';
import { html } from '../../web-pages/html';
import type { PageDocument } from '../../web-pages/page-document';
import { listDirectoryCities } from './directory.repository';
import { type DirectorySearchRow, searchDirectory } from './directory-search.repository';

// The first HTML of /veterinarias and /veterinarias/{ciudad} (issue 19 item 3): a real list of
// clinics with links, the city pages, and an ItemList of VeterinaryCare for search engines. The SPA's
// directory page takes over when its script runs.

const TITLE = 'Reserva tu cita veterinaria';
const INTRO =
  'Encuentra tu veterinaria, elige el servicio y el profesional, y reserva en línea en pocos pasos.';
const CITY_LINKS = 60;

function clinicItem(row: DirectorySearchRow) {
  const place = [row.address, row.city].filter(Boolean).join(', ');
  return html`<li style="margin:0 0 1rem"><h2 style="font-size:1.1rem;margin:0"><a href="/${row.route}">${row.name}</a></h2>${place ? html`<p style="margin:.25rem 0">${place}</p>` : ''}${row.phone ? html`<p style="margin:.25rem 0">Teléfono: ${row.phone}</p>` : ''}</li>`;
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
  const cities = await listDirectoryCities(db);
  const city = citySlug === null ? null : cities.find((entry) => slugify(entry.city) === citySlug);
  if (city === undefined) return null;
  const rows = await searchDirectory(db, {
    citySlug: city ? slugify(city.city) : undefined,
    now: deps.clock.now(),
    limit: DIRECTORY_PAGE_SIZE,
  });
  const heading = city ? `Veterinarias en ${city.city}` : TITLE;
  const description = city
    ? `${city.clinics} ${city.clinics === 1 ? 'veterinaria' : 'veterinarias'} en ${city.city} con cita online. Elige el servicio y el profesional y reserva en pocos pasos.`
    : INTRO;
  const cityLinks = cities.slice(0, CITY_LINKS);
  const body = html`<main style="max-width:60rem;margin:0 auto;padding:1.5rem 1rem;font-family:system-ui,sans-serif;color:#1e293b">
<h1 style="font-size:1.75rem">${heading}</h1>
<p>${description}</p>
${rows.length === 0 ? html`<p>No hay veterinarias disponibles</p>` : html`<ul style="list-style:none;padding:0">${rows.map(clinicItem)}</ul>`}
${cityLinks.length > 0 ? html`<nav aria-label="Ciudades"><h2 style="font-size:1.25rem">Veterinarias por ciudad</h2><ul>${cityLinks.map((entry) => html`<li><a href="/veterinarias/${slugify(entry.city)}">Veterinarias en ${entry.city}</a> (${entry.clinics})</li>`)}</ul></nav>` : ''}
</main>`;
  return {
    status: 200,
    title: `${heading} · Citavet`,
    description,
    canonicalPath: city ? `/veterinarias/${slugify(city.city)}` : '/veterinarias',
    jsonLd: [itemList(rows, origin)],
    body,
  };
}
