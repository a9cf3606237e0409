/** The spec's fallback messages of the logo section. */
export const LOGO_ERRORS = {
  upload: 'Error al subir el logo',
  info: 'Error al cargar la información del logo',
  delete: 'Error al eliminar el logo',
} as const;
