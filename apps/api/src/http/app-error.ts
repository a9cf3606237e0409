import type { ErrorCode } from '@citavet/domain/api/error-code';

/**
 * The one documented error type of the API. A use case throws it with a Spanish message the user
 * can read and a machine code; the error handler turns it into the failure envelope.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (
  message: string,
  code: ErrorCode = 'BAD_REQUEST',
  extra?: Record<string, unknown>,
) => new AppError(400, code, message, extra);
export const unauthorized = (message = 'No autenticado', code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (
  message = 'No tienes permisos para realizar esta acción',
  code: ErrorCode = 'FORBIDDEN',
) => new AppError(403, code, message);
export const notFound = (message = 'Recurso no encontrado', code: ErrorCode = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT', extra?: Record<string, unknown>) =>
  new AppError(409, code, message, extra);
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);
