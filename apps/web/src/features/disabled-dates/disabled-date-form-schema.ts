import {
  DEFAULT_PARTIAL_DAY_END,
  DEFAULT_PARTIAL_DAY_START,
  type DisabledDate,
  DisabledDateInputSchema,
  type DisabledDateFormValues as DisabledDatePayload,
  DisabledDateScopeSchema,
} from '@citavet/domain/disabled-dates/disabled-date.schema';
import { instantToZonedParts } from '@citavet/domain/time/zoned-time';
import { z } from 'zod';

// What the modal edits: plain strings as the inputs hold them. Validation is the shared payload
// schema itself, run on the payload the form would send, so the screen and the API can
// never disagree; only the shape of the inputs is the form's own.

/** Whether the closure closes every service or only those chosen. */
export type ServiceMode = 'ALL' | 'SOME';
export const CHOOSE_A_SERVICE_MESSAGE = 'Elige al menos un servicio';

export const DisabledDateFormSchema = z
  .object({
    scope: DisabledDateScopeSchema,
    hostId: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    isAllDay: z.boolean(),
    startTime: z.string(),
    endTime: z.string(),
    title: z.string(),
    reason: z.string(),
    isRecurring: z.boolean(),
    serviceMode: z.enum(['ALL', 'SOME']),
    serviceIds: z.array(z.string()),
  })
  .superRefine((values, context) => {
    // 'Solo algunos servicios' with none chosen would send the empty list, which closes them all.
    if (values.serviceMode === 'SOME' && values.serviceIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['serviceIds'], message: CHOOSE_A_SERVICE_MESSAGE });
    }
    const result = DisabledDateInputSchema.safeParse(toValidationInput(values));
    if (result.success) return;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

export type DisabledDateFormValues = z.input<typeof DisabledDateFormSchema>;

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

function baseOf(values: DisabledDateFormValues) {
  return {
    scope: values.scope,
    ...(values.scope === 'HOST' ? { hostId: blankToUndefined(values.hostId) } : {}),
    title: values.title.trim(),
    reason: values.reason.trim(),
    isRecurring: values.isRecurring,
    serviceIds: values.serviceMode === 'SOME' ? values.serviceIds : [],
  };
}

/**
 * Dates and times kept apart, so a missing time reads 'La hora de inicio es requerida' rather than
 * an invalid date. The API accepts this form too.
 */
function toValidationInput(values: DisabledDateFormValues): DisabledDatePayload {
  const dates = { startDate: values.startDate, endDate: values.endDate, isAllDay: values.isAllDay };
  if (values.isAllDay) return { ...baseOf(values), ...dates };
  return {
    ...baseOf(values),
    ...dates,
    startTime: blankToUndefined(values.startTime),
    endTime: blankToUndefined(values.endTime),
  };
}

/**
 * The payload sent: 'YYYY-MM-DD' days for all-day entries, clinic-local 'YYYY-MM-DDTHH:MM' for
 * partial ones (the server reads both in the space's zone). hostId only with HOST.
 */
export function toDisabledDatePayload(values: DisabledDateFormValues): DisabledDatePayload {
  if (values.isAllDay) {
    return { ...baseOf(values), startDate: values.startDate, endDate: values.endDate, isAllDay: true };
  }
  return {
    ...baseOf(values),
    startDate: `${values.startDate}T${values.startTime}`,
    endDate: `${values.endDate}T${values.endTime}`,
    isAllDay: false,
  };
}

interface NewEntryContext {
  isAdmin: boolean;
  userId: string;
  today: string;
}

/** A new entry: today, all day. An admin starts with the whole space; anyone else blocks themself. */
export function newDisabledDateValues({ isAdmin, userId, today }: NewEntryContext): DisabledDateFormValues {
  return {
    scope: isAdmin ? 'SPACE' : 'HOST',
    hostId: isAdmin ? '' : userId,
    startDate: today,
    endDate: today,
    isAllDay: true,
    startTime: DEFAULT_PARTIAL_DAY_START,
    endTime: DEFAULT_PARTIAL_DAY_END,
    title: '',
    reason: '',
    isRecurring: false,
    serviceMode: 'ALL',
    serviceIds: [],
  };
}

/** An existing entry as the inputs show it, in the space's zone. */
export function disabledDateToFormValues(entry: DisabledDate, timeZone: string): DisabledDateFormValues {
  const common = {
    scope: entry.scope,
    hostId: entry.hostId ?? '',
    title: entry.title,
    reason: entry.reason,
    isRecurring: entry.isRecurring,
    serviceMode: entry.serviceIds.length > 0 ? ('SOME' as const) : ('ALL' as const),
    serviceIds: entry.serviceIds,
  };
  if (entry.isAllDay && entry.startDay && entry.endDay) {
    return {
      ...common,
      startDate: entry.startDay,
      endDate: entry.endDay,
      isAllDay: true,
      startTime: DEFAULT_PARTIAL_DAY_START,
      endTime: DEFAULT_PARTIAL_DAY_END,
    };
  }
  const start = instantToZonedParts(Date.parse(entry.startDate), timeZone);
  const end = instantToZonedParts(Date.parse(entry.endDate), timeZone);
  return {
    ...common,
    startDate: start.date,
    endDate: end.date,
    isAllDay: false,
    startTime: start.time,
    endTime: end.time,
  };
}
