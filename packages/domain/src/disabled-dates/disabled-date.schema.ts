import { z } from 'zod';
import { isDateBound, isSupportedDate, parseBookingDateTime } from '../bookings/booking-time';
import { isLocalDate, isWallTime } from '../time/zoned-time';

// Disabled dates. All-day entries are calendar days of the space, read from
// 'YYYY-MM-DD' or the date part of an ISO string; partial-day entries are instants, given as ISO
// instants, clinic-local date-times, or a date plus startTime/endTime.

export const INVALID_START_MESSAGE = 'La fecha de inicio no es válida';
export const INVALID_END_MESSAGE = 'La fecha de fin no es válida';
export const START_BEFORE_END_MESSAGE = 'La fecha de inicio debe ser anterior a la fecha de fin';
export const TITLE_REQUIRED_MESSAGE = 'El título es obligatorio';
export const REASON_REQUIRED_MESSAGE = 'La razón es obligatoria';
export const HOST_REQUIRED_MESSAGE = 'Debe seleccionar un host cuando el alcance es HOST';
export const HOST_FORBIDDEN_MESSAGE = 'No debe seleccionar un host cuando el alcance es SPACE';
export const START_TIME_REQUIRED_MESSAGE = 'La hora de inicio es requerida';
export const END_TIME_REQUIRED_MESSAGE = 'La hora de fin es requerida';
export const INVALID_DATE_TIME_MESSAGE = 'La fecha y hora no son válidas';
export const RECURRING_ALL_DAY_MESSAGE = 'Solo un cierre de días completos puede repetirse cada año';
export const RECURRING_TOO_LONG_MESSAGE = 'Un cierre que se repite cada año debe durar menos de un año';
export const SERVICE_NOT_IN_SPACE_MESSAGE = 'Algún servicio elegido no pertenece al espacio';
export const DISABLED_DATE_NOT_FOUND_MESSAGE = 'Fecha deshabilitada no encontrada';
export const DISABLED_HOST_NOT_MEMBER_MESSAGE = 'El host debe ser miembro del espacio';

/** Default partial-day times of the form. */
export const DEFAULT_PARTIAL_DAY_START = '09:00';
export const DEFAULT_PARTIAL_DAY_END = '17:00';

export const DisabledDateScopeSchema = z.enum(['HOST', 'SPACE'], {
  error: 'El alcance debe ser HOST o SPACE',
});
export type DisabledDateScope = z.infer<typeof DisabledDateScopeSchema>;

/** The calendar date an all-day bound names: 'YYYY-MM-DD' itself or the date part of a date-time. */
export function calendarDateOf(value: string): string | null {
  const text = value.trim();
  const date = text.slice(0, 10);
  const rest = text.slice(10);
  if (rest === '') return isSupportedDate(date) ? date : null;
  // The time part must still be a time, so '2026-03-10garbage' is refused.
  const isDateTime =
    /^[T ]\d{2}:\d{2}/i.test(rest) && Number.isFinite(Date.parse(`${date}T${rest.slice(1)}`));
  return isSupportedDate(date) && isDateTime ? date : null;
}

export type PartialBound =
  | { kind: 'instant'; epochMilliseconds: number }
  | { kind: 'local'; date: string; time: string }
  | { kind: 'missing-time' }
  | { kind: 'invalid' };

/** A partial-day bound: a date-time, or a date whose time comes from startTime/endTime. */
export function readPartialBound(value: string, time: string | undefined): PartialBound {
  const text = value.trim();
  if (isLocalDate(text)) {
    if (!isSupportedDate(text)) return { kind: 'invalid' };
    if (time === undefined) return { kind: 'missing-time' };
    return isWallTime(time) ? { kind: 'local', date: text, time } : { kind: 'invalid' };
  }
  return parseBookingDateTime(text) ?? { kind: 'invalid' };
}

const requiredText = (message: string, maxLength: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(maxLength, `Debe tener como máximo ${maxLength} caracteres`);

const wallTimeField = (message: string) =>
  z.string({ error: message }).refine(isWallTime, 'La hora debe tener el formato HH:MM (00:00–23:59)');

type DisabledDateShape = {
  scope: DisabledDateScope;
  hostId?: string | null | undefined;
  startDate: string;
  endDate: string;
  isAllDay: boolean;
  startTime?: string | undefined;
  endTime?: string | undefined;
  isRecurring: boolean;
};

function checkDisabledDate(entry: DisabledDateShape, context: z.RefinementCtx) {
  if (entry.scope === 'HOST' && !entry.hostId) {
    context.addIssue({ code: 'custom', path: ['hostId'], message: HOST_REQUIRED_MESSAGE });
  }
  if (entry.scope === 'SPACE' && entry.hostId) {
    context.addIssue({ code: 'custom', path: ['hostId'], message: HOST_FORBIDDEN_MESSAGE });
  }
  if (entry.isAllDay) {
    const startDay = calendarDateOf(entry.startDate);
    const endDay = calendarDateOf(entry.endDate);
    if (startDay === null)
      context.addIssue({ code: 'custom', path: ['startDate'], message: INVALID_START_MESSAGE });
    if (endDay === null)
      context.addIssue({ code: 'custom', path: ['endDate'], message: INVALID_END_MESSAGE });
    if (startDay !== null && endDay !== null && startDay > endDay) {
      context.addIssue({ code: 'custom', path: ['startDate'], message: START_BEFORE_END_MESSAGE });
    }
    // A yearly closure must not meet its own next year: its days would run into each other.
    const isYearOrLonger =
      startDay !== null &&
      endDay !== null &&
      endDay >= `${Number(startDay.slice(0, 4)) + 1}${startDay.slice(4)}`;
    if (entry.isRecurring && isYearOrLonger) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: RECURRING_TOO_LONG_MESSAGE });
    }
    return;
  }
  if (entry.isRecurring) {
    context.addIssue({ code: 'custom', path: ['isRecurring'], message: RECURRING_ALL_DAY_MESSAGE });
  }
  const start = readPartialBound(entry.startDate, entry.startTime);
  const end = readPartialBound(entry.endDate, entry.endTime);
  for (const [bound, field, timeField, invalid, missing] of [
    [start, 'startDate', 'startTime', INVALID_START_MESSAGE, START_TIME_REQUIRED_MESSAGE],
    [end, 'endDate', 'endTime', INVALID_END_MESSAGE, END_TIME_REQUIRED_MESSAGE],
  ] as const) {
    if (bound.kind === 'invalid') context.addIssue({ code: 'custom', path: [field], message: invalid });
    if (bound.kind === 'missing-time')
      context.addIssue({ code: 'custom', path: [timeField], message: missing });
  }
  const isStartNotBeforeEnd =
    start.kind === 'instant' && end.kind === 'instant'
      ? start.epochMilliseconds >= end.epochMilliseconds
      : start.kind === 'local' && end.kind === 'local'
        ? `${start.date}T${start.time}` >= `${end.date}T${end.time}`
        : false;
  if (isStartNotBeforeEnd) {
    context.addIssue({ code: 'custom', path: ['startDate'], message: START_BEFORE_END_MESSAGE });
  }
}

