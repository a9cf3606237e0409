// A pet's photo (decision 033): one image per pet, uploaded as multipart field "photo", checked by
// its bytes and re-encoded to WebP like every other upload.

export const PET_PHOTO_FIELD = 'photo';
export const PET_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Large enough for the pet page on any screen, small enough for the cards. */
export const PET_PHOTO_MAX_SIDE = 1024;

/**
 * Where a pet's photo is shown: a members-only route (the photo is the client's personal data), never
 * the public `/api/files/<key>`. `v` changes with the photo, so a browser never shows an old one.
 */
export const petPhotoUrl = (spaceId: string, petId: string, key: string) =>
  `/api/spaces/${spaceId}/pets/${petId}/photo?v=${encodeURIComponent(key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.')))}`;

/** Keys of pets' photos (`spaces/<spaceId>/pets/<random>.webp`): never served by key alone. */
export const isPetPhotoKey = (key: string) => /^spaces\/[^/]+\/pets\//.test(key);

export const NO_PET_PHOTO_MESSAGE = 'Esta mascota no tiene foto';

export const PET_PHOTO_MESSAGES = {
  tooLarge: 'La foto debe ser menor a 10MB',
  wrongType: 'Solo se permiten archivos JPEG, PNG, GIF o WebP',
  invalid: 'Archivo no válido',
  missing: 'Adjunta una imagen en el campo "photo"',
} as const;
