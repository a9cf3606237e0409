// The directory's texts and limits, in a module of their own with no zod: /veterinarias imports them
// on first paint while its answer's schema loads beside the request (as public-constants.ts does for
// the booking page). directory.schema.ts re-exports them.

export const DIRECTORY_MESSAGES = {
  loadFailed: 'No se pudieron cargar las veterinarias disponibles',
  empty: 'No hay veterinarias disponibles',
  queryTooLong: 'La búsqueda debe tener como máximo 100 caracteres',
  nearTooLong: 'La ubicación debe tener como máximo 200 caracteres',
  invalidPoint: 'La ubicación no es válida: indica latitud y longitud',
  invalidRadius: 'La distancia debe ser un número de kilómetros entre 1 y 500',
  invalidAvailability: "La disponibilidad debe ser 'hoy' o 'semana'",
  invalidOpenNow: "Abierto ahora debe ser 'true' o 'false'",
  invalidCursor: 'La página pedida no es válida',
  invalidCity: 'La ciudad no es válida',
  placeNotFound: 'No encontramos esa ubicación. Prueba con otra ciudad o dirección.',
} as const;

export const DIRECTORY_DEFAULT_RADIUS_KM = 50;
export const DIRECTORY_MAX_RADIUS_KM = 500;

export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_MAX_PAGE_SIZE = 100;
