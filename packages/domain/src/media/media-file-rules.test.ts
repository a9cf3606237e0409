import { describe, expect, it } from 'vitest';
import { IMAGE_MIME_TYPES, MEDIA_MESSAGES, VIDEO_MIME_TYPES } from './media.schema';
import { checkMediaFile, mediaKindOf } from './media-file-rules';

const MB = 1024 * 1024;

describe('mediaKindOf', () => {
  it('takes the spec image and video types', () => {
    for (const mime of IMAGE_MIME_TYPES)
      expect(mediaKindOf(mime)).toMatchObject({ isMedia: true, mediaType: 'IMAGE' });
    for (const mime of VIDEO_MIME_TYPES)
      expect(mediaKindOf(mime)).toMatchObject({ isMedia: true, mediaType: 'VIDEO' });
    expect(mediaKindOf('IMAGE/PNG')).toMatchObject({ isMedia: true, mediaType: 'IMAGE' });
  });

  it('names the family of a type it does not take', () => {
    expect(mediaKindOf('image/tiff')).toEqual({
      isMedia: false,
      problem: 'UNSUPPORTED_FORMAT',
      reason: MEDIA_MESSAGES.unsupportedImage,
    });
    expect(mediaKindOf('video/x-flv')).toEqual({
      isMedia: false,
      problem: 'UNSUPPORTED_FORMAT',
      reason: MEDIA_MESSAGES.unsupportedVideo,
    });
  });

  it('treats SVG, documents, audio and the unknown as not media', () => {
    for (const mime of ['image/svg+xml', 'text/html', 'application/pdf', 'audio/mpeg', '', undefined]) {
      expect(mediaKindOf(mime)).toEqual({
        isMedia: false,
        problem: 'NOT_MEDIA',
        reason: MEDIA_MESSAGES.notMedia,
      });
    }
  });
});

describe('checkMediaFile', () => {
  it('applies 10MB to images and 100MB to videos, limits included', () => {
    expect(checkMediaFile({ mimeType: 'image/png', size: 10 * MB })).toEqual({
      isAccepted: true,
      mediaType: 'IMAGE',
    });
    expect(checkMediaFile({ mimeType: 'image/png', size: 10 * MB + 1 })).toEqual({
      isAccepted: false,
      problem: 'TOO_LARGE',
      reason: 'Las imágenes deben ser menores a 10MB',
    });
    expect(checkMediaFile({ mimeType: 'video/mp4', size: 100 * MB })).toEqual({
      isAccepted: true,
      mediaType: 'VIDEO',
    });
    expect(checkMediaFile({ mimeType: 'video/webm', size: 100 * MB + 1 })).toEqual({
      isAccepted: false,
      problem: 'TOO_LARGE',
      reason: 'Los videos deben ser menores a 100MB',
    });
  });

  it('refuses empty files as not media', () => {
    expect(checkMediaFile({ mimeType: 'image/jpeg', size: 0 })).toMatchObject({
      reason: MEDIA_MESSAGES.notMedia,
    });
  });
});
