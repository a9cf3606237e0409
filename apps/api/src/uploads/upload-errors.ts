import type { ErrorCode } from '@citavet/domain/api/error-code';
import { AppError } from '../http/app-error';

// The three ways an upload fails, each with its status; the words are the feature's.

/** 413: the file is over its limit. */
export const fileTooLarge = (
  message: string,
  code: ErrorCode = 'FILE_TOO_LARGE',
  extra?: Record<string, unknown>,
) => new AppError(413, code, message, extra);

/** 415: the magic bytes name a type the feature does not take. */
export const unsupportedFileType = (
  message: string,
  code: ErrorCode = 'UNSUPPORTED_FILE_TYPE',
  extra?: Record<string, unknown>,
) => new AppError(415, code, message, extra);

/** 400: the file claims a type it does not decode as, or the form around it is wrong. */
export const invalidFile = (
  message: string,
  code: ErrorCode = 'INVALID_FILE',
  extra?: Record<string, unknown>,
) => new AppError(400, code, message, extra);

/** The machine code the multipart parser and busboy put on their errors (FST_REQ_FILE_TOO_LARGE, …). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
