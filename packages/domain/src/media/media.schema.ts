import { z } from 'zod';

// The media gallery of a space. What a file IS comes from its magic
// bytes on the server; the web may pre-check with the browser's MIME type using the same rules.

export const MEDIA_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** Files one upload may carry (the multipart parser refuses more). */
export const MEDIA_MAX_FILES_PER_UPLOAD = 20;
export const MEDIA_DESCRIPTION_MAX_LENGTH = 500;
/** The settings screen loads 50 at once, the public page 20. */
export const MEDIA_DEFAULT_PAGE_SIZE = 50;
export const MEDIA_MAX_PAGE_SIZE = 100;
/** Ids one reorder or bulk delete may name. */
export const MEDIA_MAX_IDS = 1000;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;
export const VIDEO_MIME_TYPES = [
  'video/mp4',
  'video/mpeg',
  'video/quicktime',
  'video/x-msvideo',
  'video/webm',
] as const;

export const MEDIA_MESSAGES = {
  imageTooLarge: 'Las imágenes deben ser menores a 10MB',
  videoTooLarge: 'Los videos deben ser menores a 100MB',
  unsupportedImage: 'Formato de imagen no soportado',
  unsupportedVideo: 'Formato de video no soportado',
  notMedia: 'Solo se permiten imágenes y videos',
  someInvalid: 'Algunos archivos no son válidos',
  loadFailed: 'Error al cargar los medios',
  uploadFailed: 'Error al subir los archivos',
  updateFailed: 'Error al actualizar el medio',
  deleteFailed: 'Error al eliminar el medio',
  deleteManyFailed: 'Error al eliminar los medios',
  reorderFailed: 'Error al reordenar los medios',
  confirmDelete: '¿Estás seguro de que quieres eliminar este archivo?',
  // Not in the spec: the API's own answers where the spec is silent.
  missingFiles: 'Selecciona al menos un archivo en el campo "media[]"',
  tooManyFiles: `Puedes subir hasta ${MEDIA_MAX_FILES_PER_UPLOAD} archivos a la vez`,
  tooManyFields: 'El formulario tiene demasiados campos',
  tooManyDescriptions: 'Hay más descripciones que archivos',
  unknownField: 'El formulario solo admite los campos "media[]" y "descriptions[]"',
  invalidForm: 'El formulario de subida no es válido',
  descriptionTooLong: `La descripción no puede superar los ${MEDIA_DESCRIPTION_MAX_LENGTH} caracteres`,
  invalidMediaId: 'ID de medio no válido',
  notFound: 'Medio no encontrado',
  idsRequired: 'Selecciona al menos un medio',
  idsRepeated: 'Un medio no puede aparecer dos veces',
  tooManyIds: `Puedes indicar hasta ${MEDIA_MAX_IDS} medios a la vez`,
  reorderIncomplete: 'La galería cambió mientras la ordenabas: recárgala e inténtalo de nuevo',
  uploaded: 'Archivos subidos exitosamente',
  updated: 'Medio actualizado exitosamente',
  deleted: 'Archivo eliminado exitosamente',
  deletedMany: 'Archivos eliminados exitosamente',
  reordered: 'Medios reordenados exitosamente',
} as const;

/** '¿Estás seguro de que quieres eliminar N archivos?' — the plural of the delete confirmation. */
export function confirmDeleteManyMessage(count: number): string {
  return count === 1
    ? MEDIA_MESSAGES.confirmDelete
    : `¿Estás seguro de que quieres eliminar ${count} archivos?`;
}

export const MediaTypeSchema = z.enum(['IMAGE', 'VIDEO'], { error: 'El tipo debe ser IMAGE o VIDEO' });
export type MediaType = z.infer<typeof MediaTypeSchema>;

/** One gallery item. `type`/`mediaType` and `displayOrder`/`order` are the spec's two names for one value. */
export const MediaSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  type: MediaTypeSchema,
  mediaType: MediaTypeSchema,
  mimeType: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  description: z.string().nullable(),
  originalName: z.string(),
  fileSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration: z.number().nullable(),
  displayOrder: z.number().int(),
  order: z.number().int(),
  createdAt: z.string(),
});
export type Media = z.infer<typeof MediaSchema>;

