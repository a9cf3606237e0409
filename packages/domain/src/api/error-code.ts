import { z } from 'zod';

/**
 * Every machine code the API puts in a failure envelope (design.md §3). One list, so the API can only
 * throw a code the web knows and the web can only test for a code the API sends: a typo is a type
 * error, not a branch that silently never runs.
 */
export const ERROR_CODES = [
  // Generic codes of the HTTP layer (error handler, AppError helpers).
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'BAD_URL',
  'RANGE_NOT_SATISFIABLE',
  'INTERNAL_ERROR',
  // Constraint violations the database reports (exclusion, unique).
  'OVERLAP',
  'DUPLICATE',
  // Accounts.
  'INVALID_CREDENTIALS',
  'WRONG_PASSWORD',
  'EMAIL_TAKEN',
  'INVALID_RESET_TOKEN',
  // Spaces, members, invitations, setup.
  'SPACE_NOT_FOUND',
  'SPACE_REQUIRED',
  'ROUTE_TAKEN',
  'ROUTE_RESERVED',
  'ADMIN_ONLY',
  'NOT_SPACE_MEMBER',
  'MEMBER_NOT_FOUND',
  'UNKNOWN_MEMBER',
  'OWN_MEMBERSHIP',
  'LAST_ADMIN',
  'ALREADY_MEMBER',
  'INVITATION_NOT_FOUND',
  'INVITATION_PENDING',
  'INVITATION_EXPIRED',
  'INVITATION_OTHER_EMAIL',
  'RESEND_COOLDOWN',
  'SETUP_STEP_BY_STEP',
  // Services and schedules.
  'SERVICE_NOT_FOUND',
  'SERVICE_INACTIVE',
  'SERVICE_NOT_BOOKABLE',
  'SERVICE_GONE',
  'SERVICE_HAS_FUTURE_BOOKINGS',
  'SCHEDULE_NOT_FOUND',
  'SCHEDULE_OVERLAP',
  'NO_ACTIVE_SCHEDULE',
  'HOST_NOT_FOUND',
  'HOST_NOT_MEMBER',
  'ONLY_SELF_ASSIGNMENT',
  // Bookings and disabled dates.
  'BOOKING_NOT_FOUND',
  'BOOKING_OVERLAP',
  'BOOKING_IN_PAST',
  'BOOKING_NOT_EDITABLE',
  'INVALID_STATUS_TRANSITION',
  'ALREADY_CANCELLED',
  'CANCELLATION_NOT_ALLOWED',
  'RESCHEDULING_NOT_ALLOWED',
  'OUTSIDE_SCHEDULE',
  'SLOT_NOT_AVAILABLE',
  'SLOT_NOT_OFFERED',
  'DATE_DISABLED',
  'DISABLED_DATE_NOT_FOUND',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  // Uploads: media and logo.
  'FILE_NOT_FOUND',
  'FILE_TOO_LARGE',
  'INVALID_FILE',
  'UNSUPPORTED_FILE_TYPE',
  'MEDIA_NOT_FOUND',
  'MEDIA_MISSING',
  'MEDIA_LIST_CHANGED',
  'UNKNOWN_FIELD',
  'INVALID_FORM',
  'DESCRIPTION_TOO_LONG',
  'TOO_MANY_DESCRIPTIONS',
  'TOO_MANY_FILES',
  'TOO_MANY_FIELDS',
  'LOGO_NOT_FOUND',
  'LOGO_MISSING',
  'LOGO_INVALID',
  'LOGO_TOO_LARGE',
  // Address search.
  'GEOCODER_UNAVAILABLE',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Whether a code read off the wire is one of ours (a proxy or an older server may send anything). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
