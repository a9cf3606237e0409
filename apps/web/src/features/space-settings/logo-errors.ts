/** The spec's fallback messages of the logo section (part 2 §5 "Logo"). */
export const LOGO_ERRORS = {
  upload: 'Error al subir el logo',
  info: 'Error al cargar la información del logo',
  delete: 'Error al eliminar el logo',
} as const;
