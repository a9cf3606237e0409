import '../zod-spanish';
import { describe, expect, it } from 'vitest';
import {
  confirmDeleteManyMessage,
  DeleteManyMediaSchema,
  MEDIA_MESSAGES,
  MediaListQuerySchema,
  MediaParamsSchema,
  ReorderMediaSchema,
  UpdateMediaSchema,
} from './media.schema';

const ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('media schemas', () => {
  it('keeps the spec messages verbatim', () => {
    expect(MEDIA_MESSAGES).toMatchObject({
      imageTooLarge: 'Las imágenes deben ser menores a 10MB',
      videoTooLarge: 'Los videos deben ser menores a 100MB',
      unsupportedImage: 'Formato de imagen no soportado',
      unsupportedVideo: 'Formato de video no soportado',
      notMedia: 'Solo se permiten imágenes y videos',
      someInvalid: 'Algunos archivos no son válidos',
      confirmDelete: '¿Estás seguro de que quieres eliminar este archivo?',
    });
    expect(confirmDeleteManyMessage(3)).toBe('¿Estás seguro de que quieres eliminar 3 archivos?');
  });

  it('reads the list query with defaults and bounds', () => {
    expect(MediaListQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(MediaListQuerySchema.parse({ mediaType: 'video', limit: '20', offset: '40' })).toEqual({
      mediaType: 'VIDEO',
      limit: 20,
      offset: 40,
    });
    expect(MediaListQuerySchema.parse({ mediaType: '' })).toEqual({ limit: 50, offset: 0 });
    for (const query of [
      { limit: '0' },
      { limit: '101' },
      { limit: '2.5' },
      { offset: '-1' },
      { mediaType: 'AUDIO' },
    ]) {
      expect(MediaListQuerySchema.safeParse(query).success).toBe(false);
    }
  });

  it('trims descriptions, clears empty ones and caps them at 500 characters', () => {
    expect(UpdateMediaSchema.parse({ description: '  Hola  ' })).toEqual({ description: 'Hola' });
    expect(UpdateMediaSchema.parse({ description: '   ' })).toEqual({ description: null });
    expect(UpdateMediaSchema.parse({ description: 'a'.repeat(500) }).description).toHaveLength(500);
    expect(firstMessage(UpdateMediaSchema.safeParse({ description: 'a'.repeat(501) }))).toBe(
      MEDIA_MESSAGES.descriptionTooLong,
    );
    expect(UpdateMediaSchema.safeParse({ description: 'x', extra: 1 }).success).toBe(false);
  });

  it('wants id lists without repeats, lower-cased', () => {
    expect(ReorderMediaSchema.parse({ mediaIds: [ID.toUpperCase()] })).toEqual({ mediaIds: [ID] });
    expect(firstMessage(ReorderMediaSchema.safeParse({ mediaIds: [ID, ID.toUpperCase()] }))).toBe(
      MEDIA_MESSAGES.idsRepeated,
    );
    expect(firstMessage(DeleteManyMediaSchema.safeParse({ mediaIds: [] }))).toBe(MEDIA_MESSAGES.idsRequired);
    expect(firstMessage(DeleteManyMediaSchema.safeParse({ mediaIds: ['x'] }))).toBe(
      MEDIA_MESSAGES.invalidMediaId,
    );
    expect(MediaParamsSchema.safeParse({ spaceId: ID, mediaId: 'x' }).success).toBe(false);
  });
});