/** A file the upload refused, shown under 'Algunos archivos no son válidos'. */
export const RejectedFileSchema = z.object({ fileName: z.string(), reason: z.string() });
export type RejectedFile = z.infer<typeof RejectedFileSchema>;

export const MediaParamsSchema = z.strictObject({
  spaceId: z.guid('ID de espacio no válido'),
  mediaId: z.guid(MEDIA_MESSAGES.invalidMediaId).transform((id) => id.toLowerCase()),
});
export type MediaParams = z.infer<typeof MediaParamsSchema>;

const pageNumber = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.coerce
      .number({ error: 'Debe ser un número' })
      .int('Debe ser un número entero')
      .min(min, `Debe ser al menos ${min}`)
      .max(max, `Debe ser como máximo ${max}`),
  );

/** GET …/media?mediaType=IMAGE|VIDEO&limit=50&offset=0 ('' or absent mediaType: every item). */
export const MediaListQuerySchema = z.strictObject({
  mediaType: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    MediaTypeSchema.optional(),
  ),
  limit: pageNumber(MEDIA_DEFAULT_PAGE_SIZE, 1, MEDIA_MAX_PAGE_SIZE),
  offset: pageNumber(0, 0, 1_000_000),
});
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>;

/** The description of an item: trimmed, '' or null clears it. */
export const MediaDescriptionSchema = z
  .string({ error: 'La descripción debe ser un texto' })
  .trim()
  .max(MEDIA_DESCRIPTION_MAX_LENGTH, MEDIA_MESSAGES.descriptionTooLong)
  .nullable()
  .transform((value) => (value ? value : null));

export const UpdateMediaSchema = z.strictObject({ description: MediaDescriptionSchema });
export type UpdateMediaInput = z.infer<typeof UpdateMediaSchema>;

const mediaIdList = z
  .array(z.guid(MEDIA_MESSAGES.invalidMediaId), { error: MEDIA_MESSAGES.idsRequired })
  .min(1, MEDIA_MESSAGES.idsRequired)
  .max(MEDIA_MAX_IDS, MEDIA_MESSAGES.tooManyIds)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, MEDIA_MESSAGES.idsRepeated)
  .transform((ids) => ids.map((id) => id.toLowerCase()));

/**
 * PUT …/media/reorder: every item of the space, each once, in the new order (a permutation). A
 * partial list is refused, so a stale screen never silently reshuffles items it did not show.
 */
export const ReorderMediaSchema = z.strictObject({ mediaIds: mediaIdList });
export type ReorderMediaInput = z.infer<typeof ReorderMediaSchema>;

/** DELETE …/media: all of these go, or none (an id not of this space is a 404). */
export const DeleteManyMediaSchema = z.strictObject({ mediaIds: mediaIdList });
export type DeleteManyMediaInput = z.infer<typeof DeleteManyMediaSchema>;

export const MediaListSchema = z.object({
  media: z.array(MediaSchema),
  pagination: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
});
export type MediaList = z.infer<typeof MediaListSchema>;

export const MediaUploadResultSchema = z.object({
  media: z.array(MediaSchema),
  pagination: z.object({ total: z.number().int() }),
  rejected: z.array(RejectedFileSchema),
});
export type MediaUploadResult = z.infer<typeof MediaUploadResultSchema>;

export const MediaItemResultSchema = z.object({ media: MediaSchema });

export const MediaOrderResultSchema = z.object({
  media: z.array(MediaSchema),
  pagination: z.object({ total: z.number().int() }),
});

export const MediaDeleteResultSchema = z.object({
  deletedIds: z.array(z.string()),
  pagination: z.object({ total: z.number().int() }),
});
export type MediaDeleteResult = z.infer<typeof MediaDeleteResultSchema>;
