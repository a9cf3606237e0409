import {
  BOOKING_OVERLAP_MESSAGE,
  DISABLED_DATE_BOOKING_MESSAGE,
  INTERNAL_BOOKING_FORBIDDEN_MESSAGE,
  OTHER_MEMBER_BOOKING_FORBIDDEN_MESSAGE,
  PAST_BOOKING_MESSAGE,
} from '@citavet/domain/bookings/booking.schema';
import { type ApiErrorCode, CONNECTION_ERROR_MESSAGE, isApiError } from '@/lib/api-error';
import { formatTime } from '@/lib/formatters';

export const CREATE_BOOKING_FALLBACK_MESSAGE = 'Error al crear la reserva';
export const UPDATE_BOOKING_FALLBACK_MESSAGE = 'Error al actualizar la reserva';

/** Refusals whose server text already is the spec's wording, by machine code. */
const MESSAGES_BY_CODE: Record<string, string> = {
  DATE_DISABLED: DISABLED_DATE_BOOKING_MESSAGE,
  NOT_SPACE_MEMBER: INTERNAL_BOOKING_FORBIDDEN_MESSAGE,
  ADMIN_ONLY: OTHER_MEMBER_BOOKING_FORBIDDEN_MESSAGE,
  BOOKING_IN_PAST: PAST_BOOKING_MESSAGE,
};

/** Refusals the user can act on as they are: shown without the 'Error al crear la reserva:' prefix. */
const PLAIN_CODES: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  'NO_ACTIVE_SCHEDULE',
  'OUTSIDE_SCHEDULE',
  'UNKNOWN_MEMBER',
  'SERVICE_INACTIVE',
  'SERVICE_GONE',
  'BOOKING_NOT_EDITABLE',
]);

/** 'Datos inválidos: field: message, ...'. */
function invalidDataMessage(details: readonly { field: string; message: string }[]): string {
  return `Datos inválidos: ${details.map((detail) => `${detail.field || 'body'}: ${detail.message}`).join(', ')}`;
}

/**
 * What the appointment modal says when saving a booking fails. An overlap quotes the
 * conflicting booking's range in the space's zone.
 */
export function bookingSaveErrorMessage(
  error: unknown,
  timeZone: string,
  fallback: string = CREATE_BOOKING_FALLBACK_MESSAGE,
): string {
  if (!isApiError(error)) return fallback;
  if (error.isConnectionFailure) return CONNECTION_ERROR_MESSAGE;
  if (error.code === 'BOOKING_OVERLAP' || error.conflictingBooking) {
    const conflict = error.conflictingBooking;
    if (!conflict) return BOOKING_OVERLAP_MESSAGE;
    const range = `${formatTime(conflict.startTime, timeZone)}–${formatTime(conflict.endTime, timeZone)}`;
    return `${BOOKING_OVERLAP_MESSAGE} (${range})`;
  }
  const known = MESSAGES_BY_CODE[error.code];
  if (known) return known;
  if (error.code === 'VALIDATION_ERROR' && error.details.length > 0) return invalidDataMessage(error.details);
  if (PLAIN_CODES.has(error.code) && error.serverMessage) return error.serverMessage;
  return error.serverMessage ? `${fallback}: ${error.serverMessage}` : fallback;
}
