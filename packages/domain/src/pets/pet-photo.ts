// A pet's photo (decision 033): one image per pet, uploaded as multipart field "photo", checked by
// its bytes and re-encoded to WebP like every other upload.

export const PET_PHOTO_FIELD = 'photo';
export const PET_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Large enough for the pet page on any screen, small enough for the cards. */
export const PET_PHOTO_MAX_SIDE = 1024;

export const PET_PHOTO_MESSAGES = {
  tooLarge: 'La foto debe ser menor a 10MB',
  wrongType: 'Solo se permiten archivos JPEG, PNG, GIF o WebP',
  invalid: 'Archivo no válido',
  missing: 'Adjunta una imagen en el campo "photo"',
} as const;
