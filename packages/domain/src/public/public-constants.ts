// The public page's texts and limits, in a module of their own with no zod: the public booking
// page's first load imports them without the schemas (apps/web public entry,
// docs/decisions/011-public-page-entry.md). public-space.schema.ts re-exports them.

export const PUBLIC_MESSAGES = {
  spaceNotFound: 'Espacio no encontrado',
  spaceLoadFailed: 'No se pudo cargar la información del espacio.',
  // A clinic's address that names no clinic is the site's 404, in the words of any other missing
  // page: the server's page and the script's say the same (apps/api/src/serve-web-app.ts).
  pageNotFound: 'Página no encontrada',
  noClinicAtAddress: 'No existe ninguna veterinaria con esta dirección.',
  serviceNotFound: 'Servicio no encontrado',
  hostNotFound: 'Profesional no encontrado',
  logoNotFound: 'Este espacio no tiene logo',
  invalidSpaceId: 'ID de espacio no válido',
  invalidServiceId: 'ID de servicio no válido',
  invalidHostId: 'ID de profesional no válido',
  invalidRoute: 'Ruta no válida',
  invalidFromDate: 'La fecha de inicio no es válida',
  invalidToDate: 'La fecha de fin no es válida',
  toBeforeFrom: 'La fecha de fin debe ser igual o posterior a la de inicio',
  // Fallbacks the public page shows when a call fails without a message.
  unknownError: 'Error desconocido',
  availabilityFailed: 'Error al obtener disponibilidad',
  spaceInfoFailed: 'Error al obtener información del espacio',
  slotsFailed: 'Error al obtener horarios disponibles',
  nextAvailableFailed: 'Error al obtener próxima disponibilidad',
  mediaFailed: 'Error al obtener medios del espacio',
} as const;

/** Days one availability answer may span, and its default (a month view). */
export const MAX_SLOT_RANGE_DAYS = 62;
export const DEFAULT_SLOT_RANGE_DAYS = 31;
/** Next-available: up to 30 days ahead, 4 results. */
export const DEFAULT_NEXT_AVAILABLE_DAYS = 30;
export const DEFAULT_NEXT_AVAILABLE_LIMIT = 4;
export const MAX_NEXT_AVAILABLE_LIMIT = 50;
/** The landing page shows the first 20 gallery items. */
export const PUBLIC_MEDIA_PAGE_SIZE = 20;
export const PUBLIC_MEDIA_MAX_PAGE_SIZE = 100;

/**
 * A professional as the public page names them: who administers the clinic in Citavet is an internal
 * matter, so every professional a client can book reads 'Profesional'.
 */
export const PUBLIC_HOST_ROLE_LABELS = {
  ADMIN: 'Profesional',
  MEMBER: 'Profesional',
  RECEPTION: 'Profesional',
} as const;
