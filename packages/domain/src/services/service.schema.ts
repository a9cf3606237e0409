import { z } from 'zod';
import { isSingleLineText, LINE_BREAK_MESSAGE } from '../text/control-characters';
import { ServiceCategorySchema } from './service-category';

// Services of a space (the setup wizard's first-service form is in setup-service-form.schema.ts).
// The spec's Spanish messages live here so the web forms and the API say the same thing.

export const SERVICE_CURRENCIES = ['USD', 'EUR', 'UYU', 'ARS', 'MXN'] as const;
export const CurrencySchema = z.enum(SERVICE_CURRENCIES, { error: 'Moneda inválida' });
export type Currency = z.infer<typeof CurrencySchema>;
export const DEFAULT_CURRENCY: Currency = 'USD';

export const DEFAULT_SERVICE_DURATION = 30;
export const MIN_SERVICE_DURATION = 1;
export const MAX_SERVICE_DURATION = 480;
/** numeric(12, 2) in the database: anything larger would not fit. */
export const MAX_PRICE = 9_999_999_999.99;
/** One year of notice at most, in hours. */
export const MAX_MIN_ADVANCE_HOURS = 8_760;
/** Three years ahead at most, in days. */
export const MAX_MAX_ADVANCE_DAYS = 1_095;
export const DEFAULT_MAX_ADVANCE_DAYS = 30;

// Written out (1 and 480 are MIN_SERVICE_DURATION and MAX_SERVICE_DURATION): the spec gives this exact text.
export const DURATION_RANGE_MESSAGE = 'La duración debe ser entre 1 y 480 minutos';
/** The hint under every duration field (setup, services): the same bounds the API holds. */
export const DURATION_HINT = `Entre ${MIN_SERVICE_DURATION} y ${MAX_SERVICE_DURATION} minutos`;

/** '35.50' or, as Spanish writes it, '35,50' (never a thousands separator: prices are typed plain). */
const DECIMAL_PATTERN = /^-?\d+([.,]\d+)?$/;

/** Whether a price has at most two decimals (cents), tolerating binary floating point noise. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * A number typed in a form arrives as a number or as text ("12.50", "12,50"): both are read, a
 * decimal comma as a decimal point, anything else is reported with the field's own messages.
 */
