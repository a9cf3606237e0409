import { clinicStructuredData, openingHoursLines } from '@citavet/domain/public/clinic-structured-data';
import { type PublicSpace, PublicSpaceParamsSchema } from '@citavet/domain/public/public-space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { AppError } from '../../http/app-error';
import { html } from '../../web-pages/html';
import type { PageDocument } from '../../web-pages/page-document';
import { getPublicSpace } from './get-public-space';

// The first HTML of a clinic's booking page: search engines and link previews read
// its title, description, Open Graph tags and schema.org data, and a browser without JavaScript shows
// the name, address, phone and hours. The public entry's script then takes the page over.

const DESCRIPTION_LENGTH = 160;

function placeOf(space: PublicSpace): string {
  return [space.address, space.city, space.state, space.country].filter(Boolean).join(', ');
}

function descriptionOf(space: PublicSpace): string {
  const text =
    space.description?.trim() ||
    `Reserva tu cita online en ${space.name}${space.city ? `, ${space.city}` : ''}.`;
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length <= DESCRIPTION_LENGTH ? oneLine : `${oneLine.slice(0, DESCRIPTION_LENGTH - 1)}…`;
}

/** The page of a clinic, or null when there is none (the caller answers 404). */
export async function renderSpacePage(
  deps: AppDependencies,
  lookup: { route: string } | { spaceId: string },
): Promise<PageDocument | null> {
  if ('spaceId' in lookup && !PublicSpaceParamsSchema.safeParse(lookup).success) return null;
  if ('route' in lookup && lookup.route.length > 100) return null;
  let space: PublicSpace;
  try {
    space = await getPublicSpace(deps, lookup);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
  const canonicalPath = space.route ? `/${space.route}` : `/espacios/${space.id}`;
  const url = `${deps.config.publicUrl.replace(/\/+$/, '')}${canonicalPath}`;
  const phone = space.contactPhone;
  const place = placeOf(space);
  const hours = openingHoursLines(space.openingHours);
  // The name and the description carry the page's own classes and font (index.css scans this file):
  // the script's page then paints them at the same size, and Lighthouse keeps the first paint as the
  // largest one instead of waiting for the script (decision 065).
  const body = html`<main class="ssr-page mx-auto max-w-3xl px-4 py-6 text-slate-800">
<h1 class="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">${space.name}</h1>
${space.description ? html`<p class="mt-4 leading-relaxed whitespace-pre-line text-slate-700">${space.description}</p>` : ''}
${place ? html`<p class="mt-3"><strong>Dirección:</strong> <span>${place}</span></p>` : ''}
${phone ? html`<p class="mt-1"><strong>Teléfono:</strong> <a class="text-primary" href="tel:${phone.replace(/[^\d+]/g, '')}">${phone}</a></p>` : ''}
<h2 class="mt-6 text-lg font-semibold text-slate-900">Horario de atención</h2>
<table class="mt-2 text-sm"><tbody>${hours.map((line) => html`<tr><th scope="row" class="pr-4 text-left font-medium">${line.day}</th><td>${line.hours}</td></tr>`)}</tbody></table>
${
  space.services.length > 0
    ? html`<h2 class="mt-6 text-lg font-semibold text-slate-900">Servicios</h2><ul class="mt-2 list-disc pl-5">${space.services.map((service) => html`<li>${service.name} · ${service.duration} min</li>`)}</ul>`
    : ''
}
<p class="mt-6"><a class="text-primary" href="/veterinarias">Ver más veterinarias</a></p>
</main>`;
  return {
    status: 200,
    title: `${space.name}${space.city ? ` · ${space.city}` : ''} · Reservar cita · Citavet`,
    description: descriptionOf(space),
    canonicalPath,
    ogType: 'business.business',
    image: space.logoUrl,
    jsonLd: [
      clinicStructuredData(
        {
          name: space.name,
          description: space.description,
          address: space.address,
          city: space.city,
          state: space.state,
          country: space.country,
          latitude: space.latitude,
          longitude: space.longitude,
          phone,
          email: space.contactEmail,
          logoUrl: space.logoUrl,
          openingHours: space.openingHours,
        },
        url,
      ),
    ],
    body,
  };
}
