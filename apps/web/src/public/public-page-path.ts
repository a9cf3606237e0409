import { isReservedRoute } from '@citavet/domain/spaces/space-route';
import type { SpaceLookup } from '@/features/public-booking/api/public-booking-query-keys';

// Which paths the public entry (public.html) answers: `/{spaceRoute}` when the segment is not one of
// the app's own first segments, and `/espacios/{spaceId}`. The API's not-found handler
// (apps/api/src/app.ts, serveWebApp) and the Vite dev server make the same choice from the same
// reserved list, so a route a space may take is never a page of the app.

const SPACE_BY_ID_SEGMENT = 'espacios';

function pathSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    // A malformed escape (`/%E0`) names no space.
    return null;
  }
}

/** The space a public page's path names, or null when the path is not a public page. */
export function publicPageLookup(pathname: string): SpaceLookup | null {
  const segments = pathSegments(pathname);
  if (!segments) return null;
  const [first, second] = segments;
  if (segments.length === 1 && first && !isReservedRoute(first)) return { route: first };
  if (segments.length === 2 && first === SPACE_BY_ID_SEGMENT && second) return { spaceId: second };
  return null;
}

/**
 * Whether the page is the booking a clinic embeds in its own website (`?embed=1`). The server reads
 * the same parameter to let other sites frame the answer (apps/api/src/web-pages/embed.ts).
 */
export function isEmbedRequest(search: string): boolean {
  return new URLSearchParams(search).get(EMBED_PARAMETER) === '1';
}
export const EMBED_PARAMETER = 'embed';