/** POST /spaces/{spaceId}/disabled-dates, and PUT …/{id} (the whole entry is sent again). */
export const DisabledDateInputSchema = z
  .strictObject({
    scope: DisabledDateScopeSchema,
    hostId: z.guid({ error: 'El host no es válido' }).nullable().optional(),
    startDate: z.string({ error: INVALID_START_MESSAGE }),
    endDate: z.string({ error: INVALID_END_MESSAGE }),
    isAllDay: z.boolean({ error: 'isAllDay debe ser verdadero o falso' }).default(true),
    startTime: wallTimeField(START_TIME_REQUIRED_MESSAGE).optional(),
    endTime: wallTimeField(END_TIME_REQUIRED_MESSAGE).optional(),
    title: requiredText(TITLE_REQUIRED_MESSAGE, 200),
    reason: requiredText(REASON_REQUIRED_MESSAGE, 1000),
    /** Every year on the same month and days (all-day entries only). */
    isRecurring: z.boolean({ error: 'isRecurring debe ser verdadero o falso' }).default(false),
    /** The services it closes; empty (or absent) closes every service. */
    serviceIds: z
      .array(z.guid({ error: 'El servicio no es válido' }), { error: 'Los servicios deben ser una lista' })
      .max(200, 'Demasiados servicios')
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine(checkDisabledDate);
export type DisabledDateInput = z.infer<typeof DisabledDateInputSchema>;
export type DisabledDateFormValues = z.input<typeof DisabledDateInputSchema>;

export const DisabledDateParamsSchema = z.strictObject({
  spaceId: z.guid({ error: 'El espacio no es válido' }),
  id: z.guid({ error: 'La fecha deshabilitada no es válida' }),
});
export const SpaceParamsSchema = z.strictObject({ spaceId: z.guid({ error: 'El espacio no es válido' }) });

/** GET …/disabled-dates: entries overlapping [from, to]; bounds are days of the space or instants. */
export const DisabledDateListQuerySchema = z.strictObject({
  scope: DisabledDateScopeSchema.optional(),
  hostId: z.guid({ error: 'El host no es válido' }).optional(),
  from: z.string().refine(isDateBound, INVALID_START_MESSAGE).optional(),
  to: z.string().refine(isDateBound, INVALID_END_MESSAGE).optional(),
});
export type DisabledDateListQuery = z.infer<typeof DisabledDateListQuerySchema>;

/** GET …/disabled-dates/check: is this instant blocked for the space (and this host)? */
export const DisabledDateCheckQuerySchema = z.strictObject({
  hostId: z.guid({ error: 'El host no es válido' }).optional(),
  /** For a booking of this service; without it, only closures of every service count. */
  serviceId: z.guid({ error: 'El servicio no es válido' }).optional(),
  dateTime: z
    .string({ error: 'La fecha y hora son requeridas' })
    .refine((value) => parseBookingDateTime(value) !== null, INVALID_DATE_TIME_MESSAGE),
});
export type DisabledDateCheckQuery = z.infer<typeof DisabledDateCheckQuerySchema>;

export const DisabledDateSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  scope: DisabledDateScopeSchema,
  hostId: z.string().nullable(),
  host: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** ISO instants; for all-day entries local 00:00 of the first day and 23:59:59.999 of the last. */
  startDate: z.string(),
  endDate: z.string(),
  /** The calendar days of an all-day entry ('YYYY-MM-DD'), null for partial-day entries. */
  startDay: z.string().nullable(),
  endDay: z.string().nullable(),
  isAllDay: z.boolean(),
  title: z.string(),
  reason: z.string(),
  isRecurring: z.boolean(),
  /** The services it closes; empty closes every service. */
  serviceIds: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  timeZone: z.string(),
});
export type DisabledDate = z.infer<typeof DisabledDateSchema>;

export const DisabledDateResultSchema = z.object({ disabledDate: DisabledDateSchema });
export const DisabledDateListSchema = z.object({
  disabledDates: z.array(DisabledDateSchema),
  total: z.number(),
});
export const DisabledDateCheckSchema = z.object({
  isDisabled: z.boolean(),
  disabledDate: DisabledDateSchema.nullable(),
});
