// The public route of a space is the first path segment of its booking page (`/{spaceRoute}`).
// These rules are pure so the settings form and the API judge a route the same way.

export const ROUTE_MIN_LENGTH = 3;
export const ROUTE_MAX_LENGTH = 60;
export const ROUTE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ROUTE_LENGTH_MESSAGE = 'La ruta debe tener entre 3 y 60 caracteres';
export const ROUTE_FORMAT_MESSAGE =
  'La ruta solo puede contener letras minúsculas, números y guiones (sin guiones al inicio ni al final)';
export const ROUTE_RESERVED_MESSAGE = 'Esta ruta está reservada';
export const ROUTE_TAKEN_MESSAGE = 'Esta ruta ya está en uso';

/**
 * First path segments the app itself answers: a space there would be unreachable, or would hide a
 * page of the app. Includes words kept for pages that may come later (help, blog, …).
 */
export const RESERVED_ROUTES: ReadonlySet<string> = new Set([
  'about',
  'accounts',
  'admin',
  'agenda',
  'api',
  'app',
  'assets',
  'auth',
  'ayuda',
  'blog',
  'contacto',
  'dashboard',
  'docs',
  'espacios',
  'favicon.ico',
  'files',
  'forgot-password',
  'health',
  'help',
  'horarios',
  'index',
  'invitaciones',
  'invitations',
  'lista-espera',
  'login',
  'logout',
  'manifest.json',
  'miembros',
  'precios',
  'pricing',
  'privacidad',
  'privacy',
  'public',
  'register',
  'reservas',
  'reset-password',
  'robots.txt',
  'servicios',
  'settings',
  'setup',
  'signin',
  'signup',
  'sitemap.xml',
  'soporte',
  'static',
  'status',
  'support',
  'terminos',
  'terms',
  'uploads',
  'veterinarias',
  'www',
]);

// Letters NFD does not split into a base letter plus a combining mark.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

/** 'Clínica Veterinaria  Núñez & Cía.' → 'clinica-veterinaria-nunez-cia'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isReservedRoute(route: string): boolean {
  return RESERVED_ROUTES.has(route.toLowerCase());
}

export function isWellFormedRoute(route: string): boolean {
  return route.length >= ROUTE_MIN_LENGTH && route.length <= ROUTE_MAX_LENGTH && ROUTE_PATTERN.test(route);
}

/** The Spanish reason a route cannot be used (taken aside, which needs the database), or null. */
export function routeProblem(route: string): string | null {
  if (route.length < ROUTE_MIN_LENGTH || route.length > ROUTE_MAX_LENGTH) return ROUTE_LENGTH_MESSAGE;
  if (!ROUTE_PATTERN.test(route)) return ROUTE_FORMAT_MESSAGE;
  if (isReservedRoute(route)) return ROUTE_RESERVED_MESSAGE;
  return null;
}

function trimToLength(slug: string, length: number): string {
  return slug.slice(0, length).replace(/-+$/, '');
}

/** The route a space gets from its name when none is chosen; always well formed. */
export function baseRouteFromName(name: string): string {
  const slug = trimToLength(slugify(name), ROUTE_MAX_LENGTH);
  if (slug.length >= ROUTE_MIN_LENGTH) return slug;
  // Names such as 'Yo' or '¡¡¡' slugify too short: keep what there is and make it long enough.
  return slug.length > 0 ? `${slug}-espacio` : 'espacio';
}

/** The n-th choice for a base route: base, base-2, base-3 … (cut so it stays within 60 characters). */
export function routeCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${trimToLength(base, ROUTE_MAX_LENGTH - suffix.length)}${suffix}`;
}

/** `count` candidates starting at attempt `from`, skipping reserved words. */
export function routeCandidates(base: string, from: number, count: number): string[] {
  const candidates: string[] = [];
  for (let attempt = from; attempt < from + count; attempt++) {
    const candidate = routeCandidate(base, attempt);
    if (!isReservedRoute(candidate)) candidates.push(candidate);
  }
  return candidates;
}