export function numberInput(messages: { required: string; invalid: string }) {
  return z.union([z.number(), z.string()], { error: messages.required }).transform((value, context) => {
    if (typeof value === 'number') return value;
    const text = value.trim();
    if (text === '') {
      context.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    if (!DECIMAL_PATTERN.test(text)) {
      context.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    return Number(text.replace(',', '.'));
  });
}

const nameField = z
  .string({ error: 'El nombre es requerido' })
  .trim()
  .refine(isSingleLineText, LINE_BREAK_MESSAGE)
  .min(1, 'El nombre es requerido')
  .max(120, 'El nombre debe tener como máximo 120 caracteres');

const descriptionField = z
  .string({ error: 'La descripción debe ser un texto' })
  .trim()
  .max(2000, 'La descripción debe tener como máximo 2000 caracteres')
  .nullable()
  .transform((text) => (text ? text : null));

/** An empty category ("Sin categoría" in the form) is stored as none. */
const categoryField = z
  .union([ServiceCategorySchema, z.literal('')], { error: 'Categoría inválida' })
  .nullable()
  .transform((category) => (category ? category : null));

const durationField = z
  .number({ error: 'La duración es requerida' })
  .int(DURATION_RANGE_MESSAGE)
  .min(MIN_SERVICE_DURATION, 'La duración debe ser mayor a 0')
  .max(MAX_SERVICE_DURATION, DURATION_RANGE_MESSAGE);

export const priceField = numberInput({
  required: 'El precio es requerido',
  invalid: 'El precio debe ser un número',
}).pipe(
  z
    .number({ error: 'El precio debe ser un número' })
    .min(0, 'El precio no puede ser negativo')
    .max(MAX_PRICE, 'El precio es demasiado alto')
    .refine(hasAtMostTwoDecimals, 'El precio puede tener como máximo 2 decimales'),
);

const minAdvanceField = z
  .number({ error: 'La antelación mínima debe ser un número de horas' })
  .int('La antelación mínima debe ser un número entero de horas')
  .min(0, 'La antelación mínima no puede ser negativa')
  .max(MAX_MIN_ADVANCE_HOURS, `La antelación mínima no puede superar ${MAX_MIN_ADVANCE_HOURS} horas`);

/** Null means bookings may be made any number of days ahead. */
const maxAdvanceField = z
  .number({ error: 'La antelación máxima debe ser un número de días' })
  .int('La antelación máxima debe ser un número entero de días')
  .min(1, 'La antelación máxima debe ser de al menos 1 día')
  .max(MAX_MAX_ADVANCE_DAYS, `La antelación máxima no puede superar ${MAX_MAX_ADVANCE_DAYS} días`)
  .nullable();

/** Limits of the scheduling fields (decision 046, 048). */
export const MAX_SLOT_STEP = 480;
export const MAX_BUFFER_MINUTES = 240;
export const MAX_DAILY_CAP = 500;

/** Minutes between offered starts; null means every `duration` minutes. */
export const slotStepField = z
  .number({ error: 'El intervalo entre horarios debe ser un número de minutos' })
  .int('El intervalo entre horarios debe ser un número entero de minutos')
  .min(1, 'El intervalo entre horarios debe ser de al menos 1 minuto')
  .max(MAX_SLOT_STEP, `El intervalo entre horarios no puede superar ${MAX_SLOT_STEP} minutos`)
  .nullable();

const bufferField = (what: string) =>
  z
    .number({ error: `El margen ${what} debe ser un número de minutos` })
    .int(`El margen ${what} debe ser un número entero de minutos`)
    .min(0, `El margen ${what} no puede ser negativo`)
    .max(MAX_BUFFER_MINUTES, `El margen ${what} no puede superar ${MAX_BUFFER_MINUTES} minutos`);
export const bufferBeforeField = bufferField('previo');
export const bufferAfterField = bufferField('posterior');

/** At most this many appointments of the service a day; null means no cap. */
export const dailyCapField = z
  .number({ error: 'El máximo de citas por día debe ser un número' })
  .int('El máximo de citas por día debe ser un número entero')
  .min(1, 'El máximo de citas por día debe ser de al menos 1')
  .max(MAX_DAILY_CAP, `El máximo de citas por día no puede superar ${MAX_DAILY_CAP}`)
  .nullable();

const cancellationPolicyField = z
  .string({ error: 'La política de cancelación debe ser un texto' })
  .trim()
  .max(2000, 'La política de cancelación debe tener como máximo 2000 caracteres')
  .nullable()
  .transform((text) => (text ? text : null));

const settingsField = z
  .record(z.string(), z.unknown(), { error: 'La configuración debe ser un objeto' })
  .nullable();

export const ADVANCE_WINDOW_MESSAGE = 'La antelación mínima no puede superar la antelación máxima';

/** The minimum notice (hours) must leave some bookable time before the last bookable day. */
export function isAdvanceWindowConsistent(minAdvanceHours: number, maxAdvanceDays: number | null): boolean {
  return maxAdvanceDays === null || minAdvanceHours <= maxAdvanceDays * 24;
}

/** Each field of a service with its messages, for the API's schemas and the service form alike. */
export const serviceFields = {
  name: nameField,
  description: descriptionField,
  category: categoryField,
  duration: durationField,
  price: priceField,
  currency: CurrencySchema,
  isActive: z.boolean({ error: 'isActive debe ser verdadero o falso' }),
  isBookableByClients: z.boolean({ error: 'isBookableByClients debe ser verdadero o falso' }),
  requiresApproval: z.boolean({ error: 'requiresApproval debe ser verdadero o falso' }),
  allowRescheduling: z.boolean({ error: 'allowRescheduling debe ser verdadero o falso' }),
  allowCancellation: z.boolean({ error: 'allowCancellation debe ser verdadero o falso' }),
  minAdvanceBooking: minAdvanceField,
  maxAdvanceBooking: maxAdvanceField,
  cancellationPolicy: cancellationPolicyField,
  settings: settingsField,
  slotStep: slotStepField,
  bufferBefore: bufferBeforeField,
  bufferAfter: bufferAfterField,
  dailyCap: dailyCapField,
};

/** POST /spaces/{spaceId}/services; defaults and the list page's flags. */
export const CreateServiceSchema = z
  .strictObject({
    name: serviceFields.name,
    description: serviceFields.description.optional().transform((text) => text ?? null),
    category: serviceFields.category.optional().transform((category) => category ?? null),
    duration: serviceFields.duration.default(DEFAULT_SERVICE_DURATION),
    price: serviceFields.price.default(0),
    // Absent: the space's default currency (chosen in the setup wizard), applied by the API.
    currency: serviceFields.currency.optional(),
    isActive: serviceFields.isActive.default(true),
    isBookableByClients: serviceFields.isBookableByClients.default(true),
    requiresApproval: serviceFields.requiresApproval.default(false),
    allowRescheduling: serviceFields.allowRescheduling.default(true),
    allowCancellation: serviceFields.allowCancellation.default(true),
    minAdvanceBooking: serviceFields.minAdvanceBooking.default(0),
    maxAdvanceBooking: serviceFields.maxAdvanceBooking.default(DEFAULT_MAX_ADVANCE_DAYS),
    cancellationPolicy: serviceFields.cancellationPolicy.optional().transform((text) => text ?? null),
    settings: serviceFields.settings.optional().transform((settings) => settings ?? null),
    slotStep: serviceFields.slotStep.default(null),
    bufferBefore: serviceFields.bufferBefore.default(0),
    bufferAfter: serviceFields.bufferAfter.default(0),
    dailyCap: serviceFields.dailyCap.default(null),
  })
  .refine((service) => isAdvanceWindowConsistent(service.minAdvanceBooking, service.maxAdvanceBooking), {
    path: ['minAdvanceBooking'],
    message: ADVANCE_WINDOW_MESSAGE,
  });
export type CreateServiceInput = z.infer<typeof CreateServiceSchema>;
/** What the create form holds before parsing (numbers may still be text). */
export type CreateServiceFormValues = z.input<typeof CreateServiceSchema>;

/** PUT /services/{id}: any subset of the fields; isActive alone toggles the service. */
export const UpdateServiceSchema = z
  .strictObject({
    name: serviceFields.name.optional(),
    description: serviceFields.description.optional(),
    category: serviceFields.category.optional(),
    duration: serviceFields.duration.optional(),
    price: serviceFields.price.optional(),
    currency: serviceFields.currency.optional(),
    isActive: serviceFields.isActive.optional(),
    isBookableByClients: serviceFields.isBookableByClients.optional(),
    requiresApproval: serviceFields.requiresApproval.optional(),
    allowRescheduling: serviceFields.allowRescheduling.optional(),
    allowCancellation: serviceFields.allowCancellation.optional(),
    minAdvanceBooking: serviceFields.minAdvanceBooking.optional(),
    maxAdvanceBooking: serviceFields.maxAdvanceBooking.optional(),
    cancellationPolicy: serviceFields.cancellationPolicy.optional(),
    settings: serviceFields.settings.optional(),
    slotStep: serviceFields.slotStep.optional(),
    bufferBefore: serviceFields.bufferBefore.optional(),
    bufferAfter: serviceFields.bufferAfter.optional(),
    dailyCap: serviceFields.dailyCap.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Indica al menos un campo para actualizar',
  });
export type UpdateServiceInput = z.infer<typeof UpdateServiceSchema>;

export const ServiceListQuerySchema = z.strictObject({
  isActive: z
    .enum(['true', 'false'], { error: 'isActive debe ser true o false' })
    .optional()
    .transform((flag) => (flag === undefined ? undefined : flag === 'true')),
});
export type ServiceListQuery = z.infer<typeof ServiceListQuerySchema>;

/** One host of a service with how many of its schedule ranges are active (services table). */
export const ServiceHostSummarySchema = z.object({
  hostId: z.string(),
  name: z.string(),
  activeSchedules: z.number(),
  totalSchedules: z.number(),
});
export type ServiceHostSummary = z.infer<typeof ServiceHostSummarySchema>;

export const ServiceSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  duration: z.number(),
  price: z.number(),
  currency: z.string(),
  isActive: z.boolean(),
  isBookableByClients: z.boolean(),
  requiresApproval: z.boolean(),
  allowRescheduling: z.boolean(),
  allowCancellation: z.boolean(),
  minAdvanceBooking: z.number(),
  maxAdvanceBooking: z.number().nullable(),
  cancellationPolicy: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()).nullable(),
  /** Minutes between offered starts; null: every `duration` minutes. */
  slotStep: z.number().nullable(),
  /** Minutes the professional is busy before and after each appointment (not shown to clients). */
  bufferBefore: z.number(),
  bufferAfter: z.number(),
  /** At most this many appointments a day; null: no cap. */
  dailyCap: z.number().nullable(),
  hosts: z.array(ServiceHostSummarySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof ServiceSchema>;

export const ServiceListSchema = z.object({ services: z.array(ServiceSchema) });
export type ServiceList = z.infer<typeof ServiceListSchema>;
export const ServiceResultSchema = z.object({ service: ServiceSchema });
export type ServiceResult = z.infer<typeof ServiceResultSchema>;

export const SERVICE_NOT_FOUND_MESSAGE = 'Servicio no encontrado';
export const SERVICE_HAS_FUTURE_BOOKINGS_MESSAGE =
  'No se puede eliminar el servicio porque tiene reservas futuras. Desactívalo para que no se pueda reservar.';
