import { LOGO_MESSAGES } from '@citavet/domain/spaces/space.schema';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/app-error';
import { hasErrorCode } from '../../uploads/upload-errors';
import { logoTooLarge } from './prepare-logo-image';

const LOGO_FIELD = 'logo';

/** The bytes of the multipart field `logo`; the plugin's size limit becomes the spec's 413. */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(LOGO_MESSAGES.missing, 'LOGO_MISSING');
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch (error) {
    if (hasErrorCode(error, 'FST_REQ_FILE_TOO_LARGE') || hasErrorCode(error, 'FST_FILES_LIMIT')) {
      throw logoTooLarge();
    }
    throw badRequest(LOGO_MESSAGES.invalid, 'LOGO_INVALID');
  }
  if (!file || file.fieldname !== LOGO_FIELD) {
    file?.file.resume();
    throw badRequest(LOGO_MESSAGES.missing, 'LOGO_MISSING');
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if (hasErrorCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw logoTooLarge();
    throw badRequest(LOGO_MESSAGES.invalid, 'LOGO_INVALID');
  }
}
