import { z } from 'zod';
import { ERROR_CODES } from './error-code';

export const ErrorCodeSchema = z.enum(ERROR_CODES);

/** Every failure the API answers has this shape. */
export const ErrorDetailSchema = z.object({ field: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: ErrorCodeSchema,
  requestId: z.string().optional(),
  details: z.array(ErrorDetailSchema).optional(),
  /** 409 BOOKING_OVERLAP: the booking in the way. */
  conflictingBooking: z.object({ startTime: z.string(), endTime: z.string() }).optional(),
  /** 409 OUTSIDE_SCHEDULE (staff): why the time lies outside the published schedule (decision 055). */
  outsideSchedule: z.enum(['date-disabled', 'no-schedule-that-day', 'outside-ranges']).optional(),
  /** 429 RESEND_COOLDOWN: how long until the invitation may be sent again. */
  retryAfterSeconds: z.number().int().optional(),
  /** 409 SCHEDULE_OVERLAP: the weekly range in the way. */
  conflictingSchedule: z
    .object({ id: z.string(), dayOfWeek: z.number().int(), startTime: z.string(), endTime: z.string() })
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Wraps a payload schema in the success envelope `{ success: true, message?, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const MessageOnlySchema = successEnvelope(z.null());
