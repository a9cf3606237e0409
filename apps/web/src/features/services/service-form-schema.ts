import {
  ADVANCE_WINDOW_MESSAGE,
  bufferAfterField,
  bufferBeforeField,
  CreateServiceSchema,
  CurrencySchema,
  DEFAULT_CURRENCY,
  DEFAULT_MAX_ADVANCE_DAYS,
  DEFAULT_SERVICE_DURATION,
  dailyCapField,
  isAdvanceWindowConsistent,
  MAX_SERVICE_DURATION,
  type Service,
  ServiceCategorySchema,
  slotStepField,
} from '@citavet/domain/services/service.schema';
import { z } from 'zod';

/** A number field where empty means none (no cap, the default step). */
function optionalWholeNumber(invalidMessage: string) {
  return z
    .string()
    .trim()
    .transform((text, context) => {
      if (text === '') return null;
      const value = Number(text);
      if (Number.isNaN(value)) {
        context.addIssue({ code: 'custom', message: invalidMessage });
        return z.NEVER;
      }
      return value;
    });
}

/** The modal variant accepts 5 to 480 minutes; the API itself accepts from 1. */
export const MODAL_MIN_DURATION = 5;

const fields = CreateServiceSchema.shape;

/**
 * The 'Nuevo Servicio' / 'Editar Servicio' form. It reuses the shared fields (and their messages)
 * and adds what only the form has: text inputs for numbers and the modal's duration bounds.
 */
export const ServiceFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'El nombre es requerido')
      .max(120, 'El nombre debe tener como máximo 120 caracteres'),
    description: z.string().trim().max(2000, 'La descripción debe tener como máximo 2000 caracteres'),
    category: z.union([ServiceCategorySchema, z.literal('')], { error: 'Categoría inválida' }),
    duration: z
      .number({ error: 'La duración es requerida' })
      .int('La duración debe ser un número entero de minutos')
      .gt(0, 'La duración debe ser mayor a 0')
      .min(MODAL_MIN_DURATION, `La duración mínima es de ${MODAL_MIN_DURATION} minutos`)
      .max(
        MAX_SERVICE_DURATION,
        `La duración debe ser entre ${MODAL_MIN_DURATION} y ${MAX_SERVICE_DURATION} minutos`,
      ),
    price: fields.price.unwrap(),
    currency: CurrencySchema,
    isActive: z.boolean(),
    isBookableByClients: z.boolean(),
    requiresApproval: z.boolean(),
    allowRescheduling: z.boolean(),
    allowCancellation: z.boolean(),
    minAdvanceBooking: fields.minAdvanceBooking.unwrap(),
    // Empty means no limit: bookings may be made any number of days ahead.
    maxAdvanceBooking: z
      .string()
      .trim()
      .transform((text, context) => {
        if (text === '') return null;
        const days = Number(text);
        if (Number.isNaN(days)) {
          context.addIssue({ code: 'custom', message: 'La antelación máxima debe ser un número de días' });
          return z.NEVER;
        }
        return days;
      })
      .pipe(fields.maxAdvanceBooking.unwrap()),
    // Empty: a start every `duration` minutes.
    slotStep: optionalWholeNumber('El intervalo entre horarios debe ser un número de minutos').pipe(
      slotStepField,
    ),
    bufferBefore: bufferBeforeField,
    bufferAfter: bufferAfterField,
    // Empty: no cap.
    dailyCap: optionalWholeNumber('El máximo de citas por día debe ser un número').pipe(dailyCapField),
  })
  .refine((form) => isAdvanceWindowConsistent(form.minAdvanceBooking, form.maxAdvanceBooking), {
    path: ['minAdvanceBooking'],
    message: ADVANCE_WINDOW_MESSAGE,
  });

export type ServiceFormValues = z.input<typeof ServiceFormSchema>;
export type ServiceFormOutput = z.output<typeof ServiceFormSchema>;

/**
 * Defaults. The booking flags follow the list page's defaults (no approval,
 * 30 days ahead), the same ones the API applies, so a service behaves the same however it was made.
 */
export const NEW_SERVICE_DEFAULTS: ServiceFormValues = {
  name: '',
  description: '',
  category: '',
  duration: DEFAULT_SERVICE_DURATION,
  price: '0',
  currency: DEFAULT_CURRENCY,
  isActive: true,
  isBookableByClients: true,
  requiresApproval: false,
  allowRescheduling: true,
  allowCancellation: true,
  minAdvanceBooking: 0,
  maxAdvanceBooking: String(DEFAULT_MAX_ADVANCE_DAYS),
  slotStep: '',
  bufferBefore: 0,
  bufferAfter: 0,
  dailyCap: '',
};

/** A new service starts in the space's default currency (chosen in the setup wizard). */
export function newServiceDefaults(spaceCurrency: string | undefined): ServiceFormValues {
  return {
    ...NEW_SERVICE_DEFAULTS,
    currency: spaceCurrency && isFormCurrency(spaceCurrency) ? spaceCurrency : DEFAULT_CURRENCY,
  };
}

function isFormCategory(category: string | null): category is ServiceFormValues['category'] {
  return category === null || ServiceCategorySchema.safeParse(category).success;
}

function isFormCurrency(currency: string): currency is ServiceFormValues['currency'] {
  return CurrencySchema.safeParse(currency).success;
}

export function serviceToFormValues(service: Service): ServiceFormValues {
  return {
    name: service.name,
    description: service.description ?? '',
    category: isFormCategory(service.category) ? (service.category ?? '') : '',
    duration: service.duration,
    // As Spanish writes it; the shared schema reads the comma back.
    price: service.price.toFixed(2).replace('.', ','),
    currency: isFormCurrency(service.currency) ? service.currency : DEFAULT_CURRENCY,
    isActive: service.isActive,
    isBookableByClients: service.isBookableByClients,
    requiresApproval: service.requiresApproval,
    allowRescheduling: service.allowRescheduling,
    allowCancellation: service.allowCancellation,
    minAdvanceBooking: service.minAdvanceBooking,
    maxAdvanceBooking: service.maxAdvanceBooking === null ? '' : String(service.maxAdvanceBooking),
    slotStep: service.slotStep === null ? '' : String(service.slotStep),
    bufferBefore: service.bufferBefore,
    bufferAfter: service.bufferAfter,
    dailyCap: service.dailyCap === null ? '' : String(service.dailyCap),
  };
}

/** The API payload: blank texts become none. */
export function formOutputToPayload(form: ServiceFormOutput) {
  return {
    ...form,
    description: form.description === '' ? null : form.description,
    category: form.category === '' ? null : form.category,
  };
}
