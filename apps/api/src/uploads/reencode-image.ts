import sharp from 'sharp';

// A 10 MB PNG can declare gigapixels: refuse to decode more than a large photo's worth
// (48-megapixel phone photos still pass).
export const MAX_INPUT_PIXELS = 50_000_000;

export type ReencodeOptions = {
  /** Longest side of the result; smaller images are never enlarged. */
  maxSide: number;
  quality: number;
  /** Keep every frame of an animated GIF/WebP (otherwise only the first). */
  keepAnimation?: boolean;
};

export type ReencodedImage = { data: Buffer; width: number; height: number; format: 'webp' };

/** The bytes claim to be an image but do not decode as one (truncated, corrupt, a bomb). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('unreadable image', { cause });
    this.name = 'UnreadableImageError';
  }
}

/**
 * Decodes and re-encodes an uploaded image as WebP: EXIF orientation applied, metadata (EXIF, GPS,
 * XMP, ICC) dropped, at most `maxSide` px. Whatever else the file carried (a script appended after
 * the image, a polyglot's second life) does not survive a decode and encode.
 */
export async function reencodeImage(input: Buffer, options: ReencodeOptions): Promise<ReencodedImage> {
  try {
    const { data, info } = await sharp(input, {
      failOn: 'truncated',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: options.keepAnimation ?? false,
    })
      .rotate()
      .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: options.quality })
      .toBuffer({ resolveWithObject: true });
    // Animated results are a strip of frames: one frame's height is what a viewer sees.
    return { data, width: info.width, height: info.pageHeight ?? info.height, format: 'webp' };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}
