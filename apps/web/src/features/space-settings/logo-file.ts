import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@citavet/domain/spaces/space.schema';

export const LOGO_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const LOGO_HINT = 'PNG, JPG, GIF o WebP hasta 10MB, recomendado 200x200px';

export const LOGO_ERRORS = {
  upload: 'Error al subir el logo',
  info: 'Error al cargar la información del logo',
  delete: 'Error al eliminar el logo',
} as const;

/** The browser's early check (part 2 §5 "Logo"); the server reads the bytes and decides. */
export function validateLogoFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(LOGO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return LOGO_MESSAGES.wrongType;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  if (file.size === 0) return LOGO_MESSAGES.invalid;
  return null;
}
