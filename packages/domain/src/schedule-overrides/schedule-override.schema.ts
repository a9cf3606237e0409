import { z } from 'zod';
import { isSupportedDate } from '../bookings/booking-time';
import { isRangeEndTime, isWallTime, wallTimeToMinutes } from '../schedules/schedule.schema';
import { isLocalDate } from '../time/zoned-time';

// Extra openings and changed hours of one date (decision 047), for the whole space (hostId null) or
// one professional. One schema for the form and the API: the times are the space's wall times and
// the end may be '24:00'.

export const OVERRIDE_DATE_MESSAGE = 'La fecha no es válida';
export const OVERRIDE_KIND_MESSAGE = 'El tipo debe ser ADD (horas extra) o REPLACE (cambiar horario)';
export const OVERRIDE_START_MESSAGE = 'La hora de inicio debe tener el formato HH:MM (00:00–23:59)';
export const OVERRIDE_END_MESSAGE = 'La hora de fin debe tener el formato HH:MM (00:00–24:00)';
export const OVERRIDE_END_AFTER_START_MESSAGE = 'La hora de fin debe ser posterior a la de inicio';
export const OVERRIDE_NOTE_MAX = 200;
export const OVERRIDE_NOT_FOUND_MESSAGE = 'Horario especial no encontrado';
export const OVERRIDE_HOST_NOT_MEMBER_MESSAGE = 'El profesional debe ser miembro del espacio';
export const OVERRIDE_OVERLAP_MESSAGE =
  'Ya existe un horario especial del mismo tipo que se solapa ese día para el mismo profesional o para toda la clínica';

export const ScheduleOverrideKindSchema = z.enum(['ADD', 'REPLACE'], { error: OVERRIDE_KIND_MESSAGE });
export type ScheduleOverrideKind = z.infer<typeof ScheduleOverrideKindSchema>;

const localDateField = z
  .string({ error: OVERRIDE_DATE_MESSAGE })
  .trim()
  .refine((value) => isLocalDate(value) && isSupportedDate(value), OVERRIDE_DATE_MESSAGE);

/** Minutes since midnight of a range end, '24:00' being 1440. */
export function overrideEndMinutes(endTime: string): number {
  return endTime === '24:00' ? 1_440 : wallTimeToMinutes(endTime);
}

/** Half-open wall ranges of one date: 09:00–12:00 and 12:00–14:00 touch but do not overlap. */
export function overrideRangesOverlap(
  first: { startTime: string; endTime: string },
  second: { startTime: string; endTime: string },
): boolean {
  return (
    wallTimeToMinutes(first.startTime) < overrideEndMinutes(second.endTime) &&
    wallTimeToMinutes(second.startTime) < overrideEndMinutes(first.endTime)
  );
}

/** POST /spaces/{spaceId}/schedule-overrides and PUT …/{id} (the whole entry is sent again). */
export const ScheduleOverrideInputSchema = z
  .strictObject({
    hostId: z.guid({ error: 'El profesional no es válido' }).nullable().default(null),
    date: localDateField,
    kind: ScheduleOverrideKindSchema,
    startTime: z.string({ error: OVERRIDE_START_MESSAGE }).trim().refine(isWallTime, OVERRIDE_START_MESSAGE),
    endTime: z.string({ error: OVERRIDE_END_MESSAGE }).trim().refine(isRangeEndTime, OVERRIDE_END_MESSAGE),
    note: z
      .string()
      .trim()
      .max(OVERRIDE_NOTE_MAX, `La nota debe tener como máximo ${OVERRIDE_NOTE_MAX} caracteres`)
      .nullable()
      .optional()
      .transform((note) => (note ? note : null)),
  })
  .superRefine((entry, context) => {
    const isComplete = isWallTime(entry.startTime) && isRangeEndTime(entry.endTime);
    if (isComplete && wallTimeToMinutes(entry.startTime) >= overrideEndMinutes(entry.endTime)) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: OVERRIDE_END_AFTER_START_MESSAGE });
    }
  });
export type ScheduleOverrideInput = z.infer<typeof ScheduleOverrideInputSchema>;
export type ScheduleOverrideFormValues = z.input<typeof ScheduleOverrideInputSchema>;

export const ScheduleOverrideSpaceParamsSchema = z.strictObject({
  spaceId: z.guid({ error: 'El espacio no es válido' }),
});
export const ScheduleOverrideParamsSchema = z.strictObject({
  spaceId: z.guid({ error: 'El espacio no es válido' }),
  id: z.guid({ error: 'El horario especial no es válido' }),
});

/** GET …/schedule-overrides: the entries of the dates [from, to] (local dates of the space). */
export const ScheduleOverrideListQuerySchema = z
  .strictObject({
    from: localDateField.optional(),
    to: localDateField.optional(),
    hostId: z.guid({ error: 'El profesional no es válido' }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['from'],
    message: 'La fecha de inicio debe ser anterior o igual a la fecha de fin',
  });
export type ScheduleOverrideListQuery = z.infer<typeof ScheduleOverrideListQuerySchema>;

export const ScheduleOverrideSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  /** null: the whole clinic. */
  hostId: z.string().nullable(),
  host: z.object({ id: z.string(), name: z.string() }).nullable(),
  date: z.string(),
  kind: ScheduleOverrideKindSchema,
  startTime: z.string(),
  endTime: z.string(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ScheduleOverride = z.infer<typeof ScheduleOverrideSchema>;

export const ScheduleOverrideResultSchema = z.object({ scheduleOverride: ScheduleOverrideSchema });
export const ScheduleOverrideListSchema = z.object({
  scheduleOverrides: z.array(ScheduleOverrideSchema),
  total: z.number(),
});
