import { isReservedRoute } from '../spaces/space-route';

// What the server answers for a browser path (honest status codes). Every page of
// the SPA is listed here as a pattern, so any other path is a real 404 instead of a 200 shell that
// search engines index as a soft 404. apps/web's router test fails if a route of the SPA is missing.

/**
 * The SPA's pages, as segment patterns: `:x` is one segment, a trailing `*` any further segments.
 * The public booking page (`/{spaceRoute}`) is not here: it is any single segment not reserved.
 */
export const SPA_PATH_PATTERNS: readonly string[] = [
  '',
  'pricing',
  'terms',
  'privacy',
  'forgot-password',
  'reset-password',
  'veterinarias',
  'veterinarias/:ciudad',
  'reservas/:token',
  'reservas/:token/confirmar',
  'lista-espera/oferta/:token',
  'lista-espera/:token',
  'invitaciones/:token',
  'accounts',
  'accounts/login',
  'accounts/register',
  'accounts/verify-email',
  'accounts/confirm-email',
  'accounts/revert-email',
  'accounts/sign-in-link',
  'accounts/not-me',
  'login',
  'setup',
  'setup/*',
  'dashboard',
  'dashboard/:spaceId',
  'dashboard/:spaceId/*',
  'settings/user',
  'settings/espacios-eliminados',
  'settings/space/:spaceId',
  'agenda',
  'servicios',
  'miembros',
];

export type WebPagePath =
  | { kind: 'space-route'; route: string }
  | { kind: 'space-id'; spaceId: string }
  | { kind: 'embed'; route: string }
  | { kind: 'directory'; citySlug: string | null }
  | { kind: 'app' }
  | { kind: 'unknown' };

/** The decoded segments of a path (query and fragment dropped), or null for a malformed escape. */
export function pathSegments(url: string): string[] | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    return path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/');
  const isOpenEnded = parts[parts.length - 1] === '*';
  const fixed = isOpenEnded ? parts.slice(0, -1) : parts;
  if (isOpenEnded ? segments.length < fixed.length : segments.length !== fixed.length) return false;
  return fixed.every((part, index) => part.startsWith(':') || part === segments[index]);
}

export const EMBED_SEGMENT = 'embed';

/** Which page a browser path is, if any: the server answers 404 for `unknown`. */
export function classifyWebPath(url: string): WebPagePath {
  const segments = pathSegments(url);
  if (!segments) return { kind: 'unknown' };
  const [first, second] = segments;
  if (segments.length === 1 && first !== undefined && !isReservedRoute(first)) {
    return { kind: 'space-route', route: first };
  }
  if (segments.length === 2 && first === 'espacios' && second) return { kind: 'space-id', spaceId: second };
  if (segments.length === 2 && first === EMBED_SEGMENT && second) return { kind: 'embed', route: second };
  if (first === 'veterinarias' && segments.length <= 2)
    return { kind: 'directory', citySlug: second ?? null };
  return SPA_PATH_PATTERNS.some((pattern) => matches(pattern, segments))
    ? { kind: 'app' }
    : { kind: 'unknown' };
}
