import type { ErrorDetail, ErrorEnvelope } from '@citavet/domain/api/envelope.schema';
import type { ErrorCode } from '@citavet/domain/api/error-code';

export const CONNECTION_ERROR_MESSAGE =
  'Error de conexión. Verifica tu conexión a internet e intenta nuevamente';

/** The codes the browser itself gives a failed call: the server was never reached, or answered nonsense. */
type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE' | 'UNKNOWN_ERROR';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/**
 * The code of a failure envelope read off the wire. The API only sends `ErrorCode`s (its AppError takes
 * nothing else); the list itself is not checked here because this file is on the public page's first
 * load, and a stranger code (a proxy's) would only match no branch.
 */
export function readErrorCode(value: unknown): ApiErrorCode {
  return typeof value === 'string' && value !== '' ? (value as ErrorCode) : 'UNKNOWN_ERROR';
}
export type ConflictingBooking = NonNullable<ErrorEnvelope['conflictingBooking']>;

interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  serverMessage?: string | undefined;
  details?: ErrorDetail[] | undefined;
  conflictingBooking?: ConflictingBooking | undefined;
}

/** A failed API call. `serverMessage` is the Spanish text the API sent, when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly serverMessage: string | undefined;
  readonly details: ErrorDetail[];
  /** The booking a 409 overlap ran into, so the screen can quote its time range. */
  readonly conflictingBooking: ConflictingBooking | undefined;

  constructor({ status, code, serverMessage, details, conflictingBooking }: ApiErrorInit) {
    super(serverMessage ?? code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.details = details ?? [];
    this.conflictingBooking = conflictingBooking;
  }

  get isConnectionFailure(): boolean {
    return this.code === 'NETWORK_ERROR' || this.code === 'TIMEOUT';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text to show for a failed call: the server's message when there is one, the connection message
 * when the server was never reached, and otherwise the screen's own default from the spec.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  if (error.isConnectionFailure) return CONNECTION_ERROR_MESSAGE;
  return fallback;
}
