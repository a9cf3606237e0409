import type { PublicSpace } from '@citavet/domain/public/public-space.schema';
import { formatLocality } from './contact-links';

/** Search engines show about 155 characters of a description; a longer one is cut at a word. */
export const PAGE_DESCRIPTION_MAX_LENGTH = 155;

function cutAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The booking page's meta description, for search results and link previews: which clinic, where,
 * and what it says of itself. Without it the page would keep the product's own description, the
 * same on every clinic's page.
 */
export function publicPageDescription(
  space: Pick<PublicSpace, 'name' | 'description' | 'city' | 'state' | 'country'>,
): string {
  const locality = formatLocality(space);
  const intro = `Reserva tu cita online en ${space.name.trim()}${locality ? `, ${locality}` : ''}.`;
  const about = space.description?.trim().replace(/\s+/g, ' ');
  return cutAtWord(about ? `${intro} ${about}` : intro, PAGE_DESCRIPTION_MAX_LENGTH);
}
