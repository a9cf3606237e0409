// The directory's texts and limits, in a module of their own with no zod: /veterinarias imports them
// on first paint while its answer's schema loads beside the request (as public-constants.ts does for
// the booking page). directory.schema.ts re-exports them.

export const DIRECTORY_MESSAGES = {
  loadFailed: 'No se pudieron cargar las veterinarias disponibles',
  empty: 'No hay veterinarias disponibles',
  queryTooLong: 'La búsqueda debe tener como máximo 100 caracteres',
} as const;

export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_MAX_PAGE_SIZE = 100;
