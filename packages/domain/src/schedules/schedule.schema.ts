import { z } from 'zod';

// Weekly schedule ranges of a host for a service.
// Weekdays are 1 = Lunes .. 7 = Domingo everywhere.

export const WEEKDAY_NAMES: Record<number, string> = {
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
  7: 'Domingo',
};

const WALL_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const REQUIRED_FIELDS_MESSAGE = 'Por favor, completa todos los campos requeridos';
export const CHOOSE_HOST_MESSAGE = 'Por favor, selecciona un miembro del equipo para asignar este horario';
export const END_AFTER_START_MESSAGE = 'La hora de fin debe ser posterior a la de inicio';
const WALL_TIME_MESSAGE = 'La hora debe tener el formato HH:MM (00:00–23:59)';
const MAX_CUSTOM_PRICE = 9_999_999_999.99;
/** A week of ranges for one host, with room to spare; a bigger payload is a mistake. */
export const MAX_BULK_SCHEDULES = 200;

export function isWallTime(value: string): boolean {
  return WALL_TIME_PATTERN.test(value);
}

/** Minutes since local midnight of an "HH:MM" wall time (assumed valid). */
export function wallTimeToMinutes(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

export function minutesToWallTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "09:00–12:00", the way ranges are quoted in messages. */
export function formatWallTimeRange(startTime: string, endTime: string): string {
  return `${startTime}–${endTime}`;
}

/** Half-open ranges: 09:00–12:00 and 12:00–14:00 touch but do not overlap. */
export function wallTimeRangesOverlap(
  first: { startTime: string; endTime: string },
  second: { startTime: string; endTime: string },
): boolean {
  return (
    wallTimeToMinutes(first.startTime) < wallTimeToMinutes(second.endTime) &&
    wallTimeToMinutes(second.startTime) < wallTimeToMinutes(first.endTime)
  );
}

const RANGE_END_PATTERN = /^(([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
const RANGE_END_MESSAGE = 'La hora de fin debe tener el formato HH:MM (00:00–24:00)';

/** A range end: 'HH:MM', or '24:00' for a range that runs to the end of the day (24-hour clinics). */
export function isRangeEndTime(value: string): boolean {
  return RANGE_END_PATTERN.test(value);
}

export const rangeEndField = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .regex(RANGE_END_PATTERN, RANGE_END_MESSAGE);

export const wallTimeField = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .regex(WALL_TIME_PATTERN, WALL_TIME_MESSAGE);

export const dayOfWeekField = z
  .number({ error: 'El día de la semana es requerido' })
  .int('El día de la semana debe ser un número entre 1 (Lunes) y 7 (Domingo)')
  .min(1, 'El día de la semana debe ser un número entre 1 (Lunes) y 7 (Domingo)')
  .max(7, 'El día de la semana debe ser un número entre 1 (Lunes) y 7 (Domingo)');

const hostIdField = z.guid({ error: 'El host no es válido' });

/** Empty means the service's own price applies. */
const customPriceField = z
  .number({ error: 'El precio personalizado debe ser un número' })
  .min(0, 'El precio personalizado no puede ser negativo')
  .max(MAX_CUSTOM_PRICE, 'El precio personalizado es demasiado alto')
  .refine(
    (price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
    'El precio personalizado puede tener como máximo 2 decimales',
  )
  .nullable();

const isActiveField = z.boolean({ error: 'isActive debe ser verdadero o falso' });

type TimedRange = { startTime?: string | undefined; endTime?: string | undefined };

/** Adds the end-after-start issue when both times are present (and valid). */
function checkEndAfterStart(range: TimedRange, context: z.RefinementCtx, path: PropertyKey[] = []) {
  if (range.startTime === undefined || range.endTime === undefined) return;
  if (wallTimeToMinutes(range.endTime) <= wallTimeToMinutes(range.startTime)) {
    context.addIssue({ code: 'custom', path: [...path, 'endTime'], message: END_AFTER_START_MESSAGE });
  }
}

/** POST /services/{serviceId}/schedules; hostId defaults to the caller. */
export const CreateScheduleSchema = z
  .strictObject({
    hostId: hostIdField.optional(),
    dayOfWeek: dayOfWeekField,
    startTime: wallTimeField,
    endTime: rangeEndField,
    isActive: isActiveField.default(true),
    customPrice: customPriceField.optional().transform((price) => price ?? null),
  })
  .superRefine((schedule, context) => checkEndAfterStart(schedule, context));
export type CreateScheduleInput = z.infer<typeof CreateScheduleSchema>;

/** PUT /schedules/{id}: any subset; the end-after-start rule is checked again on the merged range. */
export const UpdateScheduleSchema = z
  .strictObject({
    hostId: hostIdField.optional(),
    dayOfWeek: dayOfWeekField.optional(),
    startTime: wallTimeField.optional(),
    endTime: rangeEndField.optional(),
    isActive: isActiveField.optional(),
    customPrice: customPriceField.optional(),
  })
  .superRefine((changes, context) => {
    if (!Object.values(changes).some((value) => value !== undefined)) {
      context.addIssue({ code: 'custom', message: 'Indica al menos un campo para actualizar' });
    }
    checkEndAfterStart(changes, context);
  });
export type UpdateScheduleInput = z.infer<typeof UpdateScheduleSchema>;

export const BulkScheduleItemSchema = z
  .strictObject({
    dayOfWeek: dayOfWeekField,
    startTime: wallTimeField,
    endTime: rangeEndField,
    isActive: isActiveField.default(true),
    customPrice: customPriceField.optional().transform((price) => price ?? null),
  })
  .superRefine((schedule, context) => checkEndAfterStart(schedule, context));
export type BulkScheduleItem = z.infer<typeof BulkScheduleItemSchema>;

/** POST /services/schedules/bulk: every range is created, or none. */
export const BulkCreateSchedulesSchema = z
  .strictObject({
    serviceId: z.guid({ error: 'Debes seleccionar un servicio' }),
    hostId: hostIdField.optional(),
    schedules: z
      .array(BulkScheduleItemSchema, { error: 'Los horarios son requeridos' })
      .min(1, 'Debes indicar al menos un horario')
      .max(MAX_BULK_SCHEDULES, `No se pueden crear más de ${MAX_BULK_SCHEDULES} horarios a la vez`),
  })
  .superRefine((payload, context) => {
    // Two ranges of the same day in one payload would overlap each other once stored.
    payload.schedules.forEach((schedule, index) => {
      const earlier = payload.schedules
        .slice(0, index)
        .find(
          (other) =>
            other.dayOfWeek === schedule.dayOfWeek &&
            wallTimeToMinutes(schedule.startTime) < wallTimeToMinutes(schedule.endTime) &&
            wallTimeToMinutes(other.startTime) < wallTimeToMinutes(other.endTime) &&
            wallTimeRangesOverlap(other, schedule),
        );
      if (earlier) {
        context.addIssue({
          code: 'custom',
          path: ['schedules', index],
          message: `Los horarios del mismo día no pueden superponerse (${formatWallTimeRange(earlier.startTime, earlier.endTime)})`,
        });
      }
    });
  });
export type BulkCreateSchedulesInput = z.infer<typeof BulkCreateSchedulesSchema>;

const booleanQueryField = z
  .enum(['true', 'false'], { error: 'isActive debe ser true o false' })
  .optional()
  .transform((flag) => (flag === undefined ? undefined : flag === 'true'));

/** GET /services/{serviceId}/schedules query; numbers arrive as text in a query string. */
export const ScheduleListQuerySchema = z.strictObject({
  hostId: z.guid({ error: 'El host no es válido' }).optional(),
  dayOfWeek: z
    .enum(['1', '2', '3', '4', '5', '6', '7'], {
      error: 'El día de la semana debe ser un número entre 1 (Lunes) y 7 (Domingo)',
    })
    .optional()
    .transform((day) => (day === undefined ? undefined : Number(day))),
  isActive: booleanQueryField,
});
export type ScheduleListQuery = z.infer<typeof ScheduleListQuerySchema>;

/** GET /spaces/{spaceId}/schedules query (schedules overview). */
export const SpaceScheduleListQuerySchema = z.strictObject({
  hostId: z.guid({ error: 'El host no es válido' }).optional(),
  serviceId: z.guid({ error: 'El servicio no es válido' }).optional(),
  isActive: booleanQueryField,
});
export type SpaceScheduleListQuery = z.infer<typeof SpaceScheduleListQuerySchema>;

/**
 * The "Nuevo horario" form. An admin must pick the member; a non-admin's schedule is
 * always their own, so the form leaves hostId out for them.
 */
export function createNewScheduleFormSchema(options: { mustChooseHost: boolean }) {
  return z
    .object({
      hostId: options.mustChooseHost
        ? z.string({ error: CHOOSE_HOST_MESSAGE }).min(1, CHOOSE_HOST_MESSAGE)
        : z.string().optional(),
      dayOfWeek: z.coerce.number().pipe(dayOfWeekField),
      startTime: wallTimeField,
      endTime: rangeEndField,
      isActive: z.boolean().default(true),
      customPrice: z
        .union([z.number(), z.string()])
        .optional()
        .transform((price, context) => {
          if (price === undefined || (typeof price === 'string' && price.trim() === '')) return null;
          const value = typeof price === 'number' ? price : Number(price.trim());
          if (Number.isNaN(value)) {
            context.addIssue({ code: 'custom', message: 'El precio personalizado debe ser un número' });
            return z.NEVER;
          }
          return value;
        })
        .pipe(customPriceField),
    })
    .superRefine((schedule, context) => checkEndAfterStart(schedule, context));
}
export type NewScheduleFormValues = z.input<ReturnType<typeof createNewScheduleFormSchema>>;

export const ScheduleHostSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});

export const ScheduleSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  hostId: z.string(),
  host: ScheduleHostSchema,
  dayOfWeek: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  isActive: z.boolean(),
  customPrice: z.number().nullable(),
  /** The space's IANA zone: the times are wall-clock times there. */
  timeZone: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

/** A row of the schedules overview: the range plus the service it belongs to. */
export const SpaceScheduleSchema = ScheduleSchema.extend({ serviceName: z.string() });
export type SpaceSchedule = z.infer<typeof SpaceScheduleSchema>;

export const ScheduleResultSchema = z.object({ schedule: ScheduleSchema });
export const ScheduleListSchema = z.object({ schedules: z.array(ScheduleSchema) });
export const SpaceScheduleListSchema = z.object({ schedules: z.array(SpaceScheduleSchema) });

export const SCHEDULE_NOT_FOUND_MESSAGE = 'Horario no encontrado';
export const ONLY_SELF_ASSIGNMENT_MESSAGE = 'Solo puedes asignarte horarios a ti mismo';
export const HOST_NOT_MEMBER_MESSAGE = 'El host debe ser miembro del espacio';

export function scheduleOverlapMessage(startTime: string, endTime: string): string {
  return `El horario se superpone con otro horario existente de este host (${formatWallTimeRange(startTime, endTime)})`;
}
