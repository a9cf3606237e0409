import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@citavet/domain/spaces/space.schema';
import { detectFileType } from '../../uploads/detect-file-type';
import { reencodeImage } from '../../uploads/reencode-image';
import { fileTooLarge, invalidFile, unsupportedFileType } from '../../uploads/upload-errors';

const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const LOGO_MAX_SIDE = 512;

export const logoTooLarge = () => fileTooLarge(LOGO_MESSAGES.tooLarge, 'LOGO_TOO_LARGE');

/**
 * Trusts nothing the client says about the file: the type comes from its magic bytes, and the image
 * is decoded and re-encoded (EXIF orientation applied, metadata stripped, at most 512×512) as WebP.
 */
export async function prepareLogoImage(upload: Buffer): Promise<Buffer> {
  if (upload.length === 0) throw invalidFile(LOGO_MESSAGES.invalid, 'LOGO_INVALID');
  if (upload.length > LOGO_MAX_BYTES) throw logoTooLarge();
  const type = await detectFileType(upload);
  if (!type || !ALLOWED_TYPES.has(type.mime)) throw unsupportedFileType(LOGO_MESSAGES.wrongType);
  try {
    return (await reencodeImage(upload, { maxSide: LOGO_MAX_SIDE, quality: 90 })).data;
  } catch {
    throw invalidFile(LOGO_MESSAGES.invalid, 'LOGO_INVALID');
  }
}
