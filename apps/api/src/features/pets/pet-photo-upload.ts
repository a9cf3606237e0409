import {
  PET_PHOTO_FIELD,
  PET_PHOTO_MAX_BYTES,
  PET_PHOTO_MAX_SIDE,
  PET_PHOTO_MESSAGES,
} from '@citavet/domain/pets/pet-photo';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/app-error';
import { detectFileType } from '../../uploads/detect-file-type';
import { reencodeImage } from '../../uploads/reencode-image';
import { fileTooLarge, hasErrorCode, invalidFile, unsupportedFileType } from '../../uploads/upload-errors';

const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

const photoTooLarge = () => fileTooLarge(PET_PHOTO_MESSAGES.tooLarge, 'PET_PHOTO_TOO_LARGE');

/** The bytes of the multipart field `photo`; the plugin's size limit becomes a 413. */
export async function readPetPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(PET_PHOTO_MESSAGES.missing, 'PET_PHOTO_MISSING');
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch (error) {
    if (hasErrorCode(error, 'FST_REQ_FILE_TOO_LARGE') || hasErrorCode(error, 'FST_FILES_LIMIT')) {
      throw photoTooLarge();
    }
    throw badRequest(PET_PHOTO_MESSAGES.invalid, 'PET_PHOTO_INVALID');
  }
  if (!file || file.fieldname !== PET_PHOTO_FIELD) {
    file?.file.resume();
    throw badRequest(PET_PHOTO_MESSAGES.missing, 'PET_PHOTO_MISSING');
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if (hasErrorCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw photoTooLarge();
    throw badRequest(PET_PHOTO_MESSAGES.invalid, 'PET_PHOTO_INVALID');
  }
}

/**
 * Trusts nothing the client says about the file: the type comes from its magic bytes, and the image
 * is decoded and re-encoded (EXIF orientation applied, metadata such as GPS stripped, at most
 * 1024 px a side) as WebP.
 */
export async function preparePetPhoto(upload: Buffer): Promise<Buffer> {
  if (upload.length === 0) throw invalidFile(PET_PHOTO_MESSAGES.invalid, 'PET_PHOTO_INVALID');
  if (upload.length > PET_PHOTO_MAX_BYTES) throw photoTooLarge();
  const type = await detectFileType(upload);
  if (!type || !ALLOWED_TYPES.has(type.mime)) throw unsupportedFileType(PET_PHOTO_MESSAGES.wrongType);
  try {
    return (await reencodeImage(upload, { maxSide: PET_PHOTO_MAX_SIDE, quality: 85 })).data;
  } catch {
    throw invalidFile(PET_PHOTO_MESSAGES.invalid, 'PET_PHOTO_INVALID');
  }
}
