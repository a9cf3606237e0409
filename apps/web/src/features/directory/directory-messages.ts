import type { DIRECTORY_MESSAGES } from '@citavet/domain/public/directory.schema';

/**
 * The directory's texts from the domain's DIRECTORY_MESSAGES, written here because importing that
 * module would put its zod schemas in the page's first load (the answer's schema loads beside the
 * request instead, api/get-directory-spaces.ts). The domain's messages are `as const`, so the type
 * below makes the type-check fail the moment a text here differs from the domain's.
 */
export const DIRECTORY_SCREEN_MESSAGES: Pick<typeof DIRECTORY_MESSAGES, 'loadFailed' | 'empty'> = {
  loadFailed: 'No se pudieron cargar las veterinarias disponibles',
  empty: 'No hay veterinarias disponibles',
};
