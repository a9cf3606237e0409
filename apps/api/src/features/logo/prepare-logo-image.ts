import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@citavet/domain/spaces/space.schema';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, badRequest } from '../../http/app-error';

const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const LOGO_MAX_SIDE = 512;
// A 10 MB PNG can declare gigapixels; refuse to decode more than a large photo's worth.
const MAX_INPUT_PIXELS = 50_000_000;

export const logoTooLarge = () => new AppError(413, 'LOGO_TOO_LARGE', LOGO_MESSAGES.tooLarge);

/**
 * Trusts nothing the client says about the file: the type comes from its magic bytes, and the image
 * is decoded and re-encoded (EXIF orientation applied, metadata stripped, at most 512×512) as WebP.
 */
export async function prepareLogoImage(upload: Buffer): Promise<Buffer> {
  if (upload.length === 0) throw badRequest(LOGO_MESSAGES.invalid, 'LOGO_INVALID');
  if (upload.length > LOGO_MAX_BYTES) throw logoTooLarge();
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ALLOWED_TYPES.has(type.mime)) {
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', LOGO_MESSAGES.wrongType);
  }
  try {
    return await sharp(upload, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw badRequest(LOGO_MESSAGES.invalid, 'LOGO_INVALID');
  }
}
